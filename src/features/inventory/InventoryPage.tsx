import { useListState } from '../../app/core/listState/useListState'
import { Button } from '../../design-system/Button'
import { EmptyState } from '../../design-system/EmptyState'
import { PageHeader } from '../../design-system/PageHeader'
import { Pagination } from '../../design-system/Pagination'
import { SearchField } from '../../design-system/SearchField'
import { Select } from '../../design-system/Select'
import { Skeleton, SkeletonRegion } from '../../design-system/Skeleton'
import { useListPropertyOccupancyQuery } from './inventoryApi'
import { StyledCards, StyledFilters } from './InventoryPage.styles'
import { PROPERTY_TYPE_OPTIONS } from './letting'
import { PropertyOccupancyCard } from './PropertyOccupancyCard'
import { listArgs } from './InventoryPage.reads'

/** /occupancy/inventory: every property with its occupancy and beds by status, each linking to its board. */
export default function InventoryPage() {
  const list = useListState()
  const search = list.filters.property_name ?? ''
  const args = listArgs(list)
  const type = args.propertyType
  const { data, isLoading } = useListPropertyOccupancyQuery(args)
  const page = data?.data
  const filtered = search !== '' || type !== undefined

  return (
    <>
      <PageHeader title="Inventory" description="Occupancy of every property at a glance." />
      <StyledFilters role="search" aria-label="Filter properties">
        <SearchField
          label="Search by name"
          placeholder="e.g. Koramangala"
          value={search}
          onSearch={(value) => list.setFilters({ property_name: value })}
        />
        <Select
          label="Type"
          placeholder="All types"
          options={PROPERTY_TYPE_OPTIONS}
          value={type ?? ''}
          onChange={(event) => list.setFilters({ property_type: event.target.value })}
        />
      </StyledFilters>
      {isLoading && (
        <SkeletonRegion busy label="Loading properties">
          <StyledCards as="div">
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} variant="rect" height={220} />
            ))}
          </StyledCards>
        </SkeletonRegion>
      )}
      {page && page.results.length === 0 && (
        <EmptyState
          title={filtered ? 'No property matches these filters' : 'No properties yet'}
          action={
            filtered ? (
              <Button
                variant="secondary"
                onClick={() => list.setFilters({ property_name: null, property_type: null })}
              >
                Clear filters
              </Button>
            ) : undefined
          }
        />
      )}
      {page && page.results.length > 0 && (
        <>
          <StyledCards aria-label="Properties">
            {page.results.map((property) => (
              <PropertyOccupancyCard key={property.id} property={property} />
            ))}
          </StyledCards>
          <Pagination
            page={list.page}
            rowsPerPage={list.rowsPerPage}
            total={page.count}
            onPageChange={list.setPage}
            onRowsPerPageChange={list.setRowsPerPage}
          />
        </>
      )}
    </>
  )
}
