import { lazy, Suspense, useCallback, useMemo, useState } from 'react'
import { useAppDispatch } from '../../app/core/hooks'
import { readListQuery } from '../../app/core/listState/listQuery'
import type { AppDispatch } from '../../app/core/store'
import { useListState } from '../../app/core/listState/useListState'
import { useOperator } from '../../app/core/session/useOperator'
import { panelPushed } from '../../app/core/sideSheet/sideSheetSlice'
import { Button } from '../../design-system/Button'
import { Card } from '../../design-system/Card'
import { toIsoDate } from '../../design-system/DateField'
import { EmptyState } from '../../design-system/EmptyState'
import { PageHeader } from '../../design-system/PageHeader'
import { Tabs } from '../../design-system/Tabs'
import { VirtualTable } from '../../design-system/VirtualList'
import { collectionColumns } from './collectionColumns'
import { CollectionFigures } from './CollectionFigures'
import { CollectionToolbar } from './CollectionToolbar'
import {
  useGetCollectionDashboardQuery,
  useRemindAllCollectionsMutation,
  type Collection,
} from './collectionsApi'
import { StyledFooter, StyledSelectionBar } from './CollectionsPage.styles'
import { formatPaise } from '../../design-system/format'
import { collectionFiltersOf, prefetchFirstPage, usePagedCollections } from './usePagedCollections'

// Its form (formik, yup) loads on the first bulk payment, keeping the list's own chunk small.
const BulkMarkPaidDialog = lazy(() =>
  import(/* webpackChunkName: "collections-bulk-mark-paid" */ './BulkMarkPaidDialog').then((module) => ({
    default: module.BulkMarkPaidDialog,
  })),
)

/** Opening the app on this screen asks for the list's first page while the session is checked (preloadScreen). */
export function prefetch(dispatch: AppDispatch, search: URLSearchParams) {
  prefetchFirstPage(dispatch, collectionFiltersOf(readListQuery(search, 'due')))
}

const TABS = [
  { value: 'due', label: 'Due' },
  { value: 'received', label: 'Received' },
] as const

type Tab = (typeof TABS)[number]['value']

const LIST_HEIGHT = 560

/**
 * /finance/collections: the month's figures, then the due or received collections of the filters in the
 * address, as a virtualized list fetched page by page; due rows can be selected to mark paid or remind in bulk.
 */
export default function CollectionsPage() {
  const dispatch = useAppDispatch()
  const decimalPlaces = useOperator()?.decimal_places ?? 2
  const list = useListState({ defaultTab: 'due' })
  const filters = collectionFiltersOf(list)
  const tab: Tab = filters.status
  const today = toIsoDate(new Date())
  // No month lists every month (the Due tab: all that is outstanding); the figures then show this month.
  const { month, propertyIds } = filters
  const paged = usePagedCollections(filters)
  // The list's first page goes to the server first, as it is what the screen is for; the figures and the filter
  // options follow it (asked for once it has arrived, then kept up as usual).
  const [listArrived, setListArrived] = useState(false)
  if (!listArrived && !paged.isLoading) setListArrived(true)
  const { data: dashboard } = useGetCollectionDashboardQuery(
    { filterVersion: 'v3', month, propertyIds },
    { skip: !listArrived },
  )
  const [remindAll, { isLoading: reminding }] = useRemindAllCollectionsMutation()
  const [selected, setSelected] = useState<ReadonlyMap<number, Collection>>(new Map())
  const [bulkOpen, setBulkOpen] = useState(false)

  const toggle = useCallback((collection: Collection) => {
    setSelected((current) => {
      const next = new Map(current)
      if (next.has(collection.id)) next.delete(collection.id)
      else next.set(collection.id, collection)
      return next
    })
  }, [])
  const { loadedRows } = paged
  const selection =
    selected.size === 0 ? 'none' : loadedRows.every((row) => selected.has(row.id)) ? 'all' : 'some'
  const toggleAll = useCallback(
    () => setSelected(selection === 'all' ? new Map() : new Map(loadedRows.map((row) => [row.id, row]))),
    [selection, loadedRows],
  )
  const selectedIds = useMemo(() => new Set(selected.keys()), [selected])
  const columns = useMemo(
    () =>
      collectionColumns({
        tab,
        decimalPlaces,
        selected: selectedIds,
        onToggle: toggle,
        selection,
        onToggleAll: toggleAll,
      }),
    [tab, decimalPlaces, selectedIds, toggle, selection, toggleAll],
  )

  const openCollection = useCallback(
    (row: Collection) => {
      dispatch(
        panelPushed({
          kind: 'collections/collection',
          title: row.title,
          width: 520,
          props: { collectionId: row.id },
        }),
      )
    },
    [dispatch],
  )

  const clearSelection = () => setSelected(new Map())
  const ids = [...selected.keys()]
  const selectedTotal = [...selected.values()].reduce((sum, row) => sum + row.balance_paise, 0)
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
      <Card padding="none" aria-busy={paged.isFetching}>
        <Tabs
          label="Collection status"
          items={TABS}
          value={tab}
          onChange={(value) => {
            clearSelection()
            list.setTab(value)
          }}
        />
        <CollectionToolbar tab={tab} list={list} today={today} loadOptions={listArrived} />
        {selected.size > 0 && (
          <StyledSelectionBar role="region" aria-label="Selection">
            <span data-part="count">
              {selected.size} selected · {formatPaise(selectedTotal, { decimalPlaces })}
            </span>
            <Button size="small" variant="ghost" onClick={clearSelection}>
              Clear
            </Button>
            <Button
              size="small"
              variant="secondary"
              loading={reminding}
              onClick={() => void remindAll({ collectionIds: ids.join(',') })}
            >
              Send reminders
            </Button>
            <Button size="small" onClick={() => setBulkOpen(true)}>
              Mark paid
            </Button>
          </StyledSelectionBar>
        )}
        {!paged.isLoading && paged.count === 0 ? (
          <EmptyState
            headingLevel={3}
            title={tab === 'due' ? 'Nothing due' : 'Nothing received yet'}
            description={filtered ? 'No collection matches these filters.' : 'No collection yet.'}
          />
        ) : (
          <VirtualTable<Collection>
            label={tab === 'due' ? 'Due collections' : 'Received collections'}
            columns={columns}
            rows={paged.rows}
            height={LIST_HEIGHT}
            rowHeight={56}
            onActivate={openCollection}
            onRowsRendered={paged.onRowsRendered}
            overscanCount={1}
          />
        )}
        {paged.page && paged.count > 0 && (
          <StyledFooter>
            {paged.count} collection{paged.count === 1 ? '' : 's'} ·{' '}
            {tab === 'due' ? 'outstanding' : 'charged'}{' '}
            {formatPaise(tab === 'due' ? paged.page.total_balance_paise : paged.page.total_amount_paise, {
              decimalPlaces,
            })}
          </StyledFooter>
        )}
      </Card>
      {bulkOpen && (
        <Suspense fallback={null}>
          <BulkMarkPaidDialog
            open
            collectionIds={ids}
            totalPaise={selectedTotal}
            decimalPlaces={decimalPlaces}
            onClose={() => setBulkOpen(false)}
            onPaid={() => {
              setBulkOpen(false)
              clearSelection()
            }}
          />
        </Suspense>
      )}
    </>
  )
}
