import { sql, type RawBuilder } from 'kysely'
import { OPEN_END } from '../calendar'
import type { IsoDate } from '../db/schema'

/**
 * Bed status is derived from allotments for a date, never stored:
 * 1 Available (no current allotment), 2 Occupied (a current allotment, "Active" in icon set 1),
 * 3 Booked (no current allotment but a future one), 4 Ending (a current allotment with a last night set).
 */
export const AVAILABLE = 1
export const OCCUPIED = 2
export const BOOKED = 3
export const ENDING = 4
export type BedStatus = typeof AVAILABLE | typeof OCCUPIED | typeof BOOKED | typeof ENDING
export const BED_STATUSES: readonly BedStatus[] = [AVAILABLE, OCCUPIED, BOOKED, ENDING]

/** `icon_v`: in set 1 status 2 reads Active, in set 2 Occupied. */
export type IconSet = 1 | 2
export type BedStatusName = 'Available' | 'Active' | 'Occupied' | 'Booked' | 'Ending'

const NAMES: Record<BedStatus, BedStatusName> = {
  [AVAILABLE]: 'Available',
  [OCCUPIED]: 'Occupied',
  [BOOKED]: 'Booked',
  [ENDING]: 'Ending',
}

export const statusName = (status: BedStatus, iconSet: IconSet): BedStatusName =>
  status === OCCUPIED && iconSet === 1 ? 'Active' : NAMES[status]

/** Icon key of a status in an icon set, e.g. `bed-active-v1`. */
export const statusIcon = (status: BedStatus, iconSet: IconSet): string =>
  `bed-${statusName(status, iconSet).toLowerCase()}-v${iconSet}`

/** The statuses with their names and icons in an icon set, in code order (entry `status - 1`). */
export const legend = (iconSet: IconSet) =>
  BED_STATUSES.map((status) => ({
    status,
    status_name: statusName(status, iconSet),
    icon: statusIcon(status, iconSet),
  }))

export type BedStatusCounts = { available: number; occupied: number; booked: number; ending: number }

export const emptyCounts = (): BedStatusCounts => ({ available: 0, occupied: 0, booked: 0, ending: 0 })

const COUNT_KEYS: Record<BedStatus, keyof BedStatusCounts> = {
  [AVAILABLE]: 'available',
  [OCCUPIED]: 'occupied',
  [BOOKED]: 'booked',
  [ENDING]: 'ending',
}

export const countKey = (status: BedStatus): keyof BedStatusCounts => COUNT_KEYS[status]

/** The status a number read from SQL stands for. */
export function asBedStatus(value: number): BedStatus {
  if (value === AVAILABLE || value === OCCUPIED || value === BOOKED || value === ENDING) return value
  throw new Error(`Not a bed status: ${value}`)
}

/** SQL: the last night of allotment `alias` (move-out, else agreed end), open-ended stays far in the future. */
export const lastNightSql = (alias: string): RawBuilder<IsoDate> =>
  sql<IsoDate>`coalesce(${sql.ref(`${alias}.move_out_date`)}, ${sql.ref(`${alias}.end_date`)}, ${OPEN_END})`

export type StatusScope = {
  date: IsoDate
  /** For a room transfer: this tenant's own allotments do not hold a bed. */
  exceptTenantId?: number
}

/**
 * SQL join clause: each bed `b` to `x`, the allotment that gives its status on `date`: the current one, else
 * the next booking (a bed's live allotments never overlap, so it is the earliest one not yet over). One index
 * seek per bed on `allotments_bed_live`, inside a single statement.
 */
export function statusAllotmentJoin({ date, exceptTenantId }: StatusScope): RawBuilder<unknown> {
  return sql`left join allotments x on x.id = (
      select a.id from allotments a
      where a.bed_id = b.id and a.unlinked_at is null and ${lastNightSql('a')} >= ${date}
        ${exceptTenantId === undefined ? sql`` : sql`and a.tenant_id <> ${exceptTenantId}`}
      order by a.start_date
      limit 1
    )`
}

/** SQL: the last night of the status allotment `x`, null when open-ended or when there is none. */
export const statusLastNightSql = sql<IsoDate | null>`coalesce(x.move_out_date, x.end_date)`

/** SQL: the status code of bed `b` from its status allotment `x` (see statusAllotmentJoin). */
export const statusSql = (date: IsoDate): RawBuilder<number> =>
  sql<number>`case when x.id is null then ${sql.lit(AVAILABLE)}
    when x.start_date > ${date} then ${sql.lit(BOOKED)}
    when ${statusLastNightSql} is not null then ${sql.lit(ENDING)}
    else ${sql.lit(OCCUPIED)} end`

export type AllotmentStatus = 'BOOKED' | 'ACTIVE' | 'ENDING' | 'ENDED' | 'UNLINKED'

export type AllotmentDates = {
  start_date: IsoDate
  end_date: IsoDate | null
  move_out_date: IsoDate | null
  unlinked_at: string | null
}

/** The stay's last night, or null while open-ended. */
export const lastNight = (allotment: AllotmentDates): IsoDate | null =>
  allotment.move_out_date ?? allotment.end_date

/** An allotment's status on `date`: the same rules as the bed's, seen from the allotment. */
export function allotmentStatus(allotment: AllotmentDates, date: IsoDate): AllotmentStatus {
  if (allotment.unlinked_at !== null) return 'UNLINKED'
  const last = lastNight(allotment)
  if (last !== null && last < date) return 'ENDED'
  if (allotment.start_date > date) return 'BOOKED'
  return last === null ? 'ACTIVE' : 'ENDING'
}

/** The bed status its first live allotment (current, else next) gives; Available without one. */
export function bedStatusFor(status: AllotmentStatus | undefined): BedStatus {
  if (status === 'ACTIVE') return OCCUPIED
  if (status === 'ENDING') return ENDING
  if (status === 'BOOKED') return BOOKED
  return AVAILABLE
}
