import { useMemo, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { useAppDispatch } from '../../app/core/hooks'
import { usePaintedAfter } from '../../app/core/paint'
import { useListState } from '../../app/core/listState/useListState'
import { useOperator } from '../../app/core/session/useOperator'
import { panelPushed } from '../../app/core/sideSheet/sideSheetSlice'
import { Button } from '../../design-system/Button'
import { Card } from '../../design-system/Card'
import { DataTable, DataTableEmpty } from '../../design-system/DataTable'
import { formatDate } from '../../design-system/format'
import { PageHeader } from '../../design-system/PageHeader'
import { Pagination } from '../../design-system/Pagination'
import { SearchField } from '../../design-system/SearchField'
import { Select } from '../../design-system/Select'
import { Tabs } from '../../design-system/Tabs'
import { tenantColumns } from './tenantColumns'
import { DEFAULT_TAB, TENANT_TABS } from './tenantLabels'
import {
  useGetTenantSummaryQuery,
  useListTenantPropertyOptionsQuery,
  useListTenantsQuery,
  type TenantListItem,
} from './tenantsApi'
import { StyledSelectionBar } from './Review.styles'
import {
  StyledFooter,
  StyledHeaderActions,
  StyledMoved,
  StyledTabs,
  StyledToolbar,
} from './TenantsPage.styles'
import { filtersOf, readsOf } from './TenantsPage.reads'

const BED_OPTIONS = [
  { value: 'true', label: 'With a bed' },
  { value: 'false', label: 'Without a bed' },
]

const EMPTY_TITLES = {
  active: 'No active tenants',
  upcoming: 'No upcoming move-ins',
  on_notice: 'Nobody is on notice',
  moved_out: 'Nobody has moved out yet',
  all: 'No tenants yet',
} as const

/** /occupancy/tenant: tenants by stage, searchable and filterable, with tab, filters and page in the address. */
export default function TenantsPage() {
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  const decimalPlaces = useOperator()?.decimal_places ?? 2
  const list = useListState({ defaultTab: DEFAULT_TAB })
  const { tab, search, propertyId, isBedLinked, moved } = filtersOf(list)
  const reads = readsOf(list)
  const { data, isLoading, isFetching } = useListTenantsQuery(reads.list)
  // The rows go to the server first, as they are what the screen is opened for: the stage counts and the options,
  // which would compete with them for the server and the page, are asked for once the rows are on screen.
  const later = { skip: !usePaintedAfter(!isLoading) }
  const { data: summary } = useGetTenantSummaryQuery(reads.summary, later)
  const { data: properties } = useListTenantPropertyOptionsQuery(undefined, later)
  const page = data?.data
  const filtered =
    search !== '' || propertyId !== undefined || isBedLinked !== undefined || moved !== undefined
  const columns = useMemo(() => tenantColumns(decimalPlaces), [decimalPlaces])
  const counts = summary?.data
  const tabs = TENANT_TABS.map((item) => ({
    ...item,
    count:
      item.value === 'active'
        ? counts?.active
        : item.value === 'upcoming'
          ? counts?.upcoming
          : item.value === 'on_notice'
            ? counts?.on_notice
            : undefined,
  }))
  const propertyOptions = (properties?.data.results ?? []).map((property) => ({
    value: String(property.id),
    label: property.property_name,
  }))

  const push = (kind: string, title: string, props: Record<string, unknown> = {}, width = 520) =>
    dispatch(panelPushed({ kind, title, width, props }))
  // Ids of the residents selected for a bulk action, kept across pages.
  const [selected, setSelected] = useState<string[]>([])
  const residents = selected.length === 1 ? '1 resident' : `${selected.length} residents`

  return (
    <>
      <PageHeader
        title="Tenants"
        description="Residents, move-ins and move-outs."
        actions={
          <StyledHeaderActions>
            <Button variant="secondary" onClick={() => push('tenants/token-requests', 'Move-in requests')}>
              Move-in requests
              {counts && counts.pending_token_requests > 0 ? ` (${counts.pending_token_requests})` : ''}
            </Button>
            <Button variant="secondary" onClick={() => push('tenants/offboardings', 'Move-outs')}>
              Move-outs
            </Button>
            <Button onClick={() => push('tenants/add', 'Add tenant', { propertyId }, 600)}>Add tenant</Button>
          </StyledHeaderActions>
        }
      />
      <Card padding="none" aria-busy={isFetching}>
        <StyledTabs>
          <Tabs label="Tenant stage" items={tabs} value={tab} onChange={list.setTab} />
        </StyledTabs>
        <StyledToolbar role="search" aria-label="Filter tenants">
          <SearchField
            label="Search by name or phone"
            placeholder="e.g. Ananya or 98450"
            value={search}
            onSearch={(value) => list.setFilters({ name: value })}
          />
          <Select
            label="Property"
            placeholder="All properties"
            options={propertyOptions}
            value={propertyId === undefined ? '' : String(propertyId)}
            onChange={(event) => list.setFilters({ property_id: event.target.value })}
          />
          <Select
            label="Bed"
            placeholder="Any"
            options={BED_OPTIONS}
            value={list.filters.is_bed_linked ?? ''}
            onChange={(event) => list.setFilters({ is_bed_linked: event.target.value })}
          />
        </StyledToolbar>
        {moved && (
          <StyledMoved>
            <span>
              {moved.label} {formatDate(moved.from)} to {formatDate(moved.to)}
            </span>
            <Button
              variant="ghost"
              size="small"
              onClick={() => list.setFilters({ [moved.params[0]]: '', [moved.params[1]]: '' })}
            >
              Show every move
            </Button>
          </StyledMoved>
        )}
        {selected.length > 0 && (
          <StyledSelectionBar role="region" aria-label="Selected residents">
            <span>{residents} selected</span>
            <Button
              size="small"
              onClick={() =>
                push(
                  'tenants/bank-link',
                  `Link ${residents} to a bank account`,
                  {
                    tenantIds: selected.map(Number),
                  },
                  480,
                )
              }
            >
              Link to bank account
            </Button>
            <Button variant="ghost" size="small" onClick={() => setSelected([])}>
              Clear selection
            </Button>
          </StyledSelectionBar>
        )}
        <DataTable
          label="Tenants"
          selectable
          selectedIds={selected}
          onSelectionChange={setSelected}
          columns={columns}
          rows={page?.results ?? []}
          getRowId={(tenant) => String(tenant.id)}
          getRowLabel={(tenant) => tenant.name}
          loading={isLoading}
          loadingRowCount={Math.min(list.rowsPerPage, 10)}
          onRowClick={(tenant: TenantListItem) => void navigate(`/occupancy/tenant/${tenant.id}`)}
          emptyState={
            <DataTableEmpty title={filtered ? 'No tenant matches these filters' : EMPTY_TITLES[tab]}>
              {filtered && (
                <Button
                  variant="secondary"
                  size="small"
                  onClick={() => list.setFilters({ name: null, property_id: null, is_bed_linked: null })}
                >
                  Clear filters
                </Button>
              )}
            </DataTableEmpty>
          }
        />
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
      </Card>
    </>
  )
}
