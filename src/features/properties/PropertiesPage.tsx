import { useCallback } from 'react'
import { useAppDispatch } from '../../app/core/hooks'
import { useListState } from '../../app/core/listState/useListState'
import { panelPushed } from '../../app/core/sideSheet/sideSheetSlice'
import { Button } from '../../design-system/Button'
import { Card } from '../../design-system/Card'
import { DataTable, DataTableEmpty } from '../../design-system/DataTable'
import { PageHeader } from '../../design-system/PageHeader'
import { Pagination } from '../../design-system/Pagination'
import { SearchField } from '../../design-system/SearchField'
import { Select } from '../../design-system/Select'
import { listArgs } from './PropertiesPage.reads'
import { useListPropertiesQuery, type PropertyListItem } from './propertiesApi'
import { propertyColumns } from './propertyColumns'
import { PROPERTY_TYPES, PROPERTY_TYPE_LABELS, parsePropertyType } from './propertyLabels'
import { StyledFooter, StyledToolbar } from './PropertiesPage.styles'

const typeOptions = PROPERTY_TYPES.map((type) => ({ value: type, label: PROPERTY_TYPE_LABELS[type] }))

/** /properties: the operator's properties, searchable by name and filterable by type, with the address as state. */
export default function PropertiesPage() {
  const dispatch = useAppDispatch()
  const list = useListState()
  const search = list.filters.property_name ?? ''
  const type = parsePropertyType(list.filters.property_type)
  const { data, isLoading, isFetching } = useListPropertiesQuery(listArgs(list))
  const page = data?.data
  const filtered = search !== '' || type !== undefined

  const openProperty = useCallback(
    (property: PropertyListItem) =>
      dispatch(
        panelPushed({
          kind: 'properties/property',
          title: property.property_name,
          width: 600,
          props: { propertyId: property.id },
        }),
      ),
    [dispatch],
  )

  return (
    <>
      <PageHeader
        title="Properties"
        description="Your PGs, hostels, co-living spaces and commercial units."
      />
      <Card padding="none" aria-busy={isFetching}>
        <StyledToolbar role="search" aria-label="Filter properties">
          <SearchField
            label="Search by name"
            placeholder="e.g. Koramangala"
            value={search}
            onSearch={(value) => list.setFilters({ property_name: value })}
          />
          <Select
            label="Type"
            placeholder="All types"
            options={typeOptions}
            value={type ?? ''}
            onChange={(event) => list.setFilters({ property_type: event.target.value })}
          />
        </StyledToolbar>
        <DataTable
          label="Properties"
          columns={propertyColumns}
          rows={page?.results ?? []}
          getRowId={(property) => String(property.id)}
          loading={isLoading}
          loadingRowCount={list.rowsPerPage > 10 ? 10 : list.rowsPerPage}
          onRowClick={openProperty}
          emptyState={
            <DataTableEmpty title={filtered ? 'No property matches these filters' : 'No properties yet'}>
              {filtered && (
                <Button
                  variant="secondary"
                  size="small"
                  onClick={() => list.setFilters({ property_name: null, property_type: null })}
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
