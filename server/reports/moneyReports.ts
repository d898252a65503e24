import type { ReportDefinition } from './definition'

/** Reports of money: rent roll, dues, collections, transactions, deposits, expenses, P&L and the GST register. */
export const MONEY_REPORTS: ReportDefinition[] = []
