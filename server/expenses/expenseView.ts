import type { Selectable } from 'kysely'
import type { Db } from '../db/database'
import type { ExpenseTable } from '../db/schema'
import { storedFileView } from '../files/fileStore'
import { notFound } from '../http/httpError'
import { tdsHints } from './tds'

export type ExpenseRow = Selectable<ExpenseTable>

const byId = <T extends { id: number }>(rows: T[]) => new Map(rows.map((row) => [row.id, row]))

/**
 * The contract's `Expense` for each row, in order. `shares` (a list filtered by property) gives each expense's
 * part borne by that property; without it share_paise is null.
 */
export async function expenseViews(
  db: Db,
  operatorId: number,
  rows: ExpenseRow[],
  shares?: ReadonlyMap<number, number>,
) {
  if (!rows.length) return []
  const ids = rows.map((row) => row.id)
  const idsOf = (pick: (row: ExpenseRow) => number | null) => [
    ...new Set(rows.map(pick).filter((id): id is number => id !== null)),
  ]
  const propertyIds = idsOf((row) => row.property_id)
  const vendorIds = idsOf((row) => row.vendor_id)
  const complaintIds = idsOf((row) => row.complaint_id)
  const properties = byId(
    propertyIds.length
      ? await db.selectFrom('properties').select(['id', 'name']).where('id', 'in', propertyIds).execute()
      : [],
  )
  const vendors = byId(
    vendorIds.length
      ? await db.selectFrom('vendors').select(['id', 'name']).where('id', 'in', vendorIds).execute()
      : [],
  )
  const complaints = byId(
    complaintIds.length
      ? await db
          .selectFrom('complaints')
          .select(['id', 'ticket_number'])
          .where('id', 'in', complaintIds)
          .execute()
      : [],
  )
  const categories = byId(await db.selectFrom('expense_categories').select(['id', 'code', 'name']).execute())
  const documents = new Map(
    (
      await db
        .selectFrom('expense_documents')
        .select((eb) => ['expense_id', eb.fn.countAll<number>().as('count')])
        .where('expense_id', 'in', ids)
        .groupBy('expense_id')
        .execute()
    ).map((row) => [row.expense_id, Number(row.count)]),
  )
  const hints = await tdsHints(db, operatorId, rows)
  return rows.map((row) => {
    const category = categories.get(row.category_id)
    return {
      id: row.id,
      status: row.status,
      property_id: row.property_id,
      property_name: row.property_id === null ? null : (properties.get(row.property_id)?.name ?? null),
      category_id: row.category_id,
      category_code: category?.code ?? '',
      category_name: category?.name ?? '',
      vendor_id: row.vendor_id,
      vendor_name: row.vendor_id === null ? null : (vendors.get(row.vendor_id)?.name ?? null),
      vendor_gstin: row.vendor_gstin,
      amount_paise: row.amount_paise,
      gst_rate_percent: row.gst_rate_percent,
      tax_paise: row.tax_paise,
      taxable_paise: row.amount_paise - row.tax_paise,
      share_paise: shares?.get(row.id) ?? null,
      invoice_number: row.invoice_number,
      expense_date: row.expense_date,
      payment_mode: row.payment_mode,
      reference: row.reference,
      paid_by_staff_id: row.paid_by_staff_id,
      paid_by_name: row.paid_by_name,
      notes: row.notes,
      complaint_id: row.complaint_id,
      complaint_ticket_number:
        row.complaint_id === null ? null : (complaints.get(row.complaint_id)?.ticket_number ?? null),
      template_id: row.template_id,
      document_count: documents.get(row.id) ?? 0,
      tds_hint: hints.get(row.id) ?? null,
      void_reason: row.void_reason,
      voided_at: row.voided_at,
      voided_by_name: row.voided_by_name,
      created_by_name: row.created_by_name,
      created_at: row.created_at,
      updated_at: row.updated_at,
    }
  })
}

/** The operator's expense `id` (404 for a missing or another operator's). */
export async function ownedExpense(db: Db, operatorId: number, id: number): Promise<ExpenseRow> {
  const row = await db
    .selectFrom('expenses')
    .selectAll()
    .where('id', '=', id)
    .where('operator_id', '=', operatorId)
    .executeTakeFirst()
  if (!row) throw notFound(`Expense ${id} not found`)
  return row
}

/** An expense's documents as the contract's `ExpenseDocument`, oldest first. */
export async function expenseDocuments(db: Db, expenseIds: number[]) {
  if (!expenseIds.length) return []
  const rows = await db
    .selectFrom('expense_documents')
    .innerJoin('stored_files', 'stored_files.id', 'expense_documents.file_id')
    .selectAll('stored_files')
    .select([
      'expense_documents.id as document_id',
      'expense_documents.expense_id',
      'expense_documents.name as document_name',
      'expense_documents.uploaded_by_name',
    ])
    .where('expense_documents.expense_id', 'in', expenseIds)
    .orderBy('expense_documents.id')
    .execute()
  return rows.map(({ document_id, expense_id, document_name, uploaded_by_name, ...file }) => ({
    id: document_id,
    expense_id,
    name: document_name,
    file: storedFileView(file),
    uploaded_by_name,
  }))
}

/** The contract's `ExpenseDetail`: the expense, its documents and (all properties) its allocation. */
export async function expenseDetail(db: Db, operatorId: number, id: number) {
  const row = await ownedExpense(db, operatorId, id)
  const [expense] = await expenseViews(db, operatorId, [row])
  const allocations = await db
    .selectFrom('expense_allocations')
    .innerJoin('properties', 'properties.id', 'expense_allocations.property_id')
    .select([
      'expense_allocations.property_id',
      'properties.name as property_name',
      'expense_allocations.beds',
      'expense_allocations.amount_paise',
    ])
    .where('expense_allocations.expense_id', '=', id)
    .orderBy('expense_allocations.property_id')
    .execute()
  return { expense, documents: await expenseDocuments(db, [id]), allocations }
}
