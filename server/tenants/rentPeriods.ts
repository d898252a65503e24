import { addDays, daysBetween } from '../calendar'
import type { IsoDate, ProRateMethod, RentCycle } from '../db/schema'

/**
 * Rent periods and pro-rating, all in integer paise. A CALENDAR_MONTH cycle bills each calendar month; an
 * ANNIVERSARY cycle bills from the move-in day of the month (the 31st falls back to the month's last day).
 */

export type RentCycleSettings = { rent_cycle: RentCycle; pro_rate_method: ProRateMethod }

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate()

const dateOf = (year: number, month: number, day: number): IsoDate => {
  const normalised = new Date(Date.UTC(year, month - 1, 1))
  const y = normalised.getUTCFullYear()
  const m = normalised.getUTCMonth() + 1
  return `${y}-${String(m).padStart(2, '0')}-${String(Math.min(day, daysInMonth(y, m))).padStart(2, '0')}`
}

export type Period = { start: IsoDate; end: IsoDate; days: number }

/** The rent period holding `date`; `anchor` is the move-in date (read by ANNIVERSARY cycles). */
export function periodOf(date: IsoDate, cycle: RentCycle, anchor: IsoDate): Period {
  const [year, month] = date.split('-').map(Number)
  const anchorDay = cycle === 'CALENDAR_MONTH' ? 1 : Number(anchor.slice(8, 10))
  const thisMonthStart = dateOf(year, month, anchorDay)
  const start = thisMonthStart <= date ? thisMonthStart : dateOf(year, month - 1, anchorDay)
  const [startYear, startMonth] = start.split('-').map(Number)
  const end = addDays(dateOf(startYear, startMonth + 1, anchorDay), -1)
  return { start, end, days: daysBetween(start, end) + 1 }
}

/** `amount × numerator ÷ denominator` rounded half up to the rupee (100 paise), in integers only. */
export function roundToRupee(amount: number, numerator: number, denominator: number): number {
  const scaled = denominator * 100
  return Math.floor((2 * amount * numerator + scaled) / (2 * scaled)) * 100
}

/** Rent for `days` of a period of `periodDays` days by the property's method (a whole period is the whole rent). */
export function proRate(rent: number, days: number, periodDays: number, method: ProRateMethod): number {
  if (days <= 0) return 0
  if (days >= periodDays || method === 'FULL_MONTH') return rent
  if (method === 'THIRTY_DAYS') return Math.min(rent, roundToRupee(rent, days, 30))
  return roundToRupee(rent, days, periodDays)
}

export type RentSpan = { from: IsoDate; to: IsoDate; days: number; period_days: number; amount_paise: number }

/** Rent for the nights from `from` to `to` (inclusive), period by period. */
export function rentBetween(
  rent: number,
  from: IsoDate,
  to: IsoDate,
  settings: RentCycleSettings,
  anchor: IsoDate,
): RentSpan[] {
  const spans: RentSpan[] = []
  let cursor = from
  while (cursor <= to) {
    const period = periodOf(cursor, settings.rent_cycle, anchor)
    const last = period.end < to ? period.end : to
    const days = daysBetween(cursor, last) + 1
    spans.push({
      from: cursor,
      to: last,
      days,
      period_days: period.days,
      amount_paise: proRate(rent, days, period.days, settings.pro_rate_method),
    })
    cursor = addDays(last, 1)
  }
  return spans
}
