import { addMonths, startOfMonth } from 'date-fns'
import { parseIsoDate, toIsoDate } from '../../design-system/DateField'

const KOLKATA_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' })

/** Today as 'yyyy-MM-dd' on the provider's calendar (Asia/Kolkata), whatever the browser's zone. */
export const today = (now = new Date()) => KOLKATA_DAY.format(now)

/** The first day of the month after a 'yyyy-MM-dd' day; '' when it is not a date. */
export function firstOfNextMonth(isoDate: string): string {
  const date = parseIsoDate(isoDate)
  return date ? toIsoDate(startOfMonth(addMonths(date, 1))) : ''
}
