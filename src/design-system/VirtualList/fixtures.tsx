import { useState } from 'react'
import type { DataTableColumn, DataTableSort } from '../DataTable'
import { VirtualList, type VirtualListProps } from './VirtualList'
import { VirtualTable, type VirtualTableProps } from './VirtualTable'

/** Story data: a large inventory of beds. */
export type BedRow = { id: number; name: string; room: string; rent: number }

export const ROW_COUNT = 10_000

export const bedRows: BedRow[] = Array.from({ length: ROW_COUNT }, (_, index) => ({
  id: index + 1,
  name: `Row ${index + 1}`,
  room: `${Math.floor(index / 4) + 101}-${'ABCD'[index % 4]}`,
  rent: 6000 + (index % 7) * 500,
}))

export type BedListProps = Partial<VirtualListProps<BedRow>>

/** VirtualList over the bed rows: 400 px high, 40 px rows. */
export function BedList(props: BedListProps) {
  return (
    <VirtualList
      items={bedRows}
      renderRow={(bed) => (
        <span>
          <strong>{bed.name}</strong> · Room {bed.room}
        </span>
      )}
      label="Beds"
      height={400}
      rowHeight={40}
      {...props}
    />
  )
}

export const bedColumns: DataTableColumn<BedRow>[] = [
  { id: 'name', header: 'Bed', cell: (bed) => bed.name },
  { id: 'room', header: 'Room', cell: (bed) => bed.room, width: 120 },
  {
    id: 'rent',
    header: 'Rent',
    cell: (bed) => `₹${bed.rent.toLocaleString('en-IN')}`,
    sortable: true,
    align: 'end',
    width: 140,
  },
]

export type BedTableProps = Partial<Omit<VirtualTableProps<BedRow>, 'rows'>> & { rows?: readonly BedRow[] }

/** VirtualTable over the bed rows, 400 px high, with its sort held in state. */
export function BedTable({
  sort: initialSort = null,
  onSortChange,
  rows = bedRows,
  ...props
}: BedTableProps) {
  const [sort, setSort] = useState<DataTableSort | null>(initialSort)
  const sorted = sort
    ? [...rows].sort((a, b) => (sort.direction === 'asc' ? a.rent - b.rent : b.rent - a.rent) || a.id - b.id)
    : rows
  return (
    <VirtualTable
      columns={bedColumns}
      rows={sorted}
      label="Beds"
      height={400}
      rowHeight={40}
      sort={sort}
      onSortChange={(next) => {
        setSort(next)
        onSortChange?.(next)
      }}
      {...props}
    />
  )
}
