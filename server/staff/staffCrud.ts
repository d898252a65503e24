import type { Clock } from '../clock'
import type { Db } from '../db/database'
import type { IsoDate, StaffRole } from '../db/schema'
import { contains, countRows } from '../db/search'
import { freePhone, checkVerification, trimmedName, workplaces } from './staffRules'
import { ownedStaff, staffView, staffViews, type StaffRow, type StaffView } from './staffView'

export type StaffListQuery = {
  offset: number
  limit: number
  property_id?: number
  role?: StaffRole
  is_active?: boolean
  search_text?: string
}

export type StaffCreateInput = {
  name: string
  phone_number: string
  dial_code?: string
  email?: string
  role: StaffRole
  all_properties?: boolean
  property_ids?: number[]
  can_collect_cash?: boolean
  police_verification_status?: string
  police_verification_date?: IsoDate
  joined_on?: IsoDate
  monthly_salary_paise?: number
}

export type StaffUpdateInput = Partial<{
  name: string
  phone_number: string
  dial_code: string
  email: string | null
  role: StaffRole
  all_properties: boolean
  property_ids: number[]
  is_active: boolean
  can_collect_cash: boolean
  police_verification_status: string
  police_verification_date: IsoDate | null
  joined_on: IsoDate | null
  monthly_salary_paise: number | null
}>

const flag = (value: boolean) => (value ? 1 : 0)

