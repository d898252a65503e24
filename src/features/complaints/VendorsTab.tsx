import { useState } from 'react'
import { downloadCsv, readAllPages } from '../../app/core/csv'
import { useAppDispatch } from '../../app/core/hooks'
import type { ListState } from '../../app/core/listState/useListState'
import { panelPushed } from '../../app/core/sideSheet/sideSheetSlice'
import {
  RECORD_KIND_LABELS,
  VENDOR_SERVICE_LABELS,
  VENDOR_SERVICES,
} from '../../app/core/vendors/vendorLabels'
import { Button } from '../../design-system/Button'
import { DataTable, DataTableEmpty, type DataTableColumn } from '../../design-system/DataTable'
import { EmptyState } from '../../design-system/EmptyState'
import { formatPhone } from '../../design-system/format'
import { Pagination } from '../../design-system/Pagination'
import { SearchField } from '../../design-system/SearchField'
import { Select } from '../../design-system/Select'
import { StatusBadge } from '../../design-system/StatusBadge'
import {
  useLazyListVendorsQuery,
  useListComplaintPropertiesQuery,
  useListVendorsQuery,
  type ComplaintPropertyOption,
  type Vendor,
} from './complaintsApi'
import { vendorArgs } from './ComplaintsPage.reads'
import { vendorsCsv } from './complaintsCsv'
import { StyledCell, StyledFooter, StyledState, StyledToolbar } from './Complaints.styles'

const ACTIVE_OPTIONS = [
  { value: 'true', label: 'Active' },
  { value: 'false', label: 'Inactive' },
]

const payText = (vendor: Vendor) =>
  [
    vendor.upi_id,
    vendor.bank_account_number && `A/c ${vendor.bank_account_number} · ${vendor.bank_ifsc ?? ''}`,
  ]
    .filter(Boolean)
    .join(' · ') || '—'

function vendorColumns(properties: readonly ComplaintPropertyOption[]): DataTableColumn<Vendor>[] {
  const propertyName = (id: number) =>
    properties.find((property) => property.id === id)?.property_name ?? `#${id}`
  return [
    {
      id: 'name',
      header: 'Vendor',
      cell: (vendor) => (
        <StyledCell>
          <strong>{vendor.name}</strong>
          <span>{vendor.services.map((service) => VENDOR_SERVICE_LABELS[service]).join(', ')}</span>
        </StyledCell>
      ),
    },
    {
      id: 'phone',
      header: 'Phone',
      cell: (vendor) => (
        <StyledCell>
          {formatPhone(vendor.phone_number)}
          {vendor.contact_name && <span>{vendor.contact_name}</span>}
        </StyledCell>
      ),
    },
    { id: 'gstin', header: 'GSTIN', cell: (vendor) => vendor.gstin ?? '—' },
    { id: 'pay', header: 'UPI / bank', cell: payText },
    {
      id: 'properties',
      header: 'Properties',
      cell: (vendor) =>
        vendor.property_ids.length === 0
          ? 'All properties'
          : vendor.property_ids.map(propertyName).join(', '),
    },
    {
      id: 'records',
      header: 'Records',
      cell: (vendor) => (
        <StyledCell>
          {`${vendor.complaint_count} complaints · ${vendor.expense_count} expenses`}
          <span>{vendor.record_kinds.map((kind) => RECORD_KIND_LABELS[kind]).join(', ')}</span>
        </StyledCell>
      ),
    },
    {
      id: 'active',
      header: 'Status',
      cell: (vendor) =>
        vendor.is_active ? (
          <StatusBadge tone="success">Active</StatusBadge>
        ) : (
          <StatusBadge tone="neutral">Inactive</StatusBadge>
        ),
    },
  ]
}

/** Vendors of complaints and expenses: search, service and active filters in the address; a row opens the vendor. */
export function VendorsTab({ list }: { list: ListState }) {
  const dispatch = useAppDispatch()
  // The rows name the properties a vendor serves from it.
  const { data: properties } = useListComplaintPropertiesQuery(undefined)
  const { vendor_search: search = '', service = '', active = '' } = list.filters
  const { query, args } = vendorArgs(list)
  const { data, isLoading, isFetching, isError, refetch } = useListVendorsQuery(args)
  const [readPage] = useLazyListVendorsQuery()
  const [exporting, setExporting] = useState(false)
  const page = data?.data
  const filtered = search !== '' || service !== '' || active !== ''

  const exportCsv = async () => {
    setExporting(true)
    try {
      const rows = await readAllPages(async (at, size) => {
        const answer = await readPage({ offset: at, limit: size, ...query }).unwrap()
        return answer.data
      })
      downloadCsv('vendors.csv', vendorsCsv(rows))
    } catch {
      // The base query has shown the failure.
    } finally {
      setExporting(false)
    }
  }

  return (
    <div aria-busy={isFetching}>
      <StyledToolbar role="search" aria-label="Filter vendors">
        <SearchField
          label="Search vendors"
          placeholder="Vendor name"
          value={search}
          onSearch={(value) => list.setFilters({ vendor_search: value })}
        />
        <Select
          label="Service"
          placeholder="All services"
          options={VENDOR_SERVICES.map((value) => ({ value, label: VENDOR_SERVICE_LABELS[value] }))}
          value={service}
          onChange={(event) => list.setFilters({ service: event.target.value })}
        />
        <Select
          label="Status"
          placeholder="Active and inactive"
          options={ACTIVE_OPTIONS}
          value={active}
          onChange={(event) => list.setFilters({ active: event.target.value })}
        />
        <Button
          variant="secondary"
          loading={exporting}
          disabled={!page?.count}
          onClick={() => void exportCsv()}
        >
          Export vendors CSV
        </Button>
      </StyledToolbar>
      {isError ? (
        <StyledState>
          <EmptyState
            title="The vendors could not be loaded"
            headingLevel={3}
            action={<Button onClick={() => void refetch()}>Try again</Button>}
          />
        </StyledState>
      ) : (
        <DataTable
          label="Vendors"
          columns={vendorColumns(properties?.data.results ?? [])}
          rows={page?.results ?? []}
          getRowId={(vendor) => String(vendor.id)}
          loading={isLoading}
          loadingRowCount={Math.min(list.rowsPerPage, 10)}
          onRowClick={(vendor) =>
            dispatch(
              panelPushed({
                kind: 'complaints/vendor',
                title: vendor.name,
                width: 640,
                props: { vendorId: vendor.id },
              }),
            )
          }
          emptyState={
            <DataTableEmpty title={filtered ? 'No vendor matches these filters' : 'No vendors yet'}>
              {filtered && (
                <Button
                  variant="secondary"
                  size="small"
                  onClick={() => list.setFilters({ vendor_search: null, service: null, active: null })}
                >
                  Clear filters
                </Button>
              )}
            </DataTableEmpty>
          }
        />
      )}
      {page && page.count > 0 && (
        <StyledFooter>
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
