import { useAppDispatch } from '../../app/core/hooks'
import type { ListState } from '../../app/core/listState/useListState'
import { useOperator } from '../../app/core/session/useOperator'
import { panelPushed } from '../../app/core/sideSheet/sideSheetSlice'
import { Button } from '../../design-system/Button'
import { DataTable, DataTableEmpty, type DataTableColumn } from '../../design-system/DataTable'
import { EmptyState } from '../../design-system/EmptyState'
import { formatDate, formatPaise } from '../../design-system/format'
import { Pagination } from '../../design-system/Pagination'
import { StatusBadge } from '../../design-system/StatusBadge'
import { StyledFooter, StyledState, StyledToolbar } from './Expenses.styles'
import {
  useListExpenseTemplatesQuery,
  useUpdateExpenseTemplateMutation,
  type ExpenseTemplate,
} from './expensesApi'
import { templateListArgs } from './expenseReads'
import { FREQUENCY_LABELS, propertyText } from './expenseText'

/** Recurring expenses (rent, salaries, internet) that create a draft each period: add, edit, pause, resume. */
export function RecurringTab({ list }: { list: ListState }) {
  const dispatch = useAppDispatch()
  const decimalPlaces = useOperator()?.decimal_places ?? 2
  const { data, isLoading, isError, refetch } = useListExpenseTemplatesQuery(templateListArgs(list))
  const [updateTemplate, { isLoading: switching, originalArgs }] = useUpdateExpenseTemplateMutation()
  const page = data?.data
  const edit = (template?: ExpenseTemplate) =>
    dispatch(
      panelPushed({
        kind: 'expenses/template',
        title: template ? `Edit ${template.name}` : 'Add recurring expense',
        width: 560,
        props: { template },
      }),
    )

  const columns: DataTableColumn<ExpenseTemplate>[] = [
    { id: 'name', header: 'Name', cell: (row) => row.name },
    { id: 'category', header: 'Category', cell: (row) => row.category_name },
    { id: 'vendor', header: 'Vendor', cell: (row) => row.vendor_name ?? '—' },
    { id: 'property', header: 'Property', cell: (row) => propertyText(row.property_name) },
    {
      id: 'amount',
      header: 'Amount',
      align: 'end',
      cell: (row) => formatPaise(row.amount_paise, { decimalPlaces }),
    },
    { id: 'frequency', header: 'Every', cell: (row) => FREQUENCY_LABELS[row.frequency] },
    { id: 'day', header: 'Day', align: 'end', cell: (row) => row.day_of_month },
    { id: 'next', header: 'Next due', cell: (row) => (row.next_due_on ? formatDate(row.next_due_on) : '—') },
    {
      id: 'active',
      header: 'Status',
      cell: (row) =>
        row.is_active ? <StatusBadge tone="success">Active</StatusBadge> : <StatusBadge>Paused</StatusBadge>,
    },
    {
      id: 'actions',
      header: 'Actions',
      cell: (row) => (
        <Button
          size="xxsmall"
          variant="secondary"
          aria-label={`${row.is_active ? 'Pause' : 'Resume'} ${row.name}`}
          loading={switching && originalArgs?.id === row.id}
          onClick={(event) => {
            event.stopPropagation()
            void updateTemplate({ id: row.id, expenseTemplateUpdateRequest: { is_active: !row.is_active } })
          }}
        >
          {row.is_active ? 'Pause' : 'Resume'}
        </Button>
      ),
    },
  ]

  return (
    <div>
      <StyledToolbar>
        <Button variant="secondary" onClick={() => edit()}>
          Add recurring expense
        </Button>
      </StyledToolbar>
      {isError ? (
        <StyledState>
          <EmptyState
            title="The recurring expenses could not be loaded"
            headingLevel={3}
            action={<Button onClick={() => void refetch()}>Try again</Button>}
          />
        </StyledState>
      ) : (
        <DataTable
          label="Recurring expenses"
          columns={columns}
          rows={page?.results ?? []}
          getRowId={(row) => String(row.id)}
          getRowLabel={(row) => row.name}
          loading={isLoading}
          loadingRowCount={5}
          onRowClick={(row) => edit(row)}
          emptyState={
            <DataTableEmpty title="No recurring expenses">
              <p>Rent, salaries and internet can each create a draft every period.</p>
            </DataTableEmpty>
          }
        />
      )}
      {page && page.count > 0 && (
        <StyledFooter>
          <span />
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
