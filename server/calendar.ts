import { DAY, MINUTE } from './clock'
import type { IsoDate } from './db/schema'

/** India has one time zone and no daylight saving: UTC+05:30. */
const KOLKATA_OFFSET_MS = 330 * MINUTE

/** Sorts after every real date: the last night of an open-ended stay. */
export const OPEN_END: IsoDate = '9999-12-31'

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

/** The Asia/Kolkata calendar date of an instant, `yyyy-MM-dd`. */
export const kolkataDate = (at: Date): IsoDate =>
  new Date(at.getTime() + KOLKATA_OFFSET_MS).toISOString().slice(0, 10)

const utcMidnight = (date: IsoDate) => new Date(`${date}T00:00:00.000Z`)

export const addDays = (date: IsoDate, days: number): IsoDate =>
  new Date(utcMidnight(date).getTime() + days * DAY).toISOString().slice(0, 10)

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: IsoDate, to: IsoDate): number =>
  Math.round((utcMidnight(to).getTime() - utcMidnight(from).getTime()) / DAY)

/** The Monday of the week holding `date`. */
export const weekStart = (date: IsoDate): IsoDate => addDays(date, -((utcMidnight(date).getUTCDay() + 6) % 7))

/** `yyyy-MM` of a date. */
export const monthOf = (date: IsoDate): string => date.slice(0, 7)

/** The month `count` months after (or before, when negative) a `yyyy-MM` month. */
export function addMonths(month: string, count: number): string {
  const [year, monthNumber] = month.split('-').map(Number)
  return new Date(Date.UTC(year, monthNumber - 1 + count, 1)).toISOString().slice(0, 7)
}

/** `March 2025` for `2025-03`. */
export function monthLabel(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number)
  return `${MONTH_NAMES[monthNumber - 1]} ${year}`
}

/** `01/10/2026` for `2026-10-01`: dates in sentences read as Indian operators write them. */
export const displayDate = (date: IsoDate): string => date.split('-').reverse().join('/')
