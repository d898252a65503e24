import type { Db } from '../db/database'
import type { OperatorRow, StaffRole } from '../db/schema'
import { contains, countRows } from '../db/search'
import { badRequest } from '../http/httpError'

export type UserListQuery = {
  offset: number
  limit: number
  name?: string
  user_type?: 'operator' | 'staff'
  is_active?: boolean
  can_collect_cash?: boolean
  property_id?: number
}

/** A person records can name (the contract's `OperatorUser`). */
export type OperatorUser = {
  id: number
  name: string
  phone_number: string
  user_type: 'operator' | 'staff'
  role: StaffRole | null
  is_active: boolean
  can_collect_cash: boolean
  property_ids: number[]
  all_properties: boolean
}

async function checkProperty(db: Db, operatorId: number, propertyId: number) {
  const property = await db
    .selectFrom('properties')
    .select('id')
    .where('id', '=', propertyId)
    .where('operator_id', '=', operatorId)
    .executeTakeFirst()
  if (!property) {
    const message = `Property ${propertyId} is not one of your properties.`
    throw badRequest(message, [{ field: 'query.property_id', message }])
  }
}

/** Whether the operator itself passes the filters (it works everywhere, is active and may take money). */
function operatorMatches(operator: OperatorRow, query: UserListQuery) {
  const search = query.name?.trim().toLowerCase()
  return (
    query.user_type !== 'staff' &&
    query.is_active !== false &&
    query.can_collect_cash !== false &&
    (!search || operator.name.toLowerCase().includes(search) || operator.phone_no.includes(search))
  )
}

/** The operator (first) and its staff by name, for pickers: a page over both. */
export async function listUsers(db: Db, operator: OperatorRow, query: UserListQuery) {
  if (query.property_id !== undefined) await checkProperty(db, operator.id, query.property_id)
  const self: OperatorUser[] = operatorMatches(operator, query)
    ? [
        {
          id: operator.id,
          name: operator.name,
          phone_number: operator.phone_no,
          user_type: 'operator',
          role: null,
          is_active: true,
          can_collect_cash: true,
          property_ids: [],
          all_properties: true,
        },
      ]
    : []
  let staff = db.selectFrom('staff').where('operator_id', '=', operator.id)
  if (query.is_active !== undefined) staff = staff.where('is_active', '=', query.is_active ? 1 : 0)
  if (query.can_collect_cash !== undefined) {
    staff = staff.where('can_collect_cash', '=', query.can_collect_cash ? 1 : 0)
  }
  const search = query.name?.trim()
  if (search) staff = staff.where((eb) => eb.or([contains('name', search), contains('phone_number', search)]))
  if (query.property_id !== undefined) {
    const propertyId = query.property_id
    staff = staff.where((eb) =>
      eb.or([
        eb('all_properties', '=', 1),
        eb(
          'id',
          'in',
          eb.selectFrom('staff_properties').select('staff_id').where('property_id', '=', propertyId),
        ),
      ]),
    )
  }
  const staffCount = query.user_type === 'operator' ? 0 : await countRows(staff)
  const offset = Math.max(0, query.offset - self.length)
  const limit = query.limit - Math.max(0, self.length - query.offset)
  const rows =
    limit > 0 && staffCount > 0
      ? await staff.selectAll().orderBy('name').orderBy('id').offset(offset).limit(limit).execute()
      : []
  const places = rows.length
    ? await db
        .selectFrom('staff_properties')
        .select(['staff_id', 'property_id'])
        .where(
          'staff_id',
          'in',
          rows.map((row) => row.id),
        )
        .orderBy('property_id')
        .execute()
    : []
  const members: OperatorUser[] = rows.map((row) => ({
    id: row.id,
    name: row.name,
    phone_number: row.phone_number,
    user_type: 'staff',
    role: row.role,
    is_active: row.is_active === 1,
    can_collect_cash: row.can_collect_cash === 1,
    property_ids: places.filter((place) => place.staff_id === row.id).map((place) => place.property_id),
    all_properties: row.all_properties === 1,
  }))
  return { data: { count: self.length + staffCount, results: [...self.slice(query.offset), ...members] } }
}
