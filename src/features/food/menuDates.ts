import { addDays, getISODay } from 'date-fns'
import { parseIsoDate, toIsoDate } from '../../design-system/DateField'

/** ISO weekday of a 'yyyy-MM-dd' day (Monday 1 … Sunday 7); 0 when it is not a date. */
export function weekDayOfDate(isoDate: string): number {
  const date = parseIsoDate(isoDate)
  return date ? getISODay(date) : 0
}

/** The day itself when it is a Monday, else the next Monday; '' when it is not a date. */
export function nextMonday(isoDate: string): string {
  const date = parseIsoDate(isoDate)
  if (!date) return ''
  const day = getISODay(date)
  return toIsoDate(day === 1 ? date : addDays(date, 8 - day))
}

/** The day `days` later (earlier when negative); '' when it is not a date. */
export function shiftDays(isoDate: string, days: number): string {
  const date = parseIsoDate(isoDate)
  return date ? toIsoDate(addDays(date, days)) : ''
}
