import { useState } from 'react'
import { downloadCsv, readAllPages, toCsv } from '../../app/core/csv'
import { useAppDispatch } from '../../app/core/hooks'
import type { ListState } from '../../app/core/listState/useListState'
import { panelPushed } from '../../app/core/sideSheet/sideSheetSlice'
import { today } from '../../app/core/today'
import { Button } from '../../design-system/Button'
import { DataTable, type DataTableColumn } from '../../design-system/DataTable'
import { EmptyState } from '../../design-system/EmptyState'
import { formatDate } from '../../design-system/format'
import { Pagination } from '../../design-system/Pagination'
import { SearchField } from '../../design-system/SearchField'
import { Select } from '../../design-system/Select'
import { StatusBadge } from '../../design-system/StatusBadge'
import { StyledToolbar } from './Food.styles'
import { useLazyListFoodTenantsQuery, useListFoodTenantsQuery } from './foodApi'
import type { Diet, FoodTenant, MealType } from './foodApi.gen'
import { DIET_LABEL, DIETS, MEAL_LABEL, MEAL_TYPES } from './labels'
import { RESIDENT_CSV_COLUMNS } from './residentCsv'

const COLUMNS: DataTableColumn<FoodTenant>[] = [
  { id: 'resident', header: 'Resident', cell: (row) => row.name },
  {
    id: 'room',
    header: 'Room',
    cell: (row) => [row.room_name, row.bed_name].filter(Boolean).join(' · ') || '—',
  },
  {
    id: 'food',
    header: 'Food',
    cell: (row) => (
      <StatusBadge tone={row.is_active ? 'success' : 'neutral'}>{row.is_active ? 'On' : 'Off'}</StatusBadge>
    ),
  },
  {
    id: 'meals',
    header: 'Meals',
    cell: (row) => row.meal_types.map((meal) => MEAL_LABEL[meal]).join(', ') || '—',
  },
  { id: 'diet', header: 'Diet', cell: (row) => (row.diet ? DIET_LABEL[row.diet] : '—') },
  {
    id: 'dates',
    header: 'From – until',
    cell: (row) =>
      row.start_date
        ? `${formatDate(row.start_date)} – ${row.end_date ? formatDate(row.end_date) : 'no end'}`
        : '—',
  },
]

const isDiet = (value: string | undefined): value is Diet => DIETS.includes(value as Diet)
const isMeal = (value: string | undefined): value is MealType => MEAL_TYPES.includes(value as MealType)
const activeOf = (value: string | undefined) =>
  value === 'true' ? true : value === 'false' ? false : undefined

/** The property's residents with their opt-in, filtered in the address; one resident's food or a selection's. */
export function ResidentsTab({ list, propertyId }: { list: ListState; propertyId: number }) {
  const dispatch = useAppDispatch()
  const { filters, page, rowsPerPage } = list
  const query = {
    propertyId,
    searchText: filters.search_text || undefined,
    isActive: activeOf(filters.is_active),
    diet: isDiet(filters.diet) ? filters.diet : undefined,
    mealType: isMeal(filters.meal_type) ? filters.meal_type : undefined,
  }
  const { data, isFetching, isError, refetch } = useListFoodTenantsQuery({
    offset: (page - 1) * rowsPerPage,
    limit: rowsPerPage,
    ...query,
  })
  const [readPage] = useLazyListFoodTenantsQuery()
  const [exporting, setExporting] = useState(false)
  const [selection, setSelection] = useState<{ propertyId: number; ids: string[] }>({ propertyId, ids: [] })
  // A selection belongs to the property it was made in.
  const selectedIds = selection.propertyId === propertyId ? selection.ids : []

  const exportCsv = async () => {
    setExporting(true)
    try {
      const rows = await readAllPages(
        async (offset, limit) => (await readPage({ ...query, offset, limit }).unwrap()).data,
      )
      downloadCsv(`food-residents-${today()}.csv`, toCsv(RESIDENT_CSV_COLUMNS, rows))
    } catch {
      // The base query has shown the failure.
    } finally {
      setExporting(false)
    }
  }
  const openResident = (row: FoodTenant) =>
    dispatch(
      panelPushed({
        kind: 'food/resident',
        title: `Food for ${row.name}`,
        width: 560,
        props: { tenantId: row.tenant_id },
      }),
    )
  const openBulk = () =>
    dispatch(
      panelPushed({
        kind: 'food/bulk-opt-in',
        title: 'Food for the selected residents',
        width: 480,
        props: { propertyId, tenantIds: selectedIds.map(Number) },
      }),
    )

  return (
    <>
      <StyledToolbar role="search" aria-label="Filter residents">
        <SearchField
          label="Search"
          placeholder="Name or phone"
          value={filters.search_text ?? ''}
          onSearch={(value) => list.setFilters({ search_text: value })}
        />
        <Select
          label="Food"
          placeholder="Everyone"
          options={[
            { value: 'true', label: 'Opted in' },
            { value: 'false', label: 'Opted out' },
          ]}
          value={query.isActive === undefined ? '' : String(query.isActive)}
          onChange={(event) => list.setFilters({ is_active: event.target.value })}
        />
        <Select
          label="Diet"
          placeholder="All diets"
          options={DIETS.map((diet) => ({ value: diet, label: DIET_LABEL[diet] }))}
          value={query.diet ?? ''}
          onChange={(event) => list.setFilters({ diet: event.target.value })}
        />
        <Select
          label="Meal"
          placeholder="All meals"
          options={MEAL_TYPES.map((meal) => ({ value: meal, label: MEAL_LABEL[meal] }))}
          value={query.mealType ?? ''}
          onChange={(event) => list.setFilters({ meal_type: event.target.value })}
        />
        <Button disabled={selectedIds.length === 0} onClick={openBulk}>
          Apply to selected{selectedIds.length > 0 ? ` (${selectedIds.length})` : ''}
        </Button>
        <Button variant="secondary" loading={exporting} onClick={() => void exportCsv()}>
          Export CSV
        </Button>
      </StyledToolbar>
      {isError ? (
        <EmptyState
          title="The residents could not be loaded"
          action={<Button onClick={() => void refetch()}>Try again</Button>}
        />
      ) : (
        <>
          <DataTable
            label="Residents' food"
            columns={COLUMNS}
            rows={data?.data.results ?? []}
            getRowId={(row) => String(row.tenant_id)}
            getRowLabel={(row) => row.name}
            loading={isFetching && !data}
            emptyState={<EmptyState title="No residents match" headingLevel={3} />}
            selectable
            selectedIds={selectedIds}
            onSelectionChange={(ids) => setSelection({ propertyId, ids })}
            onRowClick={openResident}
          />
          <Pagination
            page={page}
            rowsPerPage={rowsPerPage}
            total={data?.data.count ?? 0}
            onPageChange={list.setPage}
            onRowsPerPageChange={list.setRowsPerPage}
          />
        </>
      )}
    </>
  )
}
