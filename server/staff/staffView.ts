import type { Selectable } from 'kysely'
import type { Db } from '../db/database'
import type { StaffTable } from '../db/schema'
import { notFound } from '../http/httpError'
import { cashInHandFor, cashInHandOf } from './cashInHand'

export type StaffRow = Selectable<StaffTable>

/** A staff member as the contract's `Staff`. */
export type StaffView = {
  id: number
  name: string
  phone_number: string
  dial_code: string
  email: string | null
  role: StaffRow['role']
  all_properties: boolean
  property_ids: number[]
  property_names: string[]
  is_active: boolean
  can_collect_cash: boolean
  police_verification_status: string
  police_verification_date: string | null
  joined_on: string | null
  monthly_salary_paise: number | null
  cash_in_hand_paise: number
  created_at: string
}

/** The operator's staff member `id`; another operator's or a missing one is a 404. */
export async function ownedStaff(db: Db, operatorId: number, id: number): Promise<StaffRow> {
  const row = await db
    .selectFrom('staff')
    .selectAll()
    .where('id', '=', id)
    .where('operator_id', '=', operatorId)
    .executeTakeFirst()
  if (!row) throw notFound(`Staff member ${id} not found`)
  return row
}

/** The rows as the contract shows them, with their properties (by name) and cash in hand, in the given order. */
export async function staffViews(db: Db, rows: readonly StaffRow[]): Promise<StaffView[]> {
  const ids = rows.map((row) => row.id)
  const places = ids.length
    ? await db
        .selectFrom('staff_properties')
        .innerJoin('properties', 'properties.id', 'staff_properties.property_id')
        .select(['staff_properties.staff_id', 'properties.id', 'properties.name'])
        .where('staff_properties.staff_id', 'in', ids)
        .orderBy('properties.name')
        .orderBy('properties.id')
        .execute()
    : []
  const held = await cashInHandOf(db, ids)
  return rows.map((row) => {
    const own = places.filter((place) => place.staff_id === row.id)
    return {
      id: row.id,
      name: row.name,
      phone_number: row.phone_number,
      dial_code: row.dial_code,
      email: row.email,
      role: row.role,
      all_properties: row.all_properties === 1,
      property_ids: own.map((place) => place.id),
      property_names: own.map((place) => place.name),
      is_active: row.is_active === 1,
      can_collect_cash: row.can_collect_cash === 1,
      police_verification_status: row.police_verification_status,
      police_verification_date: row.police_verification_date,
      joined_on: row.joined_on,
      monthly_salary_paise: row.monthly_salary_paise,
      cash_in_hand_paise: cashInHandFor(held, row.id).paise,
      created_at: row.created_at,
    }
  })
}

export async function staffView(db: Db, row: StaffRow): Promise<StaffView> {
  const [view] = await staffViews(db, [row])
  return view
}
