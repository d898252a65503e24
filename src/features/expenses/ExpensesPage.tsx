import { useCallback, useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { useAppDispatch } from '../../app/core/hooks'
import { readListQuery, writeListQuery } from '../../app/core/listState/listQuery'
import { useListState } from '../../app/core/listState/useListState'
import { useOperator } from '../../app/core/session/useOperator'
import { panelPushed } from '../../app/core/sideSheet/sideSheetSlice'
import type { AppDispatch } from '../../app/core/store'
import { today } from '../../app/core/today'
import type { ScreenAddress } from '../../app/routes/Screen'
import { Button } from '../../design-system/Button'
import { Card } from '../../design-system/Card'
import { formatDate } from '../../design-system/format'
import { PageHeader } from '../../design-system/PageHeader'
import { Select } from '../../design-system/Select'
import { Tabs } from '../../design-system/Tabs'
import { ExpenseFigures } from './ExpenseFigures'
import { StyledPeriod, StyledRange, StyledTabs } from './Expenses.styles'
import {
  expenseListArgs,
  expensePeriod,
  PICKER_ARGS,
  tabOf,
  templateListArgs,
  type ExpensePeriod,
} from './expenseReads'
import { expensesApi, useGetExpenseSummaryQuery, useListExpensePropertyOptionsQuery } from './expensesApi'
import { ExpensesTab } from './ExpensesTab'
import { monthOptions } from './months'
import { RecurringTab } from './RecurringTab'

const TABS = [
  { value: 'expenses', label: 'Expenses' },
  { value: 'recurring', label: 'Recurring' },
] as const

const summaryArgs = ({ month, propertyId }: ExpensePeriod) => ({ month, propertyId })

/**
 * Opening the app on this screen starts its reads while the session is checked (preloadScreen), in the order the
 * page asks for them: on the Expenses tab the list first, then the figures, the property options and the pickers'
 * lists once it has arrived; on the Recurring tab the templates, the figures and the property options together.
 */
export function prefetch(dispatch: AppDispatch, { search }: ScreenAddress) {
  const list = readListQuery(search, 'expenses')
  const period = expensePeriod(list.filters, today())
  const rest = () => {
    dispatch(expensesApi.util.prefetch('getExpenseSummary', summaryArgs(period), {}))
    dispatch(expensesApi.util.prefetch('listExpensePropertyOptions', undefined, {}))
  }
  if (tabOf(list) === 'recurring') {
    dispatch(expensesApi.util.prefetch('listExpenseTemplates', templateListArgs(list), {}))
    rest()
    return
  }
  // What util.prefetch dispatches, kept as a promise so that the rest follows the list.
  void dispatch(
    expensesApi.endpoints.listExpenses.initiate(expenseListArgs(list, period), { subscribe: false }),
  ).then(() => {
    rest()
    dispatch(expensesApi.util.prefetch('listExpenseCategories', PICKER_ARGS, {}))
    dispatch(expensesApi.util.prefetch('listExpenseVendors', PICKER_ARGS, {}))
  })
}

/**
 * /finance/expenses: the month's figures for a property or all, then the month's expenses (by status, with
 * filters, totals and a CSV) or the recurring templates; month, property, tab, filters and page in the address.
 */
export default function ExpensesPage() {
  const dispatch = useAppDispatch()
  const decimalPlaces = useOperator()?.decimal_places ?? 2
  const [, setParams] = useSearchParams()
  const list = useListState({ defaultTab: 'expenses' })
  const tab = tabOf(list)
  const day = today()
  const period = expensePeriod(list.filters, day)
  const { month, range, propertyId } = period
  // The expense list goes to the server first, as its rows are what the screen is opened for: the figures and the
  // options, which would compete with it there, are asked for once it has arrived (then kept up as usual).
  const [listArrived, setListArrived] = useState(tab !== 'expenses')
  const onArrived = useCallback(() => setListArrived(true), [])
  const { data: properties } = useListExpensePropertyOptionsQuery(undefined, { skip: !listArrived })
  const propertyOptions = properties?.data.results ?? []
  const {
    data: summary,
    isError: summaryFailed,
    refetch,
  } = useGetExpenseSummaryQuery(summaryArgs(period), { skip: !listArrived })

  const showDrafts = () =>
    setParams(
      writeListQuery({ ...list, tab: 'expenses', page: 1, filters: { ...list.filters, status: 'DRAFT' } }),
    )

  return (
    <>
      <PageHeader
        title="Expenses"
        description="Spending by category and vendor, with bills, GST and recurring payments."
        actions={
          <Button
            onClick={() =>
              dispatch(
                panelPushed({
                  kind: 'expenses/form',
                  title: 'Add expense',
                  width: 560,
                  props: { propertyId },
                }),
              )
            }
          >
            Add expense
          </Button>
        }
      />
      <StyledPeriod role="search" aria-label="Month and property">
        <Select
          label="Month"
          options={monthOptions(day)}
          value={month}
          onChange={(event) => list.setFilters({ month: event.target.value, from_date: '', to_date: '' })}
        />
        {range && (
          <StyledRange>
            <span>
              Days {formatDate(range.from)} – {formatDate(range.to)}
            </span>
            <Button
              variant="secondary"
              size="small"
              onClick={() => list.setFilters({ month, from_date: '', to_date: '' })}
            >
              Show the month
            </Button>
          </StyledRange>
        )}
        <Select
          label="Property"
          placeholder="All properties"
          options={propertyOptions.map((option) => ({
            value: String(option.id),
            label: option.property_name,
          }))}
          value={list.filters.property_id ?? ''}
          onChange={(event) => list.setFilters({ property_id: event.target.value })}
        />
      </StyledPeriod>
      {summaryFailed ? (
        <Card>
          <p>
            The month&apos;s figures could not be loaded.{' '}
            <Button variant="secondary" size="small" onClick={() => void refetch()}>
              Retry figures
            </Button>
          </p>
        </Card>
      ) : (
        <ExpenseFigures summary={summary?.data} decimalPlaces={decimalPlaces} onShowDrafts={showDrafts} />
      )}
      <Card padding="none">
        <StyledTabs>
          <Tabs label="Expenses view" items={TABS} value={tab} onChange={list.setTab} />
        </StyledTabs>
        {tab === 'expenses' ? (
          <ExpensesTab list={list} period={period} listArrived={listArrived} onArrived={onArrived} />
        ) : (
          <RecurringTab list={list} />
        )}
      </Card>
    </>
  )
}
