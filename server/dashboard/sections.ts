import { sql } from 'kysely'
import { addDays } from '../calendar'
import { duesAgeing } from '../collections/ageing'
import { moneyFigures, type MoneyFigures } from '../collections/dues'
import type { Db } from '../db/database'
import { inIds } from '../db/inIds'
import type { IsoDate } from '../db/schema'
import { bedNightOccupancyBps, bedNightsTotals } from '../inventory/bedNights'
import { emptyCounts } from '../inventory/bedStatus'
import { moveInBetween, moveOutBetween, noticeGivenBetween, upcomingMovements } from '../inventory/movements'
import { occupancyBps, propertyCounts, vacancyBySharing } from '../inventory/occupancy'
import { tenantRows } from '../tenants/tenantList'
import type { SectionScope } from './scope'

/** The period's nights up to the as-of day (bed-night figures stop there). */
export const nightsSoFar = (scope: SectionScope) => ({
  from: scope.period.from,
  to: scope.period.to < scope.date ? scope.period.to : scope.date,
})

/** Beds by status on the as-of day, and bed-night occupancy of the period up to it. */
export async function occupancySection(db: Db, scope: SectionScope) {
  const counts = await propertyCounts(db, scope.propertyIds, scope.date)
  const byStatus = emptyCounts()
  let beds = 0
  for (const property of counts.values()) {
    beds += property.beds
    byStatus.available += property.by_status.available
    byStatus.occupied += property.by_status.occupied
    byStatus.booked += property.by_status.booked
    byStatus.ending += property.by_status.ending
  }
  const [nights] = await bedNightsTotals(db, scope.propertyIds, [nightsSoFar(scope)])
  return {
    total_beds: beds,
    occupied_beds: byStatus.occupied,
    booked_beds: byStatus.booked,
    ending_beds: byStatus.ending,
    available_beds: byStatus.available,
    occupied_now_bps: occupancyBps(byStatus, beds),
    ...nights,
    occupancy_bps: bedNightOccupancyBps(nights),
    vacant_by_sharing: await vacancyBySharing(db, scope.propertyIds, scope.date),
  }
}

/** Security deposits held for residents whose move-out is not completed. */
async function depositsHeld(db: Db, propertyIds: readonly number[]): Promise<number> {
  const { rows } = await sql<{ paise: number | null }>`
    select sum(t.deposit_held_paise) as paise from tenants t
    where ${inIds('t.property_id', propertyIds)} and not exists (select 1 from offboardings o
      where o.tenant_id = t.id and o.status = 'COMPLETED')`.execute(db)
  return Number(rows[0]?.paise ?? 0)
}

/** One reading of the period's money per request: the collections and expenses blocks both use it. */
const computed = new WeakMap<SectionScope, Promise<MoneyFigures>>()

function moneyOf(db: Db, scope: SectionScope): Promise<MoneyFigures> {
  let money = computed.get(scope)
  if (!money) {
    const { from, to } = scope.period
    money = moneyFigures(db, { propertyIds: scope.propertyIds, from, to, date: scope.date })
    computed.set(scope, money)
  }
  return money
}

/** Income received in the period: payments less those on deposits (held, not earned). */
export async function incomeReceived(db: Db, scope: SectionScope): Promise<number> {
  const money = await moneyOf(db, scope)
  return money.received_paise - money.deposits_received_paise
}

/** Money of the period (moneyFigures over its days), overdue as the ageing total, and deposits held. */
export async function collectionsSection(db: Db, scope: SectionScope) {
  const money = await moneyOf(db, scope)
  const ageing = await duesAgeing(db, scope.propertyIds, scope.date)
  return {
    expected_paise: money.expected_paise,
    expected_count: money.expected_count,
    collected_paise: money.collected_paise,
    efficiency_bps:
      money.expected_paise === 0
        ? 10_000
        : Math.min(10_000, Math.round((money.collected_paise * 10_000) / money.expected_paise)),
    received_paise: money.received_paise,
    due_paise: money.due_paise,
    overdue_paise: ageing.total_paise,
    overdue_count: ageing.total_count,
    due_today_paise: money.due_today_paise,
    due_today_count: money.due_today_count,
    collected_today_paise: money.collected_today_paise,
    deposits_held_paise: await depositsHeld(db, scope.propertyIds),
  }
}

export const duesAgeingSection = (db: Db, scope: SectionScope) =>
  duesAgeing(db, scope.propertyIds, scope.date)

/** Residents on notice on the day, and those whose stay ends by `leavingBy`, as the tenants list's On notice tab. */
async function onNotice(db: Db, scope: SectionScope, leavingBy: readonly IsoDate[]): Promise<number[]> {
  const rows = tenantRows(scope.operatorId, scope.date)
  const counts = leavingBy.map((day) => sql`sum(case when move_out_date <= ${day} then 1 else 0 end)`)
  const { rows: counted } = await sql<Record<string, number | null>>`
    select count(*) as on_notice ${sql.join(
      counts.map((count, index) => sql`, ${count} as ${sql.ref(`by_${index}`)}`),
      sql``,
    )}
    from (${rows}) tenant
    where status = 'ON_NOTICE' and ${inIds('property_id', scope.propertyIds)}`.execute(db)
  const row = counted[0] ?? {}
  return [Number(row.on_notice ?? 0), ...leavingBy.map((_, index) => Number(row[`by_${index}`] ?? 0))]
}

/**
 * Move-ins (first stays starting in the period; a room transfer is not one), move-outs (last stays whose last
 * night falls in it) and notices given in it; residents on notice and beds freeing within 7 and 30 days.
 */
export async function movementsSection(db: Db, scope: SectionScope) {
  const { from, to } = scope.period
  const { rows } = await sql<{ move_ins: number | null; move_outs: number | null }>`
    select
      sum(case when ${moveInBetween('a', from, to)} then 1 else 0 end) as move_ins,
      sum(case when ${moveOutBetween('a', from, to)} then 1 else 0 end) as move_outs
    from allotments a
    where ${inIds('a.property_id', scope.propertyIds)} and a.unlinked_at is null`.execute(db)
  // Counted over the tenants list's rows, as its noticed_from/to filter counts them.
  const { rows: notices } = await sql<{ count: number }>`
    select count(*) as count from (${tenantRows(scope.operatorId, scope.date)}) tenant
    where ${noticeGivenBetween('tenant.id', from, to)} and ${inIds('property_id', scope.propertyIds)}`.execute(
    db,
  )
  const [on_notice, freeing_7_days, freeing_30_days] = await onNotice(db, scope, [
    addDays(scope.date, 7),
    addDays(scope.date, 30),
  ])
  return {
    move_ins: Number(rows[0]?.move_ins ?? 0),
    move_outs: Number(rows[0]?.move_outs ?? 0),
    notices: Number(notices[0]?.count ?? 0),
    on_notice,
    freeing_7_days,
    freeing_30_days,
    upcoming_move_ins: await upcomingMovements(db, scope.propertyIds, scope.date, 'in'),
    upcoming_move_outs: await upcomingMovements(db, scope.propertyIds, scope.date, 'out'),
  }
}
