import type { IsoDate } from '../db/schema'
import type { Period } from './period'

/** What every dashboard section reads: the operator's chosen properties, the period, the as-of day and now. */
export type SectionScope = {
  operatorId: number
  propertyIds: readonly number[]
  /** The property filter as asked (undefined: every property), for sections that reuse a list's own query. */
  propertyFilter: string | undefined
  period: Period
  date: IsoDate
  now: Date
}
