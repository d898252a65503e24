import {
  normalizePage,
  normalizeRowsPerPage,
  type RowsPerPage,
} from '../../../design-system/Pagination/paginationRule'

export const PAGE_KEY = 'page'
export const ROWS_PER_PAGE_KEY = 'rowsPerPage'
export const TAB_KEY = 'tab'
const RESERVED = new Set([PAGE_KEY, ROWS_PER_PAGE_KEY, TAB_KEY])

export type FilterValue = string | number | boolean | null | undefined
export type Filters = Record<string, string>

/** Drops empty strings, null and undefined (spec §5), and turns the rest into strings. */
export function cleanFilters(filters: Record<string, FilterValue>): Filters {
  return Object.fromEntries(
    Object.entries(filters)
      .filter(
        (entry): entry is [string, string | number | boolean] => entry[1] !== null && entry[1] !== undefined,
      )
      .map(([key, value]) => [key, String(value).trim()] as const)
      .filter(([, value]) => value !== ''),
  )
}

export type ListQuery = { page: number; rowsPerPage: RowsPerPage; tab: string | undefined; filters: Filters }

/** Reads a list's state from the address: page and rowsPerPage corrected (spec §5), a tab, the rest as filters. */
export function readListQuery(params: URLSearchParams, defaultTab?: string): ListQuery {
  const filters: Record<string, FilterValue> = {}
  params.forEach((value, key) => {
    if (!RESERVED.has(key)) filters[key] = value
  })
  return {
    page: normalizePage(params.get(PAGE_KEY) ?? undefined),
    rowsPerPage: normalizeRowsPerPage(params.get(ROWS_PER_PAGE_KEY) ?? undefined),
    tab: params.get(TAB_KEY) || defaultTab,
    filters: cleanFilters(filters),
  }
}

/** The canonical address of a list state: page, rowsPerPage, the tab if any, then the filters. */
export function writeListQuery({
  page,
  rowsPerPage,
  tab,
  filters,
}: Omit<ListQuery, 'filters'> & { filters: Record<string, FilterValue> }): URLSearchParams {
  const params = new URLSearchParams({ [PAGE_KEY]: String(page), [ROWS_PER_PAGE_KEY]: String(rowsPerPage) })
  if (tab) params.set(TAB_KEY, tab)
  Object.entries(cleanFilters(filters)).forEach(([key, value]) => params.set(key, value))
  return params
}

const canonical = (params: URLSearchParams) =>
  [...params.entries()]
    .map(([k, v]) => `${k}=${v}`)
    .sort()
    .join('&')

/** True when two addresses hold the same keys and values, in any order. */
export const sameQuery = (a: URLSearchParams, b: URLSearchParams) => canonical(a) === canonical(b)

/** The paging and filter arguments of a list call: offset/limit from the page, filters without empties. */
export const toListArgs = ({ page, rowsPerPage, filters }: ListQuery) => ({
  offset: (page - 1) * rowsPerPage,
  limit: rowsPerPage,
  ...filters,
})
