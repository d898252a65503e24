import type { Clock } from '../clock'
import type { IsoDate } from '../db/schema'

/** A clock stopped at `hour`:30 on `date` in Asia/Kolkata, for seed writes dated in the past. */
export const kolkataClock =
  (date: IsoDate, hour = 10): Clock =>
  () =>
    new Date(`${date}T${String(hour).padStart(2, '0')}:30:00.000+05:30`)
