import type { Db } from '../db/database'
import { countRows } from '../db/search'

/** How an expense can be paid, with the labels the screens show. */
export const PAYMENT_MODES = [
  { code: 'CASH', label: 'Cash' },
  { code: 'UPI', label: 'UPI' },
  { code: 'BANK_TRANSFER', label: 'Bank transfer' },
  { code: 'CHEQUE', label: 'Cheque' },
  { code: 'CARD', label: 'Card' },
] as const

export const paymentModes = () => ({ data: { count: PAYMENT_MODES.length, results: [...PAYMENT_MODES] } })

const GROUP_ORDER = ['PROPERTY', 'UTILITIES', 'STAFF', 'MESS', 'SERVICES', 'ADMIN', 'OTHER']

/** The reference categories, by group (in the figures' order) and name. */
export async function listCategories(db: Db, query: { offset: number; limit: number }) {
  const all = db.selectFrom('expense_categories')
  const count = await countRows(all)
  const rows = (await all.selectAll().execute()).sort(
    (a, b) =>
      GROUP_ORDER.indexOf(a.category_group) - GROUP_ORDER.indexOf(b.category_group) ||
      a.name.localeCompare(b.name),
  )
  return {
    data: {
      count,
      results: rows.slice(query.offset, query.offset + query.limit).map((row) => ({
        id: row.id,
        code: row.code,
        name: row.name,
        group: row.category_group,
        tds_section: row.tds_section,
        is_system: true,
      })),
    },
  }
}
