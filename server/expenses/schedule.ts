import { addMonths, monthOf } from '../calendar'
import type { IsoDate } from '../db/schema'

export type Frequency = 'MONTHLY' | 'QUARTERLY' | 'YEARLY'

const STEP: Record<Frequency, number> = { MONTHLY: 1, QUARTERLY: 3, YEARLY: 12 }

/** What a template's periods follow from. */
export type Schedule = {
  frequency: Frequency
  day_of_month: number
  starts_on: IsoDate
  ends_on: IsoDate | null
}

const dueIn = (month: string, day: number): IsoDate => `${month}-${String(day).padStart(2, '0')}`

/**
 * A template's due dates in order: the first on its day of the month on or after starts_on, then one each period
 * (1, 3 or 12 months), none after ends_on.
 */
export function* dueDates(schedule: Schedule): Generator<IsoDate> {
  let month = monthOf(schedule.starts_on)
  if (dueIn(month, schedule.day_of_month) < schedule.starts_on) month = addMonths(month, 1)
  for (;;) {
    const due = dueIn(month, schedule.day_of_month)
    if (schedule.ends_on !== null && due > schedule.ends_on) return
    yield due
    month = addMonths(month, STEP[schedule.frequency])
  }
}

/** The due dates up to and including `today`. */
export function dueUpTo(schedule: Schedule, today: IsoDate): IsoDate[] {
  const dates: IsoDate[] = []
  for (const due of dueDates(schedule)) {
    if (due > today) break
    dates.push(due)
  }
  return dates
}

/** The first due date after `today`, or null when the schedule has ended. */
export function nextDue(schedule: Schedule, today: IsoDate): IsoDate | null {
  for (const due of dueDates(schedule)) if (due > today) return due
  return null
}
