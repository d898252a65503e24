import { sql } from 'kysely'
import type { Db } from '../db/database'
import type { IsoDate } from '../db/schema'
import {
  AVAILABLE,
  asBedStatus,
  countKey,
  emptyCounts,
  statusAllotmentJoin,
  statusSql,
  type BedStatusCounts,
} from './bedStatus'

/** A property's inventory and its beds by status on a date. Counts are of active beds in active rooms. */
export type PropertyCounts = {
  floors: number
  /** Active rooms (units). */
  rooms: number
  /** Active beds in active rooms. */
  beds: number
  inactive_beds: number
  by_status: BedStatusCounts
}

const emptyPropertyCounts = (): PropertyCounts => ({
  floors: 0,
  rooms: 0,
  beds: 0,
  inactive_beds: 0,
  by_status: emptyCounts(),
})

/** Occupied and ending beds over active beds, in basis points (0 without beds). */
export const occupancyBps = ({ occupied, ending }: BedStatusCounts, beds: number): number =>
  beds === 0 ? 0 : Math.round(((occupied + ending) * 10_000) / beds)

/** Counts for several properties in three set-based queries, whatever their size. */
export async function propertyCounts(
  db: Db,
  propertyIds: readonly number[],
  date: IsoDate,
): Promise<Map<number, PropertyCounts>> {
  const counts = new Map(propertyIds.map((id) => [id, emptyPropertyCounts()]))
  if (propertyIds.length === 0) return counts
  const of = (id: number) => counts.get(id) ?? emptyPropertyCounts()

  const floors = await db
    .selectFrom('floors')
    .select(['property_id', (eb) => eb.fn.countAll<number>().as('count')])
    .where('property_id', 'in', propertyIds)
    .groupBy('property_id')
    .execute()
  for (const row of floors) of(row.property_id).floors = Number(row.count)

  const rooms = await db
    .selectFrom('rooms')
    .select(['property_id', (eb) => eb.fn.countAll<number>().as('count')])
    .where('property_id', 'in', propertyIds)
    .where('is_active', '=', 1)
    .groupBy('property_id')
    .execute()
  for (const row of rooms) of(row.property_id).rooms = Number(row.count)

  const beds = await sql<{ property_id: number; active: number; status: number; count: number }>`
    select b.property_id, (b.is_active = 1 and r.is_active = 1) as active, ${statusSql(date)} as status,
      count(*) as count
    from beds b
    join rooms r on r.id = b.room_id
    ${statusAllotmentJoin({ date })}
    where b.property_id in (${sql.join(propertyIds)})
    group by b.property_id, active, status`.execute(db)
  for (const row of beds.rows) {
    const property = of(row.property_id)
    const count = Number(row.count)
    if (row.active) {
      property.beds += count
      property.by_status[countKey(asBedStatus(row.status))] += count
    } else {
      property.inactive_beds += count
    }
  }
  return counts
}

export type VacancyBySharing = { sharing: number; is_ac: boolean; available_beds: number }

/** Available active beds grouped by their room's sharing and AC, the dashboard's vacancy table. */
export async function vacancyBySharing(
  db: Db,
  propertyIds: readonly number[],
  date: IsoDate,
): Promise<VacancyBySharing[]> {
  if (propertyIds.length === 0) return []
  const { rows } = await sql<{ sharing: number; is_ac: number; count: number }>`
    select r.sharing, r.is_ac, count(*) as count
    from beds b
    join rooms r on r.id = b.room_id
    ${statusAllotmentJoin({ date })}
    where b.property_id in (${sql.join(propertyIds)}) and b.is_active = 1 and r.is_active = 1
      and ${statusSql(date)} = ${AVAILABLE}
    group by r.sharing, r.is_ac
    order by r.sharing, r.is_ac`.execute(db)
  return rows.map((row) => ({
    sharing: row.sharing,
    is_ac: row.is_ac === 1,
    available_beds: Number(row.count),
  }))
}
