import { useCallback, useState } from 'react'
import { useAppDispatch } from '../../app/core/hooks'
import { useListState } from '../../app/core/listState/useListState'
import { defaultTabOf } from '../../app/routes/listScreens'
import { PATHS } from '../../app/routes/paths'
import { useOperator } from '../../app/core/session/useOperator'
import { panelPushed } from '../../app/core/sideSheet/sideSheetSlice'
import { Button } from '../../design-system/Button'
import { Card } from '../../design-system/Card'
import { toIsoDate } from '../../design-system/DateField'
import { PageHeader } from '../../design-system/PageHeader'
import { Tabs } from '../../design-system/Tabs'
import { CollectionFigures } from './CollectionFigures'
import { CollectionToolbar } from './CollectionToolbar'
import { useGetCollectionDashboardQuery } from './collectionsApi'
import { CollectionsList } from './CollectionsList'
import { collectionFiltersOf, type CollectionTab } from './usePagedCollections'

const TABS: readonly { value: CollectionTab; label: string }[] = [
  { value: 'due', label: 'Due' },
  { value: 'received', label: 'Received' },
  { value: 'all', label: 'All' },
]

/**
 * /finance/collections: the month's figures, then the due or received collections of the filters in the
 * address, as a virtualized list fetched page by page; due rows can be selected to mark paid or remind in bulk.
 */
export default function CollectionsPage() {
  const dispatch = useAppDispatch()
  const decimalPlaces = useOperator()?.decimal_places ?? 2
  const list = useListState({ defaultTab: defaultTabOf(PATHS.collections) })
  const filters = collectionFiltersOf(list)
  const filtersKey = JSON.stringify(filters)
  const tab = filters.status
  const today = toIsoDate(new Date())
  // No month lists every month (the Due tab: all that is outstanding); the figures then show this month.
  const { month, propertyIds } = filters
  // The list's first page goes to the server first, as it is what the screen is for; the figures and the filter
  // options, which would compete with it for the server and the page, follow it onto the screen (asked for once
  // its rows are shown, then kept up as usual).
  const [listShown, setListShown] = useState(false)
  const onShown = useCallback(() => setListShown(true), [])
  const { data: dashboard } = useGetCollectionDashboardQuery(
    { filterVersion: 'v3', month, propertyIds },
    { skip: !listShown },
  )
  // The address keeps the page of the first row in view, without a history entry per scroll.
  const { page, setPage } = list
  const followList = useCallback(
    (next: number) => {
      if (next !== page) setPage(next, { replace: true })
    },
    [page, setPage],
  )
  const filtered = Boolean(propertyIds || month || list.filters.mode || list.filters.search_text)

  return (
    <>
      <PageHeader
        title="Collections"
        description="Rent and charges due and received."
        actions={
          <Button
            onClick={() =>
              dispatch(
                panelPushed({ kind: 'collections/add-charge', title: 'Add charge', width: 480, props: {} }),
              )
            }
          >
            Add charge
          </Button>
        }
      />
      <CollectionFigures dashboard={dashboard?.data} decimalPlaces={decimalPlaces} />
      <Card padding="none">
        <Tabs label="Collection status" items={TABS} value={tab} onChange={(value) => list.setTab(value)} />
        <CollectionToolbar tab={tab} list={list} today={today} loadOptions={listShown} />
        <CollectionsList
          key={filtersKey}
          filters={filters}
          filtered={filtered}
          decimalPlaces={decimalPlaces}
          onShown={onShown}
          page={page}
          rowsPerPage={list.rowsPerPage}
          onPageChange={followList}
        />
      </Card>
    </>
  )
}
