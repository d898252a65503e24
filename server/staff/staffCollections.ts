import { propertyScope } from '../collections/summaries'
import type { Clock } from '../clock'
import type { Db } from '../db/database'
import type { StaffRole } from '../db/schema'
import { contains } from '../db/search'
import { cashInHandFor, cashInHandOf } from './cashInHand'
import { periodOf, type PeriodQuery } from './period'

export type StaffCollectionQuery = PeriodQuery & {
  offset: number
  limit: number
  property_ids?: string
  search_text?: string
  staff_id?: number
}

type StaffCollection = {
  staff_id: number
  staff_name: string
  role: StaffRole
  cash_paise: number
  other_paise: number
  total_paise: number
  transaction_count: number
  last_collected_at: string | null
  cash_in_hand_paise: number
}

/** SUCCESS payments naming a staff member, paid in the period at the properties, summed per member. */
async function takings(db: Db, operatorId: number, from: string, to: string, properties: number[] | null) {
  let query = db
    .selectFrom('collection_transactions')
    .select((eb) => [
      'collected_by_staff_id as staff_id',
      eb.fn
        .sum<number>(eb.case().when('mode', '=', 'CASH').then(eb.ref('amount_paise')).else(0).end())
        .as('cash'),
      eb.fn
        .sum<number>(eb.case().when('mode', '=', 'CASH').then(0).else(eb.ref('amount_paise')).end())
        .as('other'),
      eb.fn.countAll<number>().as('count'),
      eb.fn.max('recorded_at').as('last_at'),
    ])
    .where('operator_id', '=', operatorId)
    .where('status', '=', 'SUCCESS')
    .where('collected_by_staff_id', 'is not', null)
    .where('paid_on', '>=', from)
    .where('paid_on', '<=', to)
    .groupBy('collected_by_staff_id')
  if (properties?.length === 0) return new Map<number, never>()
  if (properties) query = query.where('property_id', 'in', properties)
  const rows = await query.execute()
  return new Map(rows.map((row) => [Number(row.staff_id), row]))
}

/** Staff who work at any of the properties (all-properties staff aside). */
async function placedAt(db: Db, propertyIds: number[]): Promise<Set<number>> {
  if (!propertyIds.length) return new Set()
  const rows = await db
    .selectFrom('staff_properties')
    .select('staff_id')
    .where('property_id', 'in', propertyIds)
    .execute()
  return new Set(rows.map((row) => row.staff_id))
}

/**
 * Cash and other money each staff member took in the period (SUCCESS payments by `paid_on`), every matching
 * member listed: the active ones (at the properties asked for, all-properties staff included) with zeros too, and
 * anyone who took money there; most collected first.
 */
export async function listStaffCollections(
  db: Db,
  now: Clock,
  operatorId: number,
  query: StaffCollectionQuery,
) {
  const { from, to } = periodOf(now, query)
  const scope =
    query.property_ids === undefined ? null : await propertyScope(db, operatorId, query.property_ids)
  const taken = await takings(db, operatorId, from, to, scope)
  let members = db
    .selectFrom('staff')
    .select(['id', 'name', 'role', 'is_active', 'all_properties'])
    .where('operator_id', '=', operatorId)
  if (query.staff_id !== undefined) members = members.where('id', '=', query.staff_id)
  const search = query.search_text?.trim()
  if (search)
    members = members.where((eb) => eb.or([contains('name', search), contains('phone_number', search)]))
  const staff = await members.execute()
  const placed = scope ? await placedAt(db, scope) : null
  const listed = staff.filter(
    (member) =>
      taken.has(member.id) ||
      (member.is_active === 1 && (placed === null || member.all_properties === 1 || placed.has(member.id))),
  )
  const held = await cashInHandOf(
    db,
    listed.map((member) => member.id),
  )
  const rows: StaffCollection[] = listed.map((member) => {
    const row = taken.get(member.id)
    const cash = Number(row?.cash ?? 0)
    const other = Number(row?.other ?? 0)
    return {
      staff_id: member.id,
      staff_name: member.name,
      role: member.role,
      cash_paise: cash,
      other_paise: other,
      total_paise: cash + other,
      transaction_count: Number(row?.count ?? 0),
      last_collected_at: row?.last_at ?? null,
      cash_in_hand_paise: cashInHandFor(held, member.id).paise,
    }
  })
  rows.sort(
    (a, b) =>
      b.total_paise - a.total_paise || a.staff_name.localeCompare(b.staff_name) || a.staff_id - b.staff_id,
  )
  return {
    data: {
      count: rows.length,
      total_cash_paise: rows.reduce((sum, row) => sum + row.cash_paise, 0),
      total_other_paise: rows.reduce((sum, row) => sum + row.other_paise, 0),
      results: rows.slice(query.offset, query.offset + query.limit),
    },
  }
}
