import { useMemo, useState } from 'react'
import { downloadCsv, readAllPages } from '../../app/core/csv'
import { useAppDispatch } from '../../app/core/hooks'
import { useWhenPainted } from '../../app/core/paint'
import type { ListState } from '../../app/core/listState/useListState'
import { useOperator } from '../../app/core/session/useOperator'
import { panelPushed } from '../../app/core/sideSheet/sideSheetSlice'
import { Button } from '../../design-system/Button'
import { DataTable, DataTableEmpty } from '../../design-system/DataTable'
import { EmptyState } from '../../design-system/EmptyState'
import { formatPaise } from '../../design-system/format'
import { Pagination } from '../../design-system/Pagination'
import { SearchField } from '../../design-system/SearchField'
import { Select } from '../../design-system/Select'
import { Tabs } from '../../design-system/Tabs'
import { expenseColumns } from './expenseColumns'
import { expensesCsv } from './expenseCsv'
import { StyledFooter, StyledState, StyledTabs, StyledToolbar } from './Expenses.styles'
import {
  expenseFilters,
  expenseListArgs,
  PICKER_ARGS,
  STATUSES,
  statusOf,
  type ExpensePeriod,
  type StatusFilter,
} from './expenseReads'
import {
  useLazyListExpensesQuery,
  useListExpenseCategoriesQuery,
  useListExpensesQuery,
  useListExpenseVendorsQuery,
} from './expensesApi'
import { categoryOptions, PAYMENT_MODE_OPTIONS } from './expenseText'

const STATUS_TAB_LABELS: Record<StatusFilter, string> = {
  RECORDED: 'Recorded',
  DRAFT: 'Drafts',
  VOIDED: 'Voided',
  all: 'All',
}

/**
 * The month's expenses (or a range of days the dashboard asked for) by status, filtered by category, vendor, mode
 * and text; drafts of every month. The rows carry their own category, vendor and property names, so they show as
 * soon as the list arrives; the pickers' options are asked for once `listShown`.
 */
export function ExpensesTab({
  list,
  period,
  listShown,
  onShown,
}: {
  list: ListState
  period: ExpensePeriod
  listShown: boolean
  /** Called once the list's first answer (rows or a failure) is on screen. */
  onShown: () => void
}) {
  const dispatch = useAppDispatch()
  const decimalPlaces = useOperator()?.decimal_places ?? 2
  const money = (paise: number) => formatPaise(paise, { decimalPlaces })
  const { month, range } = period
  const {
    category_id: category = '',
    vendor_id: vendor = '',
    payment_mode: mode = '',
    search = '',
  } = list.filters
  const filters = expenseFilters(list, period)
  const status = statusOf(list.filters.status)
  const { data, isLoading, isFetching, isError, refetch } = useListExpensesQuery(
    expenseListArgs(list, period),
  )
  useWhenPainted(!isLoading, onShown)
  const { data: categories } = useListExpenseCategoriesQuery(PICKER_ARGS, { skip: !listShown })
  const { data: vendors } = useListExpenseVendorsQuery(PICKER_ARGS, { skip: !listShown })
  const [readPage] = useLazyListExpensesQuery()
  const [exporting, setExporting] = useState(false)
  const columns = useMemo(() => expenseColumns(decimalPlaces), [decimalPlaces])
  const page = data?.data
  const counts = page?.status_counts
  const statusTabs = STATUSES.map((value) => ({
    value,
    label: STATUS_TAB_LABELS[value],
    count: counts && (value === 'all' ? counts.DRAFT + counts.RECORDED + counts.VOIDED : counts[value]),
  }))

  const exportCsv = async () => {
    setExporting(true)
    try {
      const rows = await readAllPages(async (at, size) => {
        const answer = await readPage({ offset: at, limit: size, ...filters }).unwrap()
        return answer.data
      })
      const period = range ? `${range.from}-to-${range.to}` : month
      downloadCsv(`expenses-${status === 'DRAFT' ? 'drafts' : period}.csv`, expensesCsv(rows))
    } catch {
      // The base query has shown the failure.
    } finally {
      setExporting(false)
    }
  }

  return (
    <div aria-busy={isFetching}>
      <StyledTabs>
        <Tabs
          label="Expense status"
          items={statusTabs}
          value={status}
          onChange={(value) => list.setFilters({ status: value === 'RECORDED' ? null : value })}
        />
      </StyledTabs>
      <StyledToolbar role="search" aria-label="Filter expenses">
        <SearchField
          label="Search expenses"
          placeholder="Invoice, vendor, notes"
          value={search}
          onSearch={(value) => list.setFilters({ search: value })}
        />
        <Select
          label="Category"
          placeholder="All categories"
          options={categoryOptions(categories?.data.results ?? [])}
          value={category}
          onChange={(event) => list.setFilters({ category_id: event.target.value })}
        />
        <Select
          label="Vendor"
          placeholder="All vendors"
          options={(vendors?.data.results ?? []).map((row) => ({ value: String(row.id), label: row.name }))}
          value={vendor}
          onChange={(event) => list.setFilters({ vendor_id: event.target.value })}
        />
        <Select
          label="Payment mode"
          placeholder="All modes"
          options={PAYMENT_MODE_OPTIONS}
          value={mode}
          onChange={(event) => list.setFilters({ payment_mode: event.target.value })}
        />
      </StyledToolbar>
      {isError ? (
        <StyledState>
          <EmptyState
            title="The expenses could not be loaded"
            headingLevel={3}
            action={<Button onClick={() => void refetch()}>Try again</Button>}
          />
        </StyledState>
      ) : (
        <DataTable
          label="Expenses"
          columns={columns}
          rows={page?.results ?? []}
          getRowId={(row) => String(row.id)}
          getRowLabel={(row) => `${row.category_name} ${money(row.amount_paise)}`}
          loading={isLoading}
          loadingRowCount={Math.min(list.rowsPerPage, 10)}
          onRowClick={(row) =>
            dispatch(
              panelPushed({
                kind: 'expenses/expense',
                title: `${row.category_name} · ${money(row.amount_paise)}`,
                width: 560,
                props: { expenseId: row.id },
              }),
            )
          }
          emptyState={
            <DataTableEmpty title={status === 'DRAFT' ? 'No drafts waiting' : 'No expenses match'}>
              <p>Add an expense, or change the month or filters.</p>
            </DataTableEmpty>
          }
        />
      )}
      {page && page.count > 0 && (
        <StyledFooter>
          <p role="status" aria-label="Totals">
            <strong>Total</strong> {money(page.total_paise)} · GST {money(page.tax_paise)} · {page.count}{' '}
            expense
            {page.count === 1 ? '' : 's'}
          </p>
          <Button variant="secondary" loading={exporting} onClick={() => void exportCsv()}>
            Export CSV
          </Button>
          <Pagination
            page={list.page}
            rowsPerPage={list.rowsPerPage}
            total={page.count}
            onPageChange={list.setPage}
            onRowsPerPageChange={list.setRowsPerPage}
          />
        </StyledFooter>
      )}
    </div>
  )
}
