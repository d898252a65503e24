import {
  useCallback,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
} from 'react'
import { useListRef } from 'react-window'

type RenderedRows = { startIndex: number; stopIndex: number; visibleStartIndex: number }
type RowRange = { startIndex: number; stopIndex: number }

export type RowNavigationOptions = {
  rowCount: number
  /** Rows moved by PageUp and PageDown: about one viewport. */
  pageSize: number
  /** Enter on the active row, or a click on a row. */
  onActivate?: (index: number) => void
  /** Called once per row count when the last rendered row comes within `endReachedThreshold` rows of the end. */
  onEndReached?: () => void
  endReachedThreshold: number
}

/**
 * Keyboard navigation for a virtualized list whose container holds focus and points at the active row with
 * aria-activedescendant: the active row is state, and moving it scrolls it into view through the list ref.
 */
export function useRowNavigation({
  rowCount,
  pageSize,
  onActivate,
  onEndReached,
  endReachedThreshold,
}: RowNavigationOptions) {
  const listRef = useListRef(null)
  const idPrefix = useId()
  const [activeIndex, setActiveIndex] = useState(-1)
  // The rows mounted now: kept in a ref on every scrolled frame, and copied into state only while a row is active
  // (its aria-activedescendant depends on them). A list nobody has focused re-renders nothing of its own as it
  // scrolls.
  const latestRendered = useRef<RenderedRows>(NOTHING_RENDERED)
  const [rendered, setRendered] = useState(NOTHING_RENDERED)
  const activeRef = useRef(activeIndex)
  const endReachedAt = useRef(-1)
  // Rows may disappear under the active index (a filter, a refetch); keep it on the last row.
  const active = Math.min(activeIndex, rowCount - 1)

  const activateIndex = useCallback((index: number) => {
    activeRef.current = index
    setActiveIndex(index)
    setRendered(latestRendered.current)
  }, [])

  const moveTo = (index: number) => {
    const next = Math.max(0, Math.min(rowCount - 1, index))
    activateIndex(next)
    listRef.current?.scrollToRow({ index: next, align: 'auto' })
  }

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // Keys typed in a control inside a row belong to that control.
    if (event.target !== event.currentTarget || rowCount === 0) return
    switch (event.key) {
      case 'ArrowDown':
        moveTo(active + 1)
        break
      case 'ArrowUp':
        moveTo(active - 1)
        break
      case 'PageDown':
        moveTo(active + pageSize)
        break
      case 'PageUp':
        moveTo(active - pageSize)
        break
      case 'Home':
        moveTo(0)
        break
      case 'End':
        moveTo(rowCount - 1)
        break
      case 'Enter':
        if (active >= 0) onActivate?.(active)
        break
      default:
        return
    }
    // The container scrolls natively on these keys; the list does it instead.
    event.preventDefault()
  }

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    if (event.target === event.currentTarget && active < 0 && rowCount > 0) {
      activateIndex(latestRendered.current.visibleStartIndex)
    }
  }

  // Stable across renders: it is a prop of every mounted row, which then re-render only when their own data does.
  const activate = useRef(onActivate)
  useLayoutEffect(() => {
    activate.current = onActivate
  })
  const onRowClick = useCallback(
    (index: number) => {
      activateIndex(index)
      activate.current?.(index)
    },
    [activateIndex],
  )

  const onRowsRendered = useCallback(
    (visible: RowRange, all: RowRange) => {
      latestRendered.current = {
        startIndex: all.startIndex,
        stopIndex: all.stopIndex,
        visibleStartIndex: visible.startIndex,
      }
      if (activeRef.current >= 0) {
        setRendered((previous) =>
          previous.startIndex === all.startIndex &&
          previous.stopIndex === all.stopIndex &&
          previous.visibleStartIndex === visible.startIndex
            ? previous
            : latestRendered.current,
        )
      }
      if (all.stopIndex >= rowCount - 1 - endReachedThreshold && endReachedAt.current !== rowCount) {
        endReachedAt.current = rowCount
        onEndReached?.()
      }
    },
    [rowCount, endReachedThreshold, onEndReached],
  )

  // aria-activedescendant must name an element in the DOM, so it is dropped while the active row is unmounted.
  const activeMounted = active >= rendered.startIndex && active <= rendered.stopIndex

  return {
    listRef,
    activeIndex: active,
    idPrefix,
    containerProps: {
      tabIndex: 0,
      'aria-activedescendant': activeMounted ? rowDomId(idPrefix, active) : undefined,
      onKeyDown,
      onFocus,
    },
    onRowClick,
    onRowsRendered,
  }
}

const NOTHING_RENDERED: RenderedRows = { startIndex: 0, stopIndex: -1, visibleStartIndex: 0 }

/** The DOM id of a row, shared by the row and the container's aria-activedescendant. */
export const rowDomId = (idPrefix: string, index: number) => `${idPrefix}-row-${index}`
