import { addDays, monthOf } from '../calendar'
import type { IsoDate } from '../db/schema'
import type { OptInRules } from './setup'

export type RebateRules = Pick<
  OptInRules,
  'rebate_rule' | 'rebate_min_absence_days' | 'rebate_max_days_per_month'
>

/** A resident's rebate over some dates: days of absences long enough, the days credited, and what they are worth. */
export type Rebate = { absent_days: number; rebate_days: number; rebate_paise: number }

/** Runs of consecutive dates, from sorted unique dates. */
function runsOf(dates: readonly IsoDate[]): IsoDate[][] {
  const runs: IsoDate[][] = []
  for (const date of dates) {
    const last = runs.at(-1)
    if (last && addDays(last[last.length - 1], 1) === date) last.push(date)
    else runs.push([date])
  }
  return runs
}

/**
 * The rebate for `absentDates` (sorted, unique: days with every opted meal skipped). An absence is a run of
 * consecutive such days; one of at least `rebate_min_absence_days` credits all its days (FULL_DAYS) or all but its
 * first two (DAYS_MINUS_TWO), NONE nothing; credited days count in their calendar month, at most
 * `rebate_max_days_per_month` each.
 */
export function rebateOf(absentDates: readonly IsoDate[], rules: RebateRules, perDayPaise: number): Rebate {
  const long = runsOf(absentDates).filter((run) => run.length >= Math.max(1, rules.rebate_min_absence_days))
  const uncredited = rules.rebate_rule === 'DAYS_MINUS_TWO' ? 2 : 0
  const perMonth = new Map<string, number>()
  if (rules.rebate_rule !== 'NONE') {
    for (const date of long.flatMap((run) => run.slice(uncredited))) {
      perMonth.set(monthOf(date), (perMonth.get(monthOf(date)) ?? 0) + 1)
    }
  }
  const rebateDays = [...perMonth.values()].reduce(
    (sum, days) => sum + Math.min(days, rules.rebate_max_days_per_month),
    0,
  )
  return {
    absent_days: long.reduce((sum, run) => sum + run.length, 0),
    rebate_days: rebateDays,
    rebate_paise: rebateDays * perDayPaise,
  }
}
