import { useCallback, useMemo } from 'react'
import { useSearchParams } from 'react-router-dom'
import { readBoardFilters, writeBoardFilters, type BoardFilters } from './boardFilters'

/**
 * The bed board's filters, read from and written to the address. Each change is a history entry, except
 * search typing, which replaces the entry so Back does not replay every word.
 */
export function useBoardFilters() {
  const [params, setParams] = useSearchParams()
  const filters = useMemo(() => readBoardFilters(params), [params])
  const setFilters = useCallback(
    (changes: Partial<BoardFilters>, { replace = false }: { replace?: boolean } = {}) =>
      setParams((current) => writeBoardFilters({ ...readBoardFilters(current), ...changes }, current), {
        replace,
      }),
    [setParams],
  )
  return [filters, setFilters] as const
}
