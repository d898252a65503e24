import { formatCount } from '../format/indianDigits'

/** Page sizes a list offers (spec §9). */
export const ROWS_PER_PAGE_OPTIONS = [10, 20, 50] as const
export type RowsPerPage = (typeof ROWS_PER_PAGE_OPTIONS)[number]
export const DEFAULT_ROWS_PER_PAGE: RowsPerPage = 10

/** A page button, or a gap standing for the pages hidden on either side of the current one. */
export type PageItem = number | 'start-ellipsis' | 'end-ellipsis'

/** Pages shown in full around the current one, and at each end of the range. */
const SIBLINGS = 1
const BOUNDARIES = 1
/** Above this many pages the range collapses into ellipses; the list always shows this many items. */
const MAX_ITEMS = 2 * BOUNDARIES + 2 * SIBLINGS + 3

const positiveInteger = (raw: unknown): number | undefined => {
  const value = typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : raw
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 1 ? value : undefined
}

/** The page from the address: 1 unless a whole number of at least 1 (spec §5): '3' → 3, '2.5', 'abc', '0' → 1. */
export function normalizePage(raw: unknown): number {
  return positiveInteger(raw) ?? 1
}

/** Rows per page from the address: 10, 20 or 50, else 10 (spec §5). */
export function normalizeRowsPerPage(raw: unknown): RowsPerPage {
  const value = positiveInteger(raw)
  return ROWS_PER_PAGE_OPTIONS.find((option) => option === value) ?? DEFAULT_ROWS_PER_PAGE
}

/** How many pages `total` rows fill; an empty list still has its one (empty) page, so page 1 is always valid. */
export function pageCount(total: number, rowsPerPage: number): number {
  return Math.max(1, Math.ceil(total / rowsPerPage))
}

const pages = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i)

/**
 * The page buttons for `page` of `count`: every page when they fit in seven items, otherwise the first and last
 * page, the current one with its neighbours, and an ellipsis for each gap (always seven items, so the bar never jumps).
 */
export function pageRange(page: number, count: number): PageItem[] {
  if (count <= MAX_ITEMS) return pages(1, count)
  const current = Math.min(Math.max(page, 1), count)
  const edge = BOUNDARIES + 2 * SIBLINGS + 2
  if (current <= edge - SIBLINGS)
    return [...pages(1, edge), 'end-ellipsis', ...pages(count - BOUNDARIES + 1, count)]
  if (current >= count - edge + SIBLINGS + 1) {
    return [...pages(1, BOUNDARIES), 'start-ellipsis', ...pages(count - edge + 1, count)]
  }
  return [
    ...pages(1, BOUNDARIES),
    'start-ellipsis',
    ...pages(current - SIBLINGS, current + SIBLINGS),
    'end-ellipsis',
    ...pages(count - BOUNDARIES + 1, count),
  ]
}

/** The rows on show, with an en dash: '1–10 of 243', '241–243 of 243', '0 of 0'. A page past the end shows the last page. */
export function rangeText(page: number, rowsPerPage: number, total: number): string {
  if (total <= 0) return '0 of 0'
  const current = Math.min(Math.max(page, 1), pageCount(total, rowsPerPage))
  const first = (current - 1) * rowsPerPage + 1
  const last = Math.min(current * rowsPerPage, total)
  return `${formatCount(first)}–${formatCount(last)} of ${formatCount(total)}`
}
