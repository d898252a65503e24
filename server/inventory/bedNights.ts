import { sql } from 'kysely'
import { daysBetween } from '../calendar'
import type { Db } from '../db/database'
import { daysFromTo, earlierOf, laterOf } from '../db/engine'
import type { IsoDate } from '../db/schema'
import { lastNightSql } from './bedStatus'

/**
 * Bed-night occupancy, the one definition the dashboard, its trend and the occupancy report share. Over a range of
 * nights (both ends inclusive): bed-nights are every bed × night; occupied bed-nights are the nights a live
 * allotment on a lettable bed covers (start date to its last night); blocked bed-nights are the nights of beds that
 * cannot be let (the bed or its room inactive). The bed model keeps no history of `is_active` or of when a bed was
 * added, so beds count over the whole range as they stand now.
 */

export type BedNights = { bed_nights: number; occupied_bed_nights: number; blocked_bed_nights: number }
export type NightRange = { from: IsoDate; to: IsoDate }

const noNights = (): BedNights => ({ bed_nights: 0, occupied_bed_nights: 0, blocked_bed_nights: 0 })

/** Nights in a range, 0 when it is empty (from after to). */
const nightsIn = ({ from, to }: NightRange): number => Math.max(0, daysBetween(from, to) + 1)

/** occupied ÷ (bed-nights − blocked), basis points; 0 without lettable bed-nights. */
export function bedNightOccupancyBps({
  bed_nights,
  occupied_bed_nights,
  blocked_bed_nights,
}: BedNights): number {
  const lettable = bed_nights - blocked_bed_nights
  return lettable <= 0 ? 0 : Math.min(10_000, Math.round((occupied_bed_nights * 10_000) / lettable))
}

export const addBedNights = (a: BedNights, b: BedNights): BedNights => ({
  bed_nights: a.bed_nights + b.bed_nights,
  occupied_bed_nights: a.occupied_bed_nights + b.occupied_bed_nights,
  blocked_bed_nights: a.blocked_bed_nights + b.blocked_bed_nights,
})

/**
 * Bed-nights per range and property, in two set-based queries whatever the number of ranges: beds by property,
 * then occupied nights grouped by range and property. `result[i]` is `ranges[i]`'s map; every property is present.
 */
export async function bedNightsOfRanges(
  db: Db,
  propertyIds: readonly number[],
  ranges: readonly NightRange[],
): Promise<Map<number, BedNights>[]> {
  const result = ranges.map(() => new Map(propertyIds.map((id) => [id, noNights()])))
  const live = ranges.map((range, index) => ({ ...range, index })).filter((range) => nightsIn(range) > 0)
  if (propertyIds.length === 0 || live.length === 0) return result

  const beds = await db
    .selectFrom('beds as b')
    .innerJoin('rooms as r', 'r.id', 'b.room_id')
    .where('b.property_id', 'in', propertyIds)
    .select(['b.property_id', sql<number>`(b.is_active = 1 and r.is_active = 1)`.as('lettable')])
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .groupBy(['b.property_id', 'lettable'])
    .execute()
  for (const range of live) {
    const nights = nightsIn(range)
    for (const row of beds) {
      const figures = result[range.index].get(row.property_id) ?? noNights()
      figures.bed_nights += Number(row.count) * nights
      if (!row.lettable) figures.blocked_bed_nights += Number(row.count) * nights
      result[range.index].set(row.property_id, figures)
    }
  }

  const values = sql.join(live.map((range) => sql`(${range.index}, ${range.from}, ${range.to})`))
  const lastNight = lastNightSql('a')
  const { rows } = await sql<{ range_index: number; property_id: number; nights: number }>`
    with night_ranges(range_index, first_night, last_night) as (values ${values})
    select n.range_index, a.property_id,
      sum(${daysFromTo(laterOf(sql.ref('a.start_date'), sql.ref('n.first_night')), earlierOf(lastNight, sql.ref('n.last_night')))}) as nights
    from night_ranges n
    join allotments a on a.start_date <= n.last_night and ${lastNight} >= n.first_night
    join beds b on b.id = a.bed_id
    join rooms r on r.id = b.room_id
    where a.property_id in (${sql.join(propertyIds)}) and a.unlinked_at is null and b.is_active = 1 and r.is_active = 1
    group by n.range_index, a.property_id`.execute(db)
  for (const row of rows) {
    const figures = result[row.range_index].get(row.property_id)
    if (figures) figures.occupied_bed_nights = Math.round(Number(row.nights))
  }
  return result
}

/** Bed-nights of each property over one range of nights. */
export async function bedNightsByProperty(
  db: Db,
  propertyIds: readonly number[],
  range: NightRange,
): Promise<Map<number, BedNights>> {
  const [byProperty] = await bedNightsOfRanges(db, propertyIds, [range])
  return byProperty
}

/** Bed-nights of some properties together, one figure per range (the dashboard's tile and its monthly trend). */
export async function bedNightsTotals(
  db: Db,
  propertyIds: readonly number[],
  ranges: readonly NightRange[],
): Promise<BedNights[]> {
  const perRange = await bedNightsOfRanges(db, propertyIds, ranges)
  return perRange.map((byProperty) => [...byProperty.values()].reduce(addBedNights, noNights()))
}
