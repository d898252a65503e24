import { addDays, differenceInCalendarDays, format, isValid, parseISO } from 'date-fns'

/** The periods the screen offers: the last 7, 30 or 90 days to yesterday, or a from–to range. */
export const PERIODS = [
  { value: '7', label: 'Last 7 days' },
  { value: '30', label: 'Last 30 days' },
  { value: '90', label: 'Last 90 days' },
  { value: 'range', label: 'From–to range' },
] as const

export type Period = (typeof PERIODS)[number]['value']

/** The provider's longest range (the contract: at most 92 days). */
export const MAX_RANGE_DAYS = 92

export const DEFAULT_PERIOD: Period = '30'

export const isPeriod = (value: string | undefined): value is Period =>
  PERIODS.some((period) => period.value === value)

const iso = (date: Date) => format(date, 'yyyy-MM-dd')
const shift = (day: string, days: number) => iso(addDays(parseISO(day), days))

/** The dates of the last `days` days ending yesterday (today's meals are not over yet). */
export function lastDays(days: number, today: string): { fromDate: string; toDate: string } {
  const toDate = shift(today, -1)
  return { fromDate: shift(toDate, -(days - 1)), toDate }
}

export type RangeErrors = { fromDate?: string; toDate?: string }

export type PeriodDates =
  | { ok: true; fromDate: string; toDate: string }
  | { ok: false; fromDate: string; toDate: string; errors: RangeErrors }

const validDay = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text) && isValid(parseISO(text))

/** Number of days from `fromDate` to `toDate`, both included. */
export const daysIn = (fromDate: string, toDate: string) =>
  differenceInCalendarDays(parseISO(toDate), parseISO(fromDate)) + 1

/**
 * The dates a period asks for. A range needs both dates, from on or before to, to no later than today and at
 * most 92 days; otherwise the errors name the field to correct.
 */
export function periodDates(
  period: Period,
  today: string,
  range: { fromDate?: string; toDate?: string } = {},
): PeriodDates {
  if (period !== 'range') return { ok: true, ...lastDays(Number(period), today) }
  const fromDate = range.fromDate ?? ''
  const toDate = range.toDate ?? ''
  const errors: RangeErrors = {}
  if (!validDay(fromDate)) errors.fromDate = 'Enter the first day'
  if (!validDay(toDate)) errors.toDate = 'Enter the last day'
  else if (toDate > today) errors.toDate = 'The last day cannot be after today'
  if (!errors.fromDate && !errors.toDate) {
    if (fromDate > toDate) errors.toDate = 'The last day must be on or after the first'
    else if (daysIn(fromDate, toDate) > MAX_RANGE_DAYS)
      errors.toDate = `Choose at most ${MAX_RANGE_DAYS} days`
  }
  return Object.keys(errors).length === 0
    ? { ok: true, fromDate, toDate }
    : { ok: false, fromDate, toDate, errors }
}
