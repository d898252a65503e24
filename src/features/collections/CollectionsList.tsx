import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { useAppDispatch } from '../../app/core/hooks'
import { useWhenPainted } from '../../app/core/paint'
import { panelPushed } from '../../app/core/sideSheet/sideSheetSlice'
import { Button } from '../../design-system/Button'
import { EmptyState } from '../../design-system/EmptyState'
import { formatPaise } from '../../design-system/format'
import { VirtualTable } from '../../design-system/VirtualList'
import { collectionColumns } from './collectionColumns'
import { useRemindAllCollectionsMutation, type Collection } from './collectionsApi'
import { StyledFooter, StyledSelectionBar } from './CollectionsPage.styles'
import {
  SETTLE_MS,
  usePagedCollections,
  type CollectionFilters,
  type CollectionTab,
} from './usePagedCollections'

/** Each tab's list name and empty state. */
const TAB_TEXT: Record<CollectionTab, { label: string; empty: string }> = {
  due: { label: 'Due collections', empty: 'Nothing due' },
  received: { label: 'Received collections', empty: 'Nothing received yet' },
  all: { label: 'All collections', empty: 'No collections' },
}

// Its form (formik, yup) loads on the first bulk payment, keeping the list's own chunk small.
const BulkMarkPaidDialog = lazy(() =>
  import(/* webpackChunkName: "collections-bulk-mark-paid" */ './BulkMarkPaidDialog').then((module) => ({
    default: module.BulkMarkPaidDialog,
  })),
)

const LIST_HEIGHT = 560

/** Whether every loaded row is selected, some are, or none. */
const selectionOf = (selected: ReadonlyMap<number, Collection>, loadedRows: readonly Collection[]) =>
  selected.size === 0 ? 'none' : loadedRows.every((row) => selected.has(row.id)) ? 'all' : 'some'

export type CollectionsListProps = {
  filters: CollectionFilters & { status: CollectionTab }
  /** Whether any filter beyond the tab is set (the empty state says so). */
  filtered: boolean
  decimalPlaces: number
  /** Called once the first page (and so the count) is on screen. */
  onShown: () => void
  /**
   * The page of the address, in pages of `rowsPerPage` rows: the list opens at its first row, and once the list
   * has rested for SETTLE_MS, `onPageChange` is told the page of the first row in view.
   */
  page: number
  rowsPerPage: number
  onPageChange: (page: number) => void
}

/**
 * The due or received collections of one set of filters, as a virtualized list fetched page by page, with the
 * selection of due rows to mark paid or remind in bulk. Its own component, so that a page arriving while one
 * scrolls renders the list alone, not the screen's figures and filters; the screen gives it a key per set of
 * filters, so new filters start from the top with nothing selected.
 */
export function CollectionsList({
  filters,
  filtered,
  decimalPlaces,
  onShown,
  page,
  rowsPerPage,
  onPageChange,
}: CollectionsListProps) {
  const dispatch = useAppDispatch()
  const tab = filters.status
  const paged = usePagedCollections(filters)
  const [remindAll, { isLoading: reminding }] = useRemindAllCollectionsMutation()
  const [selected, setSelected] = useState<ReadonlyMap<number, Collection>>(new Map())
  const [bulkOpen, setBulkOpen] = useState(false)

  const arrived = !paged.isLoading
  useWhenPainted(arrived, onShown)

  const toggle = useCallback((collection: Collection) => {
    setSelected((current) => {
      const next = new Map(current)
      if (next.has(collection.id)) next.delete(collection.id)
      else next.set(collection.id, collection)
      return next
    })
  }, [])
  const { loadedRows } = paged
  const selection = selectionOf(selected, loadedRows)
  // Reads the loaded rows when clicked, so that the columns (and every mounted row) stay the same while pages
  // arrive and nothing is selected.
  const loadedNow = useRef(loadedRows)
  useLayoutEffect(() => {
    loadedNow.current = loadedRows
  })
  const toggleAll = useCallback(
    () =>
      setSelected((current) =>
        selectionOf(current, loadedNow.current) === 'all'
          ? new Map()
          : new Map(loadedNow.current.map((row) => [row.id, row])),
      ),
    [],
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

  // Where the list opened; later pages of the address come from the list itself, so they do not move it.
  const [initialRow] = useState(() => (page - 1) * rowsPerPage)
  const pageTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(pageTimer.current), [])
  const { onRowsRendered: fetchPagesFor } = paged
  const onRowsRendered = useCallback(
    (startIndex: number, stopIndex: number, firstVisibleIndex: number) => {
      fetchPagesFor(startIndex, stopIndex)
      clearTimeout(pageTimer.current)
      pageTimer.current = setTimeout(
        () => onPageChange(Math.floor(firstVisibleIndex / rowsPerPage) + 1),
        SETTLE_MS,
      )
    },
    [fetchPagesFor, onPageChange, rowsPerPage],
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

  return (
    <div aria-busy={paged.isFetching}>
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
      {arrived && paged.count === 0 ? (
        <EmptyState
          headingLevel={3}
          title={TAB_TEXT[tab].empty}
          description={filtered ? 'No collection matches these filters.' : 'No collection yet.'}
        />
      ) : (
        <VirtualTable<Collection>
          label={TAB_TEXT[tab].label}
          columns={columns}
          rows={paged.rows}
          height={LIST_HEIGHT}
          rowHeight={56}
          onActivate={openCollection}
          onRowsRendered={onRowsRendered}
          initialRow={initialRow}
          overscanCount={1}
        />
      )}
      {paged.page && paged.count > 0 && (
        <StyledFooter>
          {paged.count} collection{paged.count === 1 ? '' : 's'} · {tab === 'due' ? 'outstanding' : 'charged'}{' '}
          {formatPaise(tab === 'due' ? paged.page.total_balance_paise : paged.page.total_amount_paise, {
            decimalPlaces,
          })}
          {tab === 'all' &&
            ` · collected ${formatPaise(paged.page.total_paid_paise, { decimalPlaces })} · outstanding ${formatPaise(
              paged.page.total_balance_paise,
              { decimalPlaces },
            )}`}
        </StyledFooter>
      )}
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
    </div>
  )
}
