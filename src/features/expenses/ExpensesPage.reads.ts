import { readListQuery } from '../../app/core/listState/listQuery'
import type { AppDispatch } from '../../app/core/store'
import { today } from '../../app/core/today'
import type { ScreenAddress } from '../../app/routes/Screen'
import { defaultTabOf } from '../../app/routes/listScreens'
import { PATHS } from '../../app/routes/paths'
import { expenseListArgs, expensePeriod, tabOf, templateListArgs, type ExpensePeriod } from './expenseReads'
import { expensesApi } from './expensesApi'

export const summaryArgs = ({ month, propertyId }: ExpensePeriod) => ({ month, propertyId })

/**
 * Opening the app on this screen starts its reads while the session is checked (preloadScreen): on the Expenses
 * tab the list alone (the page asks for the figures, the property options and the pickers' lists once its rows are
 * on screen); on the Recurring tab the templates, the figures and the property options together.
 */
export function prefetch(dispatch: AppDispatch, { search }: ScreenAddress) {
  const list = readListQuery(search, defaultTabOf(PATHS.expenses))
  const period = expensePeriod(list.filters, today())
  if (tabOf(list) !== 'recurring') {
    dispatch(expensesApi.util.prefetch('listExpenses', expenseListArgs(list, period), {}))
    return
  }
  dispatch(expensesApi.util.prefetch('listExpenseTemplates', templateListArgs(list), {}))
  dispatch(expensesApi.util.prefetch('getExpenseSummary', summaryArgs(period), {}))
  dispatch(expensesApi.util.prefetch('listExpensePropertyOptions', undefined, {}))
}
