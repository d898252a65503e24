import { useCallback, useState } from 'react'
import { useAppDispatch } from '../../app/core/hooks'
import { useWhenPainted } from '../../app/core/paint'
import { useListState } from '../../app/core/listState/useListState'
import { defaultTabOf } from '../../app/routes/listScreens'
import { PATHS } from '../../app/routes/paths'
import { useOperator } from '../../app/core/session/useOperator'
import { panelPushed } from '../../app/core/sideSheet/sideSheetSlice'
import { Card } from '../../design-system/Card'
import { DataTable, DataTableEmpty } from '../../design-system/DataTable'
import { formatPaise } from '../../design-system/format'
import { PageHeader } from '../../design-system/PageHeader'
import { Pagination } from '../../design-system/Pagination'
import { SearchField } from '../../design-system/SearchField'
import { Select } from '../../design-system/Select'
import { Tabs } from '../../design-system/Tabs'
import { rentQrColumns, transactionColumns } from './transactionColumns'
import {
  useGetRecordedTransactionDashboardQuery,
  useGetTransactionFiltersQuery,
  useListRentQrTransactionsQuery,
  useListTransactionsQuery,
} from './transactionsApi'
import { StyledFigures, StyledFooter, StyledToolbar } from './TransactionsPage.styles'
import { MODE_OPTIONS } from './transactionText'
import { monthOf, readsOf } from './TransactionsPage.reads'

const TABS = [
  { value: 'recorded', label: 'Recorded' },
  { value: 'rent_qr', label: 'Rent QR' },
] as const

/** /finance/transactions: the payments of a month, recorded by hand or received on a rent QR. */
export default function TransactionsPage() {
  const dispatch = useAppDispatch()
  const decimalPlaces = useOperator()?.decimal_places ?? 2
  const list = useListState({ defaultTab: defaultTabOf(PATHS.transactions) })
  const rentQr = list.tab === 'rent_qr'
  // The list goes to the server first, as its rows are what the screen is opened for: the month's options and
  // figures, which would compete with them for the server and the page, are asked for once the rows are on screen.
  const [listShown, setListShown] = useState(false)
  const showRest = useCallback(() => setListShown(true), [])
  const { data: filters } = useGetTransactionFiltersQuery({}, { skip: !listShown })
  const months = filters?.data.month ?? []
  const month = monthOf(list, months)
  const search = list.filters.search_text
  const reads = readsOf(list, month)
  const recorded = useListTransactionsQuery(reads.recorded, { skip: rentQr })
  const qr = useListRentQrTransactionsQuery(reads.rentQr, { skip: !rentQr })
  useWhenPainted(!(rentQr ? qr : recorded).isLoading, showRest)
  const { data: dashboard } = useGetRecordedTransactionDashboardQuery(reads.dashboard, { skip: !listShown })
  const figures = dashboard?.data
  const count = (rentQr ? qr.data?.data.count : recorded.data?.data.count) ?? 0
  const money = (paise: number) => formatPaise(paise, { decimalPlaces })
  const open = (kind: string, id: number, title: string) =>
    dispatch(panelPushed({ kind, title, width: 480, props: { id } }))

  return (
    <>
      <PageHeader title="Transactions" description="Payments recorded against collections." />
      {figures && (
        <StyledFigures aria-label="This month">
          <div>
            <dt>Recorded</dt>
            <dd>{money(figures.total_paise)}</dd>
          </div>
          <div>
            <dt>Payments</dt>
            <dd>{figures.count}</dd>
          </div>
          <div>
            <dt>Deleted or reverted</dt>
            <dd>{figures.deleted_count + figures.reverted_count}</dd>
          </div>
        </StyledFigures>
      )}
      <Card padding="none" aria-busy={rentQr ? qr.isFetching : recorded.isFetching}>
        <Tabs
          label="Transaction kind"
          items={TABS}
          value={rentQr ? 'rent_qr' : 'recorded'}
          onChange={list.setTab}
        />
        <StyledToolbar role="search" aria-label="Filter transactions">
          <SearchField
            label="Search"
            placeholder="Tenant, phone or UTR"
            value={search ?? ''}
            onSearch={(value) => list.setFilters({ search_text: value })}
          />
          <Select
            label="Month"
            options={months.map(({ value, label }) => ({ value, label }))}
            value={month ?? ''}
            onChange={(event) => list.setFilters({ month: event.target.value })}
          />
          {!rentQr && (
            <Select
              label="Mode"
              placeholder="All modes"
              options={MODE_OPTIONS}
              value={list.filters.mode ?? ''}
              onChange={(event) => list.setFilters({ mode: event.target.value })}
            />
          )}
        </StyledToolbar>
        {rentQr ? (
          <DataTable
            label="Rent QR transactions"
            columns={rentQrColumns(decimalPlaces)}
            rows={qr.data?.data.results ?? []}
            getRowId={(row) => String(row.id)}
            loading={qr.isLoading}
            onRowClick={(row) => open('transactions/rent-qr', row.id, `UPI ${row.utr}`)}
            emptyState={<DataTableEmpty title="No rent QR payments this month" />}
          />
        ) : (
          <DataTable
            label="Recorded transactions"
            columns={transactionColumns(decimalPlaces)}
            rows={recorded.data?.data.results ?? []}
            getRowId={(row) => String(row.id)}
            loading={recorded.isLoading}
            onRowClick={(row) => open('transactions/transaction', row.id, row.collection_title)}
            emptyState={<DataTableEmpty title="No payments recorded this month" />}
          />
        )}
        {count > 0 && (
          <StyledFooter>
            <Pagination
              page={list.page}
              rowsPerPage={list.rowsPerPage}
              total={count}
              onPageChange={list.setPage}
              onRowsPerPageChange={list.setRowsPerPage}
            />
          </StyledFooter>
        )}
      </Card>
    </>
  )
}
