import type { ReactNode } from 'react'
import { ArrowDownIcon, ArrowUpIcon, SortIcon } from '../icons'
import { StyledSortButton } from './DataTable.styles'

export type SortDirection = 'asc' | 'desc'
export type DataTableSort = { columnId: string; direction: SortDirection }
/** The aria-sort value of a sortable column header. */
export type AriaSort = 'ascending' | 'descending' | 'none'

const ariaSortOf = { asc: 'ascending', desc: 'descending' } as const

/** A header's sort state as aria-sort. */
export function ariaSortFor(sort: DataTableSort | null, columnId: string): AriaSort {
  return sort?.columnId === columnId ? ariaSortOf[sort.direction] : 'none'
}

/** The sort after clicking a header: a new column starts ascending, then descending, then unsorted. */
export function nextSort(sort: DataTableSort | null, columnId: string): DataTableSort | null {
  if (sort?.columnId !== columnId) return { columnId, direction: 'asc' }
  return sort.direction === 'asc' ? { columnId, direction: 'desc' } : null
}

export type SortButtonProps = {
  children: ReactNode
  direction: AriaSort
  onClick: () => void
}

/** The button inside a sortable column header, with an arrow for the current direction. */
export function SortButton({ children, direction, onClick }: SortButtonProps) {
  const Icon = direction === 'ascending' ? ArrowUpIcon : direction === 'descending' ? ArrowDownIcon : SortIcon
  return (
    <StyledSortButton type="button" onClick={onClick}>
      {children}
      <Icon size={14} data-part="sort-indicator" data-direction={direction} />
    </StyledSortButton>
  )
}
