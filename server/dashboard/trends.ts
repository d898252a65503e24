import { addMonths, monthOf } from '../calendar'
import { monthDays, moneyByMonth } from '../collections/dues'
import type { Db } from '../db/database'
import { bedNightOccupancyBps, bedNightsTotals } from '../inventory/bedNights'
import type { SectionScope } from './scope'

const TREND_MONTHS = 12

/** The 12 months ending with the as-of day's month: bed-night occupancy (up to that day), expected and collected. */
export async function trendsSection(db: Db, scope: SectionScope) {
  const last = monthOf(scope.date)
  const months = Array.from({ length: TREND_MONTHS }, (_, index) => addMonths(last, index - TREND_MONTHS + 1))
  const ranges = months.map((month) => {
    const { from, to } = monthDays(month)
    return { from, to: to < scope.date ? to : scope.date }
  })
  const nights = await bedNightsTotals(db, scope.propertyIds, ranges)
  const money = await moneyByMonth(db, scope.propertyIds, months)
  return {
    months: months.map((month, index) => ({
      month,
      occupancy_bps: bedNightOccupancyBps(nights[index]),
      expected_paise: money[index].expected_paise,
      collected_paise: money[index].collected_paise,
    })),
  }
}
