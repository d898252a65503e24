// The wire and <input type="date"> format of a calendar date, yyyy-MM-dd, read and written by hand: date-fns' parse
// would bring its every parser (20 KB) to each screen with a date field.
const ISO_DATE_SHAPE = /^(\d{4})-(\d{2})-(\d{2})$/

const padded = (value: number, digits: number) => String(value).padStart(digits, '0')

/** A local date as 'yyyy-MM-dd'; '' for an invalid Date, the same as a cleared field. */
export function toIsoDate(date: Date): string {
  if (Number.isNaN(date.getTime())) return ''
  return `${padded(date.getFullYear(), 4)}-${padded(date.getMonth() + 1, 2)}-${padded(date.getDate(), 2)}`
}

/** The local midnight of a 'yyyy-MM-dd' string, or null when it is not exactly that shape or not a real day. */
export function parseIsoDate(text: string): Date | null {
  const parts = ISO_DATE_SHAPE.exec(text)
  if (!parts) return null
  const [year, month, day] = parts.slice(1).map(Number)
  // setFullYear, not the constructor, which reads years 0–99 as 1900–1999.
  const date = new Date(2000, 0, 1)
  date.setFullYear(year, month - 1, day)
  // A day past its month's end (2023-02-29) rolls into the next month: not a real day.
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : null
}
