import { sql } from 'kysely'
import { addDays, OPEN_END, weekStart } from '../calendar'
import type { Db } from '../db/database'
import type { IsoDate } from '../db/schema'
import { lastNightSql } from './bedStatus'

/**
 * Whether stay `alias` (an allotments row) is a move-in within [from, to]: the tenant's first stay, starting then
 * (a room transfer is not one). The dashboard's move-ins and the tenants list's moved_in_from/to both use it.
 */
export const moveInBetween = (alias: string, from: IsoDate, to: IsoDate) => sql<boolean>`(
  ${sql.ref(`${alias}.start_date`)} between ${from} and ${to}
  and not exists (select 1 from allotments earlier where earlier.tenant_id = ${sql.ref(`${alias}.tenant_id`)}
    and earlier.unlinked_at is null and earlier.start_date < ${sql.ref(`${alias}.start_date`)}))`

/**
 * Whether stay `alias` is a move-out within [from, to]: the tenant's last stay, its last night then (a stay with
 * a later one is a transfer). The dashboard's move-outs and the tenants list's moved_out_from/to both use it.
 */
export const moveOutBetween = (alias: string, from: IsoDate, to: IsoDate) => sql<boolean>`(
  ${lastNightSql(alias)} between ${from} and ${to}
  and not exists (select 1 from allotments later where later.tenant_id = ${sql.ref(`${alias}.tenant_id`)}
    and later.unlinked_at is null and later.start_date > ${sql.ref(`${alias}.start_date`)}))`

/**
 * Whether tenant `tenantRef` gave notice within [from, to]: a move-out raised (not rejected) with its notice date
 * then. The dashboard's notices given and the tenants list's noticed_from/to both use it.
 */
export const noticeGivenBetween = (tenantRef: string, from: IsoDate, to: IsoDate) => sql<boolean>`exists (
  select 1 from offboardings notice where notice.tenant_id = ${sql.ref(tenantRef)}
    and notice.status <> 'REJECTED' and notice.notice_date between ${from} and ${to})`

export type MovementCounts = {
  /** Tenants with a current allotment. */
  tenants_active: number
  /** Current allotments with a last night set. */
  on_notice: number
  move_ins_this_week: number
  move_outs_this_week: number
}

/** Who is staying, leaving, arriving and departing this week (Monday to Sunday) at some properties. */
export async function movementCounts(
  db: Db,
  propertyIds: readonly number[],
  date: IsoDate,
): Promise<MovementCounts> {
  if (propertyIds.length === 0)
    return { tenants_active: 0, on_notice: 0, move_ins_this_week: 0, move_outs_this_week: 0 }
  const monday = weekStart(date)
  const sunday = addDays(monday, 6)
  const last = lastNightSql('a')
  const { rows } = await sql<MovementCounts>`
    select
      count(distinct case when a.start_date <= ${date} and ${last} >= ${date} then a.tenant_id end) as tenants_active,
      sum(case when a.start_date <= ${date} and ${last} >= ${date} and ${last} <> ${OPEN_END} then 1 else 0 end)
        as on_notice,
      sum(case when a.start_date between ${monday} and ${sunday} then 1 else 0 end) as move_ins_this_week,
      sum(case when ${last} between ${monday} and ${sunday} then 1 else 0 end) as move_outs_this_week
    from allotments a
    where a.property_id in (${sql.join(propertyIds)}) and a.unlinked_at is null
      and ${last} >= ${monday}`.execute(db)
  const [row] = rows
  return {
    tenants_active: Number(row?.tenants_active ?? 0),
    on_notice: Number(row?.on_notice ?? 0),
    move_ins_this_week: Number(row?.move_ins_this_week ?? 0),
    move_outs_this_week: Number(row?.move_outs_this_week ?? 0),
  }
}

export type MovementItem = {
  tenant_id: number
  tenant_name: string
  date: IsoDate
  property_name: string
  bed_name: string | null
}

/** The next move-ins (after `date`) or move-outs (last nights from `date` on), soonest first. */
export async function upcomingMovements(
  db: Db,
  propertyIds: readonly number[],
  date: IsoDate,
  kind: 'in' | 'out',
  limit = 10,
): Promise<MovementItem[]> {
  if (propertyIds.length === 0) return []
  const day = kind === 'in' ? sql.ref('allotments.start_date') : lastNightSql('allotments')
  const rows = await db
    .selectFrom('allotments')
    .innerJoin('tenants', 'tenants.id', 'allotments.tenant_id')
    .innerJoin('beds', 'beds.id', 'allotments.bed_id')
    .innerJoin('properties', 'properties.id', 'allotments.property_id')
    .select([
      'tenants.id as tenant_id',
      'tenants.name as tenant_name',
      day.as('date'),
      'properties.name as property_name',
      'beds.name as bed_name',
    ])
    .where('allotments.property_id', 'in', propertyIds)
    .where('allotments.unlinked_at', 'is', null)
    .where(day, kind === 'in' ? '>' : '>=', date)
    .where(day, '<>', OPEN_END)
    .orderBy(day)
    .orderBy('allotments.id')
    .limit(limit)
    .execute()
  return rows.map((row) => ({ ...row, date: String(row.date) }))
}
