import { addMonths, kolkataDate, monthOf } from '../calendar'
import type { Clock } from '../clock'
import type { Db } from '../db/database'
import { tdsHints } from './tds'
import { PAYMENT_MODES } from './reference'
import { expenseTotals, matchingExpenses, monthRange, type MatchedExpense } from './matching'
import { materializeDrafts } from './templates'

const GROUP_LABELS: Record<string, string> = {
  PROPERTY: 'Property',
  UTILITIES: 'Utilities',
  STAFF: 'Staff',
  MESS: 'Mess',
  SERVICES: 'Services',
  ADMIN: 'Admin',
  OTHER: 'Other',
}

type Row = { key: string; label: string; amount_paise: number; count: number }

/** Sums amounts under keys, largest first (then by label). */
function rowsBy(entries: { key: string; label: string; amount: number }[]): Row[] {
  const rows = new Map<string, Row>()
  for (const { key, label, amount } of entries) {
    const row = rows.get(key) ?? { key, label, amount_paise: 0, count: 0 }
    row.amount_paise += amount
    row.count += 1
    rows.set(key, row)
  }
  return [...rows.values()].sort((a, b) => b.amount_paise - a.amount_paise || a.label.localeCompare(b.label))
}

const share = (row: MatchedExpense) => row.share_paise ?? row.amount_paise

/**
 * A month's RECORDED expenses (the same rows and totals listExpenses gives for that month and property), by
 * category, group, payment mode and property (allocated shares included), with a 12-month trend, the drafts
 * waiting and the expenses with a TDS reminder.
 */
export async function expenseSummary(
  db: Db,
  now: Clock,
  operator: { id: number; name: string },
  query: { month?: string; property_id?: number },
) {
  await materializeDrafts(db, now, operator)
  const month = query.month ?? monthOf(kolkataDate(now()))
  const propertyIds = query.property_id === undefined ? undefined : [query.property_id]
  const first = addMonths(month, -11)
  const year = await matchingExpenses(db, operator.id, {
    propertyIds,
    from: monthRange(first).from,
    to: monthRange(month).to,
  })
  const recorded = year.filter((row) => row.status === 'RECORDED')
  const ofMonth = (wanted: string) => recorded.filter((row) => monthOf(row.expense_date) === wanted)
  const rows = ofMonth(month)
  const totals = expenseTotals(rows)
  const categories = new Map(
    (await db.selectFrom('expense_categories').selectAll().execute()).map((c) => [c.id, c]),
  )
  const modes = new Map(PAYMENT_MODES.map((mode) => [mode.code, mode.label]))
  const drafts = await matchingExpenses(db, operator.id, { propertyIds })
  const hints = await tdsHints(db, operator.id, rows)
  return {
    data: {
      month,
      ...totals,
      previous_month_total_paise: expenseTotals(ofMonth(addMonths(month, -1))).total_paise,
      by_category: rowsBy(
        rows.map((row) => {
          const category = categories.get(row.category_id)
          return { key: category?.code ?? '', label: category?.name ?? '', amount: share(row) }
        }),
      ),
      by_group: rowsBy(
        rows.map((row) => {
          const group = categories.get(row.category_id)?.category_group ?? 'OTHER'
          return { key: group, label: GROUP_LABELS[group] ?? group, amount: share(row) }
        }),
      ),
      by_payment_mode: rowsBy(
        rows.map((row) => ({
          key: row.payment_mode,
          label: modes.get(row.payment_mode) ?? '',
          amount: share(row),
        })),
      ),
      by_property: await byProperty(db, rows, query.property_id),
      trend: Array.from({ length: 12 }, (_, index) => {
        const trendMonth = addMonths(first, index)
        return { month: trendMonth, amount_paise: expenseTotals(ofMonth(trendMonth)).total_paise }
      }),
      draft_count: drafts.filter((row) => row.status === 'DRAFT').length,
      tds_hint_count: [...hints.values()].filter((hint) => hint !== null).length,
    },
  }
}

/** Each property's own expenses and allocated shares (only the filter's property when there is one). */
async function byProperty(db: Db, rows: MatchedExpense[], propertyId: number | undefined) {
  const entries: { propertyId: number; amount: number }[] = []
  const allocatedIds: number[] = []
  for (const row of rows) {
    if (propertyId !== undefined) entries.push({ propertyId, amount: share(row) })
    else if (row.property_id !== null) entries.push({ propertyId: row.property_id, amount: row.amount_paise })
    else allocatedIds.push(row.id)
  }
  if (allocatedIds.length) {
    const allocations = await db
      .selectFrom('expense_allocations')
      .select(['property_id', 'amount_paise'])
      .where('expense_id', 'in', allocatedIds)
      .execute()
    entries.push(...allocations.map((a) => ({ propertyId: a.property_id, amount: a.amount_paise })))
  }
  const ids = [...new Set(entries.map((entry) => entry.propertyId))]
  const names = new Map(
    ids.length
      ? (await db.selectFrom('properties').select(['id', 'name']).where('id', 'in', ids).execute()).map(
          (p) => [p.id, p.name],
        )
      : [],
  )
  return rowsBy(
    entries.map((entry) => ({
      key: String(entry.propertyId),
      label: names.get(entry.propertyId) ?? '',
      amount: entry.amount,
    })),
  )
}
