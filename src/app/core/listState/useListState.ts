import { useCallback, useEffect, useMemo } from 'react'
import { useSearchParams } from 'react-router-dom'
import type { RowsPerPage } from '../../../design-system/Pagination/paginationRule'
import { readListQuery, sameQuery, writeListQuery, type FilterValue, type ListQuery } from './listQuery'

export type ListState = ListQuery & {
  /** `replace` rewrites the current history entry: a list that follows its scroll position does not fill history. */
  setPage(page: number, options?: { replace?: boolean }): void
  setRowsPerPage(rowsPerPage: RowsPerPage): void
  setTab(tab: string): void
  /** Merges into the filters; empty and null values remove a filter. Goes back to page 1. */
  setFilters(filters: Record<string, FilterValue>): void
}

/**
 * A list screen's state kept in the address (spec §2, §5): page, rowsPerPage, a tab, and the rest as
 * filters. An address that differs from its corrected form is rewritten in place, without a new history entry.
 */
export function useListState({ defaultTab }: { defaultTab?: string } = {}): ListState {
  const [params, setParams] = useSearchParams()
  const state = useMemo(() => readListQuery(params, defaultTab), [params, defaultTab])

  useEffect(() => {
    const corrected = writeListQuery(state)
    if (!sameQuery(corrected, params)) setParams(corrected, { replace: true })
  }, [state, params, setParams])

  const go = useCallback(
    (next: Parameters<typeof writeListQuery>[0], options?: { replace?: boolean }) =>
      setParams(writeListQuery(next), options),
    [setParams],
  )

  return {
    ...state,
    setPage: (page, options) => go({ ...state, page }, options),
    setRowsPerPage: (rowsPerPage) => go({ ...state, rowsPerPage, page: 1 }),
    setTab: (tab) => go({ ...state, tab, page: 1 }),
    setFilters: (filters) => go({ ...state, page: 1, filters: { ...state.filters, ...filters } }),
  }
}
