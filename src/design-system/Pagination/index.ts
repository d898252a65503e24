export { Pagination, type PaginationProps } from './Pagination'
export {
  ROWS_PER_PAGE_OPTIONS,
  DEFAULT_ROWS_PER_PAGE,
  normalizePage,
  normalizeRowsPerPage,
  pageCount,
  pageRange,
  rangeText,
  type RowsPerPage,
  type PageItem,
} from './paginationRule'
