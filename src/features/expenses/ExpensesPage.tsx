import { useCallback, useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { useAppDispatch } from '../../app/core/hooks'
import { writeListQuery } from '../../app/core/listState/listQuery'
import { useListState } from '../../app/core/listState/useListState'
import { useOperator } from '../../app/core/session/useOperator'
import { panelPushed } from '../../app/core/sideSheet/sideSheetSlice'
import { today } from '../../app/core/today'
import { defaultTabOf } from '../../app/routes/listScreens'
import { PATHS } from '../../app/routes/paths'
import { Button } from '../../design-system/Button'
import { Card } from '../../design-system/Card'
import { formatDate, monthOptions } from '../../design-system/format'
import { PageHeader } from '../../design-system/PageHeader'
import { Select } from '../../design-system/Select'
import { Tabs } from '../../design-system/Tabs'
import { ExpenseFigures } from './ExpenseFigures'
import { StyledPeriod, StyledRange, StyledTabs } from './Expenses.styles'
import { expensePeriod, tabOf } from './expenseReads'
import { useGetExpenseSummaryQuery, useListExpensePropertyOptionsQuery } from './expensesApi'
import { ExpensesTab } from './ExpensesTab'
import { RecurringTab } from './RecurringTab'
import { summaryArgs } from './ExpensesPage.reads'

const TABS = [
  { value: 'expenses', label: 'Expenses' },
  { value: 'recurring', label: 'Recurring' },
] as const

/**
 * /finance/expenses: the month's figures for a property or all, then the month's expenses (by status, with
 * filters, totals and a CSV) or the recurring templates; month, property, tab, filters and page in the address.
 */
export default function ExpensesPage() {
  const dispatch = useAppDispatch()
  const decimalPlaces = useOperator()?.decimal_places ?? 2
  const [, setParams] = useSearchParams()
  const list = useListState({ defaultTab: defaultTabOf(PATHS.expenses) })
  const tab = tabOf(list)
  const day = today()
  const period = expensePeriod(list.filters, day)
  const { month, range, propertyId } = period
  // The expense list goes to the server first, as its rows are what the screen is opened for: the figures and the
  // options, which would compete with them for the server and the page, are asked for once the rows are on screen
  // (then kept up as usual).
  const [listShown, setListShown] = useState(tab !== 'expenses')
  const onShown = useCallback(() => setListShown(true), [])
  const { data: properties } = useListExpensePropertyOptionsQuery(undefined, { skip: !listShown })
  const propertyOptions = properties?.data.results ?? []
  const {
    data: summary,
    isError: summaryFailed,
    refetch,
  } = useGetExpenseSummaryQuery(summaryArgs(period), { skip: !listShown })

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
          options={monthOptions(day, 23)}
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
          <ExpensesTab list={list} period={period} listShown={listShown} onShown={onShown} />
        ) : (
          <RecurringTab list={list} />
        )}
      </Card>
    </>
  )
}
