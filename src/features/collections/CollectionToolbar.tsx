import type { ListState } from '../../app/core/listState/useListState'
import { SearchField } from '../../design-system/SearchField'
import { Select } from '../../design-system/Select'
import { useGetCollectionFiltersQuery } from './collectionsApi'
import { StyledToolbar } from './CollectionsPage.styles'
import { monthOptions } from '../../design-system/format'
import { PAYMENT_MODE_OPTIONS } from './paymentModes'
import type { CollectionTab } from './usePagedCollections'

export type CollectionToolbarProps = {
  tab: CollectionTab
  list: ListState
  today: string
  /** Fetches the property options once true (the screen asks for its list first). @default true */
  loadOptions?: boolean
}

/** Search, property, month and (on Received) mode, all kept in the address. */
export function CollectionToolbar({ tab, list, today, loadOptions = true }: CollectionToolbarProps) {
  const { data } = useGetCollectionFiltersQuery({ status: tab }, { skip: !loadOptions })
  const properties = data?.data.filters.find((group) => group.key === 'property_ids')?.options ?? []
  return (
    <StyledToolbar role="search" aria-label="Filter collections">
      <SearchField
        label="Search"
        placeholder="Tenant, phone or charge"
        value={list.filters.search_text ?? ''}
        onSearch={(value) => list.setFilters({ search_text: value })}
      />
      <Select
        label="Property"
        placeholder="All properties"
        options={properties.map((option) => ({ value: option.value, label: option.label }))}
        value={list.filters.property_ids ?? ''}
        onChange={(event) => list.setFilters({ property_ids: event.target.value })}
      />
      <Select
        label="Month due"
        placeholder="All months"
        options={monthOptions(today, 11, 1)}
        value={list.filters.month ?? ''}
        onChange={(event) => list.setFilters({ month: event.target.value })}
      />
      {tab !== 'due' && (
        <Select
          label="Mode"
          placeholder="All modes"
          options={PAYMENT_MODE_OPTIONS}
          value={list.filters.mode ?? ''}
          onChange={(event) => list.setFilters({ mode: event.target.value })}
        />
      )}
    </StyledToolbar>
  )
}
