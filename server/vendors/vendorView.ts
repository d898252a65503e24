import type { Selectable } from 'kysely'
import type { Db } from '../db/database'
import type { VendorTable } from '../db/schema'
import { notFound } from '../http/httpError'

export type VendorRow = Selectable<VendorTable>

/** The contract's `Vendor`. */
export type VendorView = ReturnType<typeof toView>

const toView = (
  row: VendorRow,
  services: string[],
  propertyIds: number[],
  complaintCount: number,
  expenseCount: number,
) => ({
  id: row.id,
  name: row.name,
  services,
  record_kinds: [
    ...(row.serves_expenses === 1 ? ['EXPENSE'] : []),
    ...(row.serves_complaints === 1 ? ['COMPLAINT'] : []),
  ],
  contact_name: row.contact_name,
  phone_number: row.phone_number,
  email: row.email,
  gstin: row.gstin,
  pan: row.pan,
  upi_id: row.upi_id,
  bank_account_name: row.bank_account_name,
  bank_account_number: row.bank_account_number,
  bank_ifsc: row.bank_ifsc,
  address: row.address,
  property_ids: propertyIds,
  is_active: row.is_active === 1,
  complaint_count: complaintCount,
  expense_count: expenseCount,
  created_at: row.created_at,
})

function grouped<R extends { vendor_id: number }, V>(rows: R[], value: (row: R) => V) {
  const map = new Map<number, V[]>()
  for (const row of rows) map.set(row.vendor_id, [...(map.get(row.vendor_id) ?? []), value(row)])
  return map
}

/** Counts of a vendor's records, by vendor id. */
async function counts(db: Db, table: 'complaints' | 'expenses' | 'expense_templates', ids: number[]) {
  const column = table === 'complaints' ? 'assignee_vendor_id' : 'vendor_id'
  const rows = await db
    .selectFrom(table)
    .select((eb) => [eb.ref(column).as('vendor_id'), eb.fn.countAll<number>().as('count')])
    .where(column, 'in', ids)
    .groupBy(column)
    .execute()
  return new Map(rows.map((row) => [Number(row.vendor_id), Number(row.count)]))
}

/** The records naming each vendor: complaints assigned, expenses paid (voided included) and templates. */
export async function vendorUsage(db: Db, ids: number[]) {
  if (!ids.length) return { complaints: new Map(), expenses: new Map(), templates: new Map() }
  return {
    complaints: await counts(db, 'complaints', ids),
    expenses: await counts(db, 'expenses', ids),
    templates: await counts(db, 'expense_templates', ids),
  }
}

/** Views of vendor rows, in their order, with services, properties and record counts. */
export async function vendorViews(db: Db, rows: VendorRow[]): Promise<VendorView[]> {
  const ids = rows.map((row) => row.id)
  if (!ids.length) return []
  const services = grouped(
    await db
      .selectFrom('vendor_services')
      .selectAll()
      .where('vendor_id', 'in', ids)
      .orderBy('service')
      .execute(),
    (row) => row.service,
  )
  const properties = grouped(
    await db
      .selectFrom('vendor_properties')
      .selectAll()
      .where('vendor_id', 'in', ids)
      .orderBy('property_id')
      .execute(),
    (row) => row.property_id,
  )
  const usage = await vendorUsage(db, ids)
  return rows.map((row) =>
    toView(
      row,
      services.get(row.id) ?? [],
      properties.get(row.id) ?? [],
      usage.complaints.get(row.id) ?? 0,
      usage.expenses.get(row.id) ?? 0,
    ),
  )
}

/** The operator's vendor `id` (404 for a missing or another operator's). */
export async function ownedVendor(db: Db, operatorId: number, id: number): Promise<VendorRow> {
  const row = await db
    .selectFrom('vendors')
    .selectAll()
    .where('id', '=', id)
    .where('operator_id', '=', operatorId)
    .executeTakeFirst()
  if (!row) throw notFound(`Vendor ${id} not found`)
  return row
}

export async function vendorView(db: Db, operatorId: number, id: number): Promise<VendorView> {
  const [view] = await vendorViews(db, [await ownedVendor(db, operatorId, id)])
  return view
}