/** The operator's staff, active first, then by name; `property_id` also matches all-properties staff. */
export async function listStaff(db: Db, operatorId: number, query: StaffListQuery) {
  let filtered = db.selectFrom('staff').where('operator_id', '=', operatorId)
  if (query.property_id !== undefined) {
    const propertyId = query.property_id
    filtered = filtered.where((eb) =>
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
  if (query.role) filtered = filtered.where('role', '=', query.role)
  if (query.is_active !== undefined) filtered = filtered.where('is_active', '=', flag(query.is_active))
  const search = query.search_text?.trim()
  if (search) {
    filtered = filtered.where((eb) =>
      eb.or([contains('name', search), contains('phone_number', search), contains('email', search)]),
    )
  }
  const count = await countRows(filtered)
  const rows = await filtered
    .selectAll()
    .orderBy('is_active', 'desc')
    .orderBy('name')
    .orderBy('id')
    .offset(query.offset)
    .limit(query.limit)
    .execute()
  return { data: { count, results: await staffViews(db, rows) } }
}

async function placeStaff(trx: Db, staffId: number, propertyIds: readonly number[]) {
  await trx.deleteFrom('staff_properties').where('staff_id', '=', staffId).execute()
  if (propertyIds.length) {
    await trx
      .insertInto('staff_properties')
      .values(propertyIds.map((propertyId) => ({ staff_id: staffId, property_id: propertyId })))
      .execute()
  }
}

export async function createStaff(
  db: Db,
  now: Clock,
  operatorId: number,
  input: StaffCreateInput,
): Promise<StaffView> {
  const status = input.police_verification_status ?? 'PENDING'
  checkVerification(now, status, input.police_verification_date ?? null)
  const at = now().toISOString()
  return db.transaction().execute(async (trx) => {
    const phone = await freePhone(trx, operatorId, {
      national: input.phone_number,
      dialCode: input.dial_code ?? '+91',
    })
    const allProperties = input.all_properties ?? false
    const propertyIds = await workplaces(trx, operatorId, allProperties, input.property_ids ?? [])
    const { id } = await trx
      .insertInto('staff')
      .values({
        operator_id: operatorId,
        name: trimmedName(input.name),
        dial_code: phone.dialCode,
        phone_number: phone.national,
        email: input.email ?? null,
        role: input.role,
        all_properties: flag(allProperties),
        can_collect_cash: flag(input.can_collect_cash ?? false),
        police_verification_status: status,
        police_verification_date: input.police_verification_date ?? null,
        joined_on: input.joined_on ?? null,
        monthly_salary_paise: input.monthly_salary_paise ?? null,
        is_active: 1,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await placeStaff(trx, id, propertyIds)
    return staffView(trx, await ownedStaff(trx, operatorId, id))
  })
}

/** The member's properties now, for an edit that changes neither list nor flag. */
async function currentPlaces(db: Db, staffId: number) {
  const rows = await db
    .selectFrom('staff_properties')
    .select('property_id')
    .where('staff_id', '=', staffId)
    .execute()
  return rows.map((row) => row.property_id)
}

export async function updateStaff(
  db: Db,
  now: Clock,
  operatorId: number,
  staffId: number,
  input: StaffUpdateInput,
): Promise<StaffView> {
  return db.transaction().execute(async (trx) => {
    const row: StaffRow = await ownedStaff(trx, operatorId, staffId)
    const status = input.police_verification_status ?? row.police_verification_status
    const verifiedOn =
      input.police_verification_date !== undefined
        ? input.police_verification_date
        : row.police_verification_date
    checkVerification(now, status, verifiedOn)
    const phone =
      input.phone_number !== undefined || input.dial_code !== undefined
        ? await freePhone(
            trx,
            operatorId,
            { national: input.phone_number ?? row.phone_number, dialCode: input.dial_code ?? row.dial_code },
            staffId,
          )
        : { national: row.phone_number, dialCode: row.dial_code }
    const allProperties = input.all_properties ?? row.all_properties === 1
    const propertyIds = await workplaces(
      trx,
      operatorId,
      allProperties,
      input.property_ids ?? (await currentPlaces(trx, staffId)),
    )
    await trx
      .updateTable('staff')
      .set({
        name: input.name !== undefined ? trimmedName(input.name) : row.name,
        dial_code: phone.dialCode,
        phone_number: phone.national,
        email: input.email !== undefined ? input.email : row.email,
        role: input.role ?? row.role,
        all_properties: flag(allProperties),
        can_collect_cash:
          input.can_collect_cash !== undefined ? flag(input.can_collect_cash) : row.can_collect_cash,
        police_verification_status: status,
        police_verification_date: verifiedOn,
        joined_on: input.joined_on !== undefined ? input.joined_on : row.joined_on,
        monthly_salary_paise:
          input.monthly_salary_paise !== undefined ? input.monthly_salary_paise : row.monthly_salary_paise,
        is_active: input.is_active !== undefined ? flag(input.is_active) : row.is_active,
        updated_at: now().toISOString(),
      })
      .where('id', '=', staffId)
      .execute()
    await placeStaff(trx, staffId, propertyIds)
    return staffView(trx, await ownedStaff(trx, operatorId, staffId))
  })
}

const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`

/** "a, b and c". */
const listed = (parts: readonly string[]) =>
  parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}` : parts[0]

/** How many records name the member, by kind, as phrases ("12 payments"); empty when none does. */
async function mentions(db: Db, staffId: number): Promise<string[]> {
  const [payments, marks, revisions, passActions, handovers, complaints, expenses] = await Promise.all([
    db
      .selectFrom('collection_transactions')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('collected_by_staff_id', '=', staffId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('attendance_marks')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('marked_by_staff_id', '=', staffId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('attendance_mark_revisions')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('marked_by_staff_id', '=', staffId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('outpass_events')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('by_staff_id', '=', staffId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('cash_handovers')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('staff_id', '=', staffId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('complaints')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('assignee_staff_id', '=', staffId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('expenses')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('paid_by_staff_id', '=', staffId)
      .executeTakeFirstOrThrow(),
  ])
  const kinds: [number, string, string][] = [
    [Number(payments.count), 'payment', 'payments'],
    [Number(marks.count) + Number(revisions.count), 'roll-call mark', 'roll-call marks'],
    [Number(passActions.count), 'outpass action', 'outpass actions'],
    [Number(handovers.count), 'cash handover', 'cash handovers'],
    [Number(complaints.count), 'complaint', 'complaints'],
    [Number(expenses.count), 'expense', 'expenses'],
  ]
  return kinds.filter(([count]) => count > 0).map(([count, one, many]) => counted(count, one, many))
}

export type StaffDeleteResult = {
  outcome: 'deleted' | 'deactivated'
  message: string
  staff: StaffView | null
}

/** Deletes a member no record names; one named on a payment, mark, pass action or handover is deactivated. */
export async function deleteStaff(
  db: Db,
  now: Clock,
  operatorId: number,
  staffId: number,
): Promise<StaffDeleteResult> {
  return db.transaction().execute(async (trx) => {
    const row = await ownedStaff(trx, operatorId, staffId)
    const named = await mentions(trx, staffId)
    if (!named.length) {
      await trx.deleteFrom('staff').where('id', '=', staffId).execute()
      return { outcome: 'deleted', message: `${row.name} was deleted.`, staff: null }
    }
    await trx
      .updateTable('staff')
      .set({ is_active: 0, updated_at: now().toISOString() })
      .where('id', '=', staffId)
      .execute()
    return {
      outcome: 'deactivated',
      message: `${row.name} is named on ${listed(named)}, so was deactivated instead of deleted.`,
      staff: await staffView(trx, await ownedStaff(trx, operatorId, staffId)),
    }
  })
}
