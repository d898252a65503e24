import type { ReportDefinition } from './definition'
import { COLLECTIONS_BY_MODE, COLLECTIONS_BY_STAFF, TRANSACTIONS } from './money/collectionsReports'
import { DEPOSIT_LEDGER } from './money/depositLedger'
import { DUES_AGEING } from './money/duesAgeing'
import { EXPENSES_BY_CATEGORY, EXPENSES_BY_VENDOR } from './money/expensesReports'
import { GST_SALES_REGISTER } from './money/gstSalesRegister'
import { PROFIT_AND_LOSS } from './money/profitAndLoss'
import { RENT_ROLL } from './money/rentRoll'

/** Reports of money: rent roll, dues, collections, transactions, deposits, expenses, P&L and the GST register. */
export const MONEY_REPORTS: ReportDefinition[] = [
  RENT_ROLL,
  DUES_AGEING,
  COLLECTIONS_BY_MODE,
  COLLECTIONS_BY_STAFF,
  TRANSACTIONS,
  DEPOSIT_LEDGER,
  EXPENSES_BY_CATEGORY,
  EXPENSES_BY_VENDOR,
  PROFIT_AND_LOSS,
  GST_SALES_REGISTER,
]
