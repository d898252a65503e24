import type { Clock } from '../clock'
import type { Db } from '../db/database'
import { countRows } from '../db/search'
import { coveredUntil } from './cashInHand'
import { periodOf, type PeriodQuery } from './period'
import { ownedStaff } from './staffView'

export type StaffPaymentQuery = PeriodQuery & { offset: number; limit: number; in_hand?: boolean }

/**
 * The payments naming a member, newest first: those paid in the period (every status, so the trail is whole), or
 * with `in_hand` the SUCCESS cash no handover covers yet, whenever paid. Each covered cash payment names its
 * handover: the submitted one whose (covered_from, covered_until] holds the moment it was recorded.
 */
export async function listStaffPayments(
  db: Db,
  now: Clock,
  operatorId: number,
  staffId: number,
  query: StaffPaymentQuery,
) {
  await ownedStaff(db, operatorId, staffId)
  let payments = db
    .selectFrom('collection_transactions as t')
    .innerJoin('collections as c', 'c.id', 't.collection_id')
    .innerJoin('tenants', 'tenants.id', 't.tenant_id')
    .innerJoin('properties', 'properties.id', 't.property_id')
    .where('t.operator_id', '=', operatorId)
    .where('t.collected_by_staff_id', '=', staffId)
  if (query.in_hand) {
    payments = payments
      .where('t.status', '=', 'SUCCESS')
      .where('t.mode', '=', 'CASH')
      .where('t.recorded_at', '>', await coveredUntil(db, staffId))
  } else {
    const { from, to } = periodOf(now, query)
    payments = payments.where('t.paid_on', '>=', from).where('t.paid_on', '<=', to)
  }
  const count = await countRows(payments)
  const rows = await payments
    .select([
      't.id',
      't.collection_id',
      't.tenant_id',
      'tenants.name as tenant_name',
      'properties.name as property_name',
      'c.title',
      't.amount_paise',
      't.mode',
      't.paid_on',
      't.recorded_at',
      't.status',
    ])
    .orderBy('t.recorded_at', 'desc')
    .orderBy('t.id', 'desc')
    .offset(query.offset)
    .limit(query.limit)
    .execute()
  const handovers = await db
    .selectFrom('cash_handovers')
    .select(['id', 'covered_from', 'covered_until'])
    .where('staff_id', '=', staffId)
    .where('status', '<>', 'DRAFT')
    .execute()
  const coveringHandover = (recordedAt: string) =>
    handovers.find(
      (handover) =>
        handover.covered_until !== null &&
        (handover.covered_from ?? '') < recordedAt &&
        recordedAt <= handover.covered_until,
    )?.id ?? null
  return {
    data: {
      count,
      results: rows.map((row) => ({
        transaction_id: row.id,
        collection_id: row.collection_id,
        tenant_id: row.tenant_id,
        tenant_name: row.tenant_name,
        property_name: row.property_name,
        collection_title: row.title,
        amount_paise: row.amount_paise,
        mode: row.mode,
        paid_on: row.paid_on,
        created_at: row.recorded_at,
        status: row.status,
        handover_id:
          row.mode === 'CASH' && row.status === 'SUCCESS' ? coveringHandover(row.recorded_at) : null,
      })),
    },
  }
}
