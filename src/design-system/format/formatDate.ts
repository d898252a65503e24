import { format, isValid, parseISO } from 'date-fns'

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** '2024-11-22' → '22/11/2024' by rearranging, when the string is a real calendar date; else null. */
function fromCalendarDate(isoDate: string): string | null {
  const parts = CALENDAR_DATE.exec(isoDate)
  if (!parts) return null
  const [, year, month, day] = parts
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)))
  return date.getUTCMonth() === Number(month) - 1 && date.getUTCDate() === Number(day)
    ? `${day}/${month}/${year}`
    : ''
}

/**
 * A date for display in the Indian convention, DD/MM/YYYY: '2024-11-22' → '22/11/2024'.
 * Date-only strings are calendar dates (no time-zone shift); a missing or invalid value gives '' so a bad row never breaks a table.
 * Plain yyyy-MM-dd strings, what the API sends, skip date-fns: the bed board formats hundreds of them per frame.
 */
export function formatDate(isoDate: string | Date | null | undefined): string {
  if (isoDate == null || isoDate === '') return ''
  if (typeof isoDate === 'string') {
    const calendar = fromCalendarDate(isoDate)
    if (calendar !== null) return calendar
  }
  const date = typeof isoDate === 'string' ? parseISO(isoDate) : isoDate
  return isValid(date) ? format(date, 'dd/MM/yyyy') : ''
}
