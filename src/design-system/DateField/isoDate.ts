import { format, isValid, parse } from 'date-fns'

/** The wire and <input type="date"> format of a calendar date. */
export const ISO_DATE_FORMAT = 'yyyy-MM-dd'

const ISO_DATE_SHAPE = /^\d{4}-\d{2}-\d{2}$/

/** A local date as 'yyyy-MM-dd'; '' for an invalid Date, the same as a cleared field. */
export function toIsoDate(date: Date): string {
  return isValid(date) ? format(date, ISO_DATE_FORMAT) : ''
}

/** The local midnight of a 'yyyy-MM-dd' string, or null when it is not exactly that shape or not a real day. */
export function parseIsoDate(text: string): Date | null {
  if (!ISO_DATE_SHAPE.test(text)) return null
  const date = parse(text, ISO_DATE_FORMAT, new Date())
  return isValid(date) ? date : null
}
