import { addDays, daysBetween, kolkataDate, monthOf } from '../calendar'
import { monthRange } from '../collections/list'
import type { Clock } from '../clock'
import type { IsoDate } from '../db/schema'
import { badRequest } from '../http/httpError'

/** The longest from_date–to_date range a staff collections query may ask for. */
export const MAX_PERIOD_DAYS = 366

export type PeriodQuery = { month?: string; from_date?: IsoDate; to_date?: IsoDate }

/** First and last day (inclusive) of payment dates asked for: from_date–to_date, else the month, else this month. */
export function periodOf(now: Clock, query: PeriodQuery): { from: IsoDate; to: IsoDate } {
  const { from_date: from, to_date: to } = query
  if (from === undefined && to === undefined) {
    const [first, next] = monthRange(query.month ?? monthOf(kolkataDate(now())))
    return { from: first, to: addDays(next, -1) }
  }
  if (from === undefined || to === undefined) {
    const field = from === undefined ? 'query.from_date' : 'query.to_date'
    const message = 'Give both from_date and to_date, or neither.'
    throw badRequest(message, [{ field, message }])
  }
  if (to < from) {
    const message = 'to_date cannot be before from_date.'
    throw badRequest(message, [{ field: 'query.to_date', message }])
  }
  if (daysBetween(from, to) + 1 > MAX_PERIOD_DAYS) {
    const message = `A range is at most ${MAX_PERIOD_DAYS} days.`
    throw badRequest(message, [{ field: 'query.to_date', message }])
  }
  return { from, to }
}
