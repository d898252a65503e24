import { useId } from 'react'
import { ChevronDownIcon, ChevronLeftIcon, ChevronRightIcon } from '../icons'
import {
  StyledEllipsis,
  StyledPageButton,
  StyledPages,
  StyledPagination,
  StyledRange,
  StyledRowsPerPage,
  StyledSelect,
} from './Pagination.styles'
import {
  normalizeRowsPerPage,
  pageCount,
  pageRange,
  rangeText,
  ROWS_PER_PAGE_OPTIONS,
  type RowsPerPage,
} from './paginationRule'

export type PaginationProps = {
  /** The current page, from 1; one past the end shows the last page. */
  page: number
  rowsPerPage: RowsPerPage
  /** Rows in the whole list, across all pages. */
  total: number
  onPageChange: (page: number) => void
  /** Called with 10, 20 or 50; the caller usually returns to page 1. */
  onRowsPerPageChange: (rowsPerPage: RowsPerPage) => void
}

/** Rows per page, the rows on show ('1–10 of 243'), and previous, numbered and next page buttons. */
export function Pagination({ page, rowsPerPage, total, onPageChange, onRowsPerPageChange }: PaginationProps) {
  const selectId = useId()
  const count = pageCount(total, rowsPerPage)
  const current = Math.min(Math.max(page, 1), count)
  const goTo = (next: number) => {
    if (next !== current) onPageChange(next)
  }

  return (
    <StyledPagination aria-label="Pagination">
      <StyledRowsPerPage>
        <label htmlFor={selectId}>Rows per page</label>
        <span data-part="select">
          <StyledSelect
            id={selectId}
            value={rowsPerPage}
            onChange={(event) => onRowsPerPageChange(normalizeRowsPerPage(event.target.value))}
          >
            {ROWS_PER_PAGE_OPTIONS.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </StyledSelect>
          <ChevronDownIcon />
        </span>
      </StyledRowsPerPage>
      <StyledRange>{rangeText(current, rowsPerPage, total)}</StyledRange>
      <StyledPages>
        <li>
          <StyledPageButton
            type="button"
            aria-label="Previous page"
            disabled={current <= 1}
            onClick={() => goTo(current - 1)}
          >
            <ChevronLeftIcon />
          </StyledPageButton>
        </li>
        {pageRange(current, count).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <StyledPageButton
                type="button"
                aria-label={`Page ${item}`}
                aria-current={item === current ? 'page' : undefined}
                onClick={() => goTo(item)}
              >
                {item}
              </StyledPageButton>
            </li>
          ) : (
            <StyledEllipsis key={item} aria-hidden="true">
              …
            </StyledEllipsis>
          ),
        )}
        <li>
          <StyledPageButton
            type="button"
            aria-label="Next page"
            disabled={current >= count}
            onClick={() => goTo(current + 1)}
          >
            <ChevronRightIcon />
          </StyledPageButton>
        </li>
      </StyledPages>
    </StyledPagination>
  )
}
