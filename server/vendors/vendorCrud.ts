import type { Clock } from '../clock'
import type { Db } from '../db/database'
import type { Flag } from '../db/schema'
import { contains, countRows } from '../db/search'
import { checkedIdentity, freeVendorPhone, servedProperties, vendorName, vendorPhone } from './vendorRules'
import { ownedVendor, vendorUsage, vendorView, vendorViews, type VendorRow } from './vendorView'

export type RecordKind = 'EXPENSE' | 'COMPLAINT'

export type VendorListQuery = {
  offset: number
  limit: number
  record_kind?: RecordKind
  search_by?: 'name' | 'phone_number' | 'service_type'
  search_query?: string
  service_type?: string
  property_id?: number
  is_active?: boolean
}

export type VendorCreateInput = {
  name: string
  services: string[]
  record_kinds?: RecordKind[]
  contact_name?: string
  phone_number: string
  email?: string
  gstin?: string
  pan?: string
  upi_id?: string
  bank_account_name?: string
  bank_account_number?: string
  bank_ifsc?: string
  address?: string
  property_ids?: number[]
}

type Nullable<T> = { [K in keyof T]: T[K] | null }

export type VendorUpdateInput = Partial<
  Pick<VendorCreateInput, 'name' | 'services' | 'record_kinds' | 'phone_number' | 'property_ids'> &
    Nullable<
      Pick<
        VendorCreateInput,
        | 'contact_name'
        | 'email'
        | 'gstin'
        | 'pan'
        | 'upi_id'
        | 'bank_account_name'
        | 'bank_account_number'
        | 'bank_ifsc'
        | 'address'
      >
    > & { is_active: boolean }
>

const flag = (value: boolean): Flag => (value ? 1 : 0)

