import { useMemo, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { useAppDispatch } from '../../app/core/hooks'
import { usePaintedAfter } from '../../app/core/paint'
import { readListQuery, toListArgs, type ListQuery } from '../../app/core/listState/listQuery'
import { useListState } from '../../app/core/listState/useListState'
import { useOperator } from '../../app/core/session/useOperator'
import { panelPushed } from '../../app/core/sideSheet/sideSheetSlice'
import type { AppDispatch } from '../../app/core/store'
import type { ScreenAddress } from '../../app/routes/Screen'
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
import { DEFAULT_TAB, TENANT_TABS, parseTab } from './tenantLabels'
import {
  tenantsApi,
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

const BED_OPTIONS = [
  { value: 'true', label: 'With a bed' },
  { value: 'false', label: 'Without a bed' },
]

/** What each period filter of the address (the dashboard's movement tiles) shows, and its query arguments. */
const PERIOD_FILTERS = [
  {
    prefix: 'moved_in',
    label: 'Moved in',
    args: (from: string, to: string) => ({ movedInFrom: from, movedInTo: to }),
  },
  {
    prefix: 'moved_out',
    label: 'Moved out',
    args: (from: string, to: string) => ({ movedOutFrom: from, movedOutTo: to }),
  },
  {
    prefix: 'noticed',
    label: 'Gave notice',
    args: (from: string, to: string) => ({ noticedFrom: from, noticedTo: to }),
  },
] as const

/** The move-in, move-out or notice period in the address, both days or none. */
function movedFilter(filters: Record<string, string | undefined>) {
  for (const filter of PERIOD_FILTERS) {
    const params = [`${filter.prefix}_from`, `${filter.prefix}_to`] as const
    const [from, to] = params.map((param) => filters[param])
    if (from && to) return { label: filter.label, params, from, to, args: filter.args(from, to) }
  }
  return undefined
}

/** The filters of a list state, as the page shows them and asks for them. */
function filtersOf(list: ListQuery) {
  const bedFilter = list.filters.is_bed_linked
  return {
    tab: parseTab(list.tab),
    search: list.filters.name ?? '',
    propertyId: Number(list.filters.property_id) || undefined,
    isBedLinked: bedFilter === 'true' ? true : bedFilter === 'false' ? false : undefined,
    moved: movedFilter(list.filters),
  }
}

/** The list and summary calls of a list state: the page and `prefetch` both ask with them, to share their entries. */
function readsOf(list: ListQuery) {
  const { tab, search, propertyId, isBedLinked, moved } = filtersOf(list)
  const { offset, limit } = toListArgs(list)
  return {
    list: {
      offset,
      limit,
      type: tab,
      name: search || undefined,
      propertyId,
      isBedLinked,
      // The dashboard's 'Beds freeing in 7/30 days' tiles open the On notice tab with this day.
      leavingBy: tab === 'on_notice' ? list.filters.leaving_by : undefined,
      // Its move-in, move-out and notice tiles open the All tab with the period.
      ...moved?.args,
    },
    summary: { propertyId },
  }
}

/**
 * Opening the app on this screen asks for the list's page while the session is checked (preloadScreen); the page
 * asks for the stage counts and the property filter's options once the rows are on screen.
 */
export function prefetch(dispatch: AppDispatch, { search }: ScreenAddress) {
  dispatch(tenantsApi.util.prefetch('listTenants', readsOf(readListQuery(search, DEFAULT_TAB)).list, {}))
}

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
