import type { Db } from '../../db/database'
import type { ReportDefinition, ReportRow, ReportScope, ReportSheet } from '../definition'
import { column, scopedProperties, sheetName } from './common'
import { categoryNames, expensesBy, recordedExpenses } from './expensesReports'
import { isDeposit, paymentsReceived } from './payments'

/**
 * Profit and loss per property, on receipts: income is what was received in the period by charge (deposits are
 * held, not earned, and show as a memo line), expenses are the expense list's by category, and net operating
 * income is income less expenses. The last sheet sums the selected properties: the dashboard's figure.
 */

const chargeLabel = (kind: string) =>
  kind === 'RENT' ? 'Rent' : kind.charAt(0) + kind.slice(1).toLowerCase().replace(/_/g, ' ')

type Lines = { income: ReportRow[]; expenses: ReportRow[]; deposits: number }

async function linesOf(db: Db, scope: ReportScope, propertyIds: readonly number[], names: Map<number, string>) {
  const payments = await paymentsReceived(db, scope.operatorId, propertyIds, scope.from, scope.to)
  const income = new Map<string, number>()
  let deposits = 0
  for (const payment of payments) {
    if (isDeposit(payment)) deposits += payment.amount_paise
    else {
      const label = chargeLabel(payment.charge_kind)
      income.set(label, (income.get(label) ?? 0) + payment.amount_paise)
    }
  }
  const expenses = expensesBy(
    await recordedExpenses(db, scope, propertyIds),
    (row) => names.get(row.category_id) ?? 'Uncategorised',
  )
  return {
    income: [...income]
      .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
      .map(([line, amount]) => ({ section: 'Income', line, amount_paise: amount })),
    expenses: expenses.map((row) => ({ section: 'Expenses', line: row.name, amount_paise: row.amount_paise })),
    deposits,
  } satisfies Lines
}

const total = (rows: readonly ReportRow[]) => rows.reduce((sum, row) => sum + Number(row.amount_paise), 0)

function sheetOf(name: string, lines: Lines): ReportSheet {
  const income = total(lines.income)
  const expenses = total(lines.expenses)
  return {
    name: sheetName(name),
    columns: [
      column('section', 'Section', 'text'),
      column('line', 'Line', 'text'),
      column('amount_paise', 'Amount', 'money_paise'),
    ],
    rows: [
      ...lines.income,
      { section: 'Income', line: 'Total income', amount_paise: income },
      ...lines.expenses,
      { section: 'Expenses', line: 'Total expenses', amount_paise: expenses },
      { section: 'Memo', line: 'Deposits received (held, not income)', amount_paise: lines.deposits },
    ],
    totals: { section: 'Net operating income', line: null, amount_paise: income - expenses },
  }
}

export const PROFIT_AND_LOSS: ReportDefinition = {
  type: 'PROFIT_AND_LOSS',
  area: 'MONEY',
  title: 'Profit and loss by property',
  description:
    'Per property: income received in the period by charge, expenses by category and the net operating income, the same figure the dashboard shows. For the owner statement.',
  takes: 'period',
  build: async (db, scope, progress) => {
    const properties = await scopedProperties(db, scope)
    const names = await categoryNames(db)
    const sheets: ReportSheet[] = []
    for (const [index, property] of properties.entries()) {
      sheets.push(sheetOf(property.name, await linesOf(db, scope, [property.id], names)))
      progress((index + 1) / (properties.length + 1))
    }
    const all = properties.map((property) => property.id)
    sheets.push(sheetOf('All selected properties', await linesOf(db, scope, all, names)))
    return sheets
  },
}