/** The operator's vendors, active first, then by name. `property_id` also matches vendors serving every property. */
export async function listVendors(db: Db, operatorId: number, query: VendorListQuery) {
  let filtered = db.selectFrom('vendors').where('operator_id', '=', operatorId)
  if (query.record_kind === 'EXPENSE') filtered = filtered.where('serves_expenses', '=', 1)
  if (query.record_kind === 'COMPLAINT') filtered = filtered.where('serves_complaints', '=', 1)
  if (query.is_active !== undefined) filtered = filtered.where('is_active', '=', flag(query.is_active))
  if (query.service_type) {
    const service = query.service_type
    filtered = filtered.where('id', 'in', (eb) =>
      eb.selectFrom('vendor_services').select('vendor_id').where('service', '=', service),
    )
  }
  if (query.property_id !== undefined) {
    const propertyId = query.property_id
    filtered = filtered.where((eb) =>
      eb.or([
        eb.not(
          eb.exists(
            eb.selectFrom('vendor_properties').select('vendor_id').whereRef('vendor_id', '=', 'vendors.id'),
          ),
        ),
        eb(
          'id',
          'in',
          eb.selectFrom('vendor_properties').select('vendor_id').where('property_id', '=', propertyId),
        ),
      ]),
    )
  }
  const search = query.search_query?.trim()
  if (search) {
    const by = query.search_by ?? 'name'
    if (by === 'service_type') {
      filtered = filtered.where('id', 'in', (eb) =>
        eb
          .selectFrom('vendor_services')
          .select('vendor_id')
          .where(contains('service', search.replace(/\s+/g, '_'))),
      )
    } else {
      filtered = filtered.where(contains(by, by === 'phone_number' ? vendorPhone(search) : search))
    }
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
  return { data: { count, results: await vendorViews(db, rows) } }
}

export type ExpenseVendorQuery = {
  offset: number
  limit: number
  search_query?: string
  property_id?: number
}

/** Active vendors serving expenses, by name; the search matches name, phone and GSTIN. */
export async function listExpenseVendors(db: Db, operatorId: number, query: ExpenseVendorQuery) {
  let filtered = db
    .selectFrom('vendors')
    .where('operator_id', '=', operatorId)
    .where('serves_expenses', '=', 1)
    .where('is_active', '=', 1)
  if (query.property_id !== undefined) {
    const propertyId = query.property_id
    filtered = filtered.where((eb) =>
      eb.or([
        eb.not(
          eb.exists(
            eb.selectFrom('vendor_properties').select('vendor_id').whereRef('vendor_id', '=', 'vendors.id'),
          ),
        ),
        eb(
          'id',
          'in',
          eb.selectFrom('vendor_properties').select('vendor_id').where('property_id', '=', propertyId),
        ),
      ]),
    )
  }
  const search = query.search_query?.trim()
  if (search) {
    filtered = filtered.where((eb) =>
      eb.or([
        contains('name', search),
        contains('phone_number', vendorPhone(search)),
        contains('gstin', search),
      ]),
    )
  }
  const count = await countRows(filtered)
  const rows = await filtered
    .selectAll()
    .orderBy('name')
    .orderBy('id')
    .offset(query.offset)
    .limit(query.limit)
    .execute()
  return { data: { count, results: await vendorViews(db, rows) } }
}

async function placeVendor(
  trx: Db,
  vendorId: number,
  services: readonly string[] | undefined,
  propertyIds?: number[],
) {
  if (services) {
    await trx.deleteFrom('vendor_services').where('vendor_id', '=', vendorId).execute()
    await trx
      .insertInto('vendor_services')
      .values(services.map((service) => ({ vendor_id: vendorId, service })))
      .execute()
  }
  if (propertyIds) {
    await trx.deleteFrom('vendor_properties').where('vendor_id', '=', vendorId).execute()
    if (propertyIds.length) {
      await trx
        .insertInto('vendor_properties')
        .values(propertyIds.map((propertyId) => ({ vendor_id: vendorId, property_id: propertyId })))
        .execute()
    }
  }
}

const kinds = (recordKinds: readonly RecordKind[] = ['EXPENSE', 'COMPLAINT']) => ({
  serves_expenses: flag(recordKinds.includes('EXPENSE')),
  serves_complaints: flag(recordKinds.includes('COMPLAINT')),
})

/** Adds a vendor (record kinds default to both). */
export async function createVendor(db: Db, now: Clock, operatorId: number, input: VendorCreateInput) {
  const identity = checkedIdentity({
    gstin: input.gstin ?? null,
    pan: input.pan ?? null,
    bank_account_name: input.bank_account_name ?? null,
    bank_account_number: input.bank_account_number ?? null,
    bank_ifsc: input.bank_ifsc ?? null,
  })
  const name = vendorName(input.name)
  const at = now().toISOString()
  return db.transaction().execute(async (trx) => {
    const phone = vendorPhone(input.phone_number)
    await freeVendorPhone(trx, operatorId, phone)
    const propertyIds = await servedProperties(trx, operatorId, input.property_ids ?? [])
    const { id } = await trx
      .insertInto('vendors')
      .values({
        operator_id: operatorId,
        name,
        phone_number: phone,
        contact_name: input.contact_name?.trim() || null,
        email: input.email ?? null,
        ...identity,
        upi_id: input.upi_id ?? null,
        address: input.address?.trim() || null,
        ...kinds(input.record_kinds),
        is_active: 1,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await placeVendor(trx, id, input.services, propertyIds)
    return vendorView(trx, operatorId, id)
  })
}

const pick = <K extends keyof VendorRow>(
  input: VendorUpdateInput,
  row: VendorRow,
  key: K & keyof VendorUpdateInput,
) => (key in input ? input[key] : row[key]) as VendorRow[K]

/** Changes a vendor; null clears an optional field. */
export async function updateVendor(
  db: Db,
  now: Clock,
  operatorId: number,
  id: number,
  input: VendorUpdateInput,
) {
  return db.transaction().execute(async (trx) => {
    const row = await ownedVendor(trx, operatorId, id)
    const identity = checkedIdentity({
      gstin: pick(input, row, 'gstin'),
      // A new GSTIN brings its own PAN; clearing the GSTIN keeps the PAN.
      pan: 'pan' in input ? (input.pan ?? null) : input.gstin ? null : row.pan,
      bank_account_name: pick(input, row, 'bank_account_name'),
      bank_account_number: pick(input, row, 'bank_account_number'),
      bank_ifsc: pick(input, row, 'bank_ifsc'),
    })
    const phone = input.phone_number === undefined ? row.phone_number : vendorPhone(input.phone_number)
    await freeVendorPhone(trx, operatorId, phone, id)
    const propertyIds =
      input.property_ids === undefined
        ? undefined
        : await servedProperties(trx, operatorId, input.property_ids)
    await trx
      .updateTable('vendors')
      .set({
        name: input.name === undefined ? row.name : vendorName(input.name),
        phone_number: phone,
        contact_name: 'contact_name' in input ? input.contact_name?.trim() || null : row.contact_name,
        email: pick(input, row, 'email'),
        ...identity,
        upi_id: pick(input, row, 'upi_id'),
        address: 'address' in input ? input.address?.trim() || null : row.address,
        ...(input.record_kinds ? kinds(input.record_kinds) : {}),
        is_active: input.is_active === undefined ? row.is_active : flag(input.is_active),
        updated_at: now().toISOString(),
      })
      .where('id', '=', id)
      .execute()
    await placeVendor(trx, id, input.services, propertyIds)
    return vendorView(trx, operatorId, id)
  })
}

const counted = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`

/**
 * Deletes a vendor no record names; one on a complaint, an expense or a recurring expense is deactivated instead
 * (the records keep their vendor), saying why and how many.
 */
export async function deleteVendor(db: Db, now: Clock, operatorId: number, id: number) {
  return db.transaction().execute(async (trx) => {
    const row = await ownedVendor(trx, operatorId, id)
    const usage = await vendorUsage(trx, [id])
    const uses = [
      [usage.complaints.get(id) ?? 0, 'complaint'],
      [usage.expenses.get(id) ?? 0, 'expense'],
      [usage.templates.get(id) ?? 0, 'recurring expense'],
    ] as const
    const named = uses.filter(([count]) => count > 0).map(([count, noun]) => counted(count, noun))
    if (!named.length) {
      await trx.deleteFrom('vendors').where('id', '=', id).execute()
      return { outcome: 'deleted', message: `${row.name} was removed.`, vendor: null }
    }
    await trx
      .updateTable('vendors')
      .set({ is_active: 0, updated_at: now().toISOString() })
      .where('id', '=', id)
      .execute()
    const list = named.length > 1 ? `${named.slice(0, -1).join(', ')} and ${named.at(-1)}` : named[0]
    return {
      outcome: 'deactivated',
      message: `${row.name} has ${list}, so was deactivated instead.`,
      vendor: await vendorView(trx, operatorId, id),
    }
  })
}
