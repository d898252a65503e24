import { addDays, differenceInCalendarDays } from 'date-fns'
import { parseIsoDate, toIsoDate } from '../../design-system/DateField'

/** Longest range the availability call accepts, in days (from and to inclusive). */
export const MAX_RANGE_DAYS = 366

export const today = () => toIsoDate(new Date())

export const daysFrom = (isoDate: string, days: number) => {
  const date = parseIsoDate(isoDate)
  return date ? toIsoDate(addDays(date, days)) : ''
}

/** Why a from–to range cannot be asked for, or null when it can. */
export function rangeProblem(from: string, to: string): string | null {
  const start = parseIsoDate(from)
  const end = parseIsoDate(to)
  if (!start || !end) return 'Choose both dates'
  const days = differenceInCalendarDays(end, start)
  if (days < 0) return 'The end is before the start'
  if (days + 1 > MAX_RANGE_DAYS) return 'Choose a range of at most a year'
  return null
}
