import { shallowEqual } from 'react-redux'
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { useAppDispatch, useAppSelector } from '../../app/core/hooks'
import type { ListQuery } from '../../app/core/listState/listQuery'
import type { AppDispatch, RootState } from '../../app/core/store'
import { collectionsApi, type Collection } from './collectionsApi'
import type { ListCollectionsApiArg } from './collectionsApi.gen'
import { PAGE_SIZE, pagesForRange, pagesKey, sparseRows } from './pagingWindow'

export type CollectionFilters = Omit<ListCollectionsApiArg, 'offset' | 'limit'>

const AGEING_BUCKETS = ['d1_30', 'd31_60', 'd61_90', 'd90_plus'] as const

/** Pages changing faster than this mean a fling: they are fetched once the list rests (see onRowsRendered). */
export const SETTLE_MS = 250

/** A tab of the collections screen: owed, fully paid, or both (the dashboard's expected and collected). */
export type CollectionTab = 'due' | 'received' | 'all'

const TAB_VALUES: readonly CollectionTab[] = ['due', 'received', 'all']

/** The list's filters from the screen's address: the tab (Due unless another is named), month, properties,
 * search, the mode of the last payment (Received and All), and the dashboard's due range and ageing. */
export function collectionFiltersOf({ tab, filters }: Pick<ListQuery, 'tab' | 'filters'>) {
  const status: CollectionTab = TAB_VALUES.find((value) => value === tab) ?? 'due'
  return {
    status,
    month: filters.month,
    propertyIds: filters.property_ids,
    mode: status === 'due' ? undefined : filters.mode,
    searchText: filters.search_text,
    // The dashboard's tiles open the list with these (the same server filters as their figures).
    dueFrom: filters.due_from,
    dueTo: filters.due_to,
    overdueOnly: status === 'due' && filters.overdue_only === 'true' ? true : undefined,
    ageing: status === 'due' ? AGEING_BUCKETS.find((bucket) => bucket === filters.ageing) : undefined,
  } satisfies CollectionFilters
}

/** Starts fetching the list's first page (it carries the count) before the list renders. */
export const prefetchFirstPage = (dispatch: AppDispatch, filters: CollectionFilters) =>
  dispatch(collectionsApi.util.prefetch('listCollections', pageArg(filters, 0), {}))

/** Spec §7 names is_ticket_bifurcation_v2_required on this call; the list shows no split by ticket type. */
const pageArg = (filters: CollectionFilters, page: number): ListCollectionsApiArg => ({
  ...filters,
  offset: page * PAGE_SIZE,
  limit: PAGE_SIZE,
  isTicketBifurcationV2Required: false,
})

type ApiState = Parameters<ReturnType<typeof collectionsApi.endpoints.listCollections.select>>[0]

const selectPage = (filters: CollectionFilters, page: number) => {
  const select = collectionsApi.endpoints.listCollections.select(pageArg(filters, page))
  // The store's type knows the API root before features inject endpoints; at runtime it holds them all.
  return (state: RootState) => select(state as unknown as ApiState)
}

/**
 * A sparse, virtualized view of the collections list: it holds a subscription only to the pages around the
 * rendered rows (so 100,000 rows cost a few pages of memory) and fetches a page as the rows approach it.
 * Pages scrolled past are released, and the cache drops them after its usual delay. The screen re-renders
 * only when the set of pages changes, not on every scrolled row.
 */
export function usePagedCollections(filters: CollectionFilters) {
  const dispatch = useAppDispatch()
  const filtersKey = JSON.stringify(filters)
  // The pages in view belong to one set of filters; new filters start again from the first page.
  const [held, setHeld] = useState({ filtersKey, key: '0' })
  const key = held.filtersKey === filtersKey ? held.key : '0'
  // One memoized selector per set of filters, so the first page's state keeps its identity between renders.
  const selectFirst = useMemo(() => selectPage(JSON.parse(filtersKey) as CollectionFilters, 0), [filtersKey])
  const first = useAppSelector(selectFirst)
  const count = first.data?.data.count ?? 0

  // One subscription per page held; a new set of pages subscribes to the pages it adds and releases the ones it
  // drops, so scrolling into the next page costs two store updates, not one per page held.
  const subscriptions = useRef(new Map<string, { unsubscribe(): void }>())
  useEffect(() => {
    const current: CollectionFilters = JSON.parse(filtersKey)
    const wanted = new Set(key.split(','))
    const held = subscriptions.current
    for (const page of wanted) {
      if (!held.has(page))
        held.set(
          page,
          dispatch(collectionsApi.endpoints.listCollections.initiate(pageArg(current, Number(page)))),
        )
    }
    held.forEach((subscription, page) => {
      if (wanted.has(page)) return
      subscription.unsubscribe()
      held.delete(page)
    })
  }, [dispatch, key, filtersKey])
  useEffect(() => {
    const held = subscriptions.current
    return () => {
      held.forEach((subscription) => subscription.unsubscribe())
      held.clear()
    }
  }, [filtersKey])

  // Built once per set of pages: every store update runs it.
  const selectLoaded = useMemo(() => {
    const current: CollectionFilters = JSON.parse(filtersKey)
    const selectors = key.split(',').map((page) => selectPage(current, Number(page)))
    return (state: RootState) => selectors.map((select) => select(state).data?.data.results)
  }, [filtersKey, key])
  const loaded = useAppSelector(selectLoaded, shallowEqual)

  const { rows, loadedRows } = useMemo(() => {
    const byPage = new Map<number, readonly Collection[]>()
    key.split(',').forEach((page, at) => {
      const results = loaded[at]
      if (results) byPage.set(Number(page), results)
    })
    return { rows: sparseRows(count, byPage), loadedRows: [...byPage.values()].flat() }
  }, [count, key, loaded])

  // A new set of pages is asked for at once, unless the last change was under SETTLE_MS ago: then the list is being
  // flung, and the pages are asked for once the rows have rested for SETTLE_MS. A fling through thousands of rows
  // asks for the pages it stops at, not for every page it passes (which would arrive, mostly unseen, while the list
  // is busiest).
  const heldKey = useRef(key)
  useLayoutEffect(() => {
    heldKey.current = key
  })
  const lastChange = useRef(Number.NEGATIVE_INFINITY)
  const pending = useRef<{ key: string; timer: ReturnType<typeof setTimeout> } | null>(null)
  useEffect(() => () => clearTimeout(pending.current?.timer), [])
  const onRowsRendered = useCallback(
    (startIndex: number, stopIndex: number) => {
      const next = pagesKey(pagesForRange(startIndex, stopIndex, count))
      if (pending.current?.key === next) return
      clearTimeout(pending.current?.timer)
      pending.current = null
      if (next === heldKey.current) return
      const hold = () =>
        setHeld((previous) =>
          previous.filtersKey === filtersKey && previous.key === next ? previous : { filtersKey, key: next },
        )
      const now = performance.now()
      const flung = now - lastChange.current < SETTLE_MS
      lastChange.current = now
      if (!flung) {
        hold()
        return
      }
      pending.current = {
        key: next,
        timer: setTimeout(() => {
          pending.current = null
          hold()
        }, SETTLE_MS),
      }
    },
    [count, filtersKey],
  )

  return {
    rows,
    /** The collections of the pages held now, in no particular order. */
    loadedRows,
    count,
    page: first.data?.data,
    isLoading: first.isUninitialized || first.isLoading,
    isFetching: first.status === 'pending',
    isError: first.isError,
    onRowsRendered,
  }
}
