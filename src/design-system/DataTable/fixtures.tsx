import { useState } from 'react'
import { DataTable, type DataTableColumn, type DataTableProps } from './DataTable'
import type { DataTableSort } from './sorting'

/** Story data: tenants of a PG with their bed and monthly rent. */
export type Tenant = { id: string; name: string; room: string; rent: number }

export const tenants: Tenant[] = [
  { id: 't1', name: 'Asha Rao', room: '101-A', rent: 9500 },
  { id: 't2', name: 'Vikram Iyer', room: '102-B', rent: 8000 },
  { id: 't3', name: 'Meera Nair', room: '204-A', rent: 12000 },
  { id: 't4', name: 'Rohan Gupta', room: '105-C', rent: 7500 },
]

export const tenantColumns: DataTableColumn<Tenant>[] = [
  { id: 'name', header: 'Name', cell: (tenant) => tenant.name, sortable: true },
  { id: 'room', header: 'Room', cell: (tenant) => tenant.room, width: 120 },
  {
    id: 'rent',
    header: 'Rent',
    cell: (tenant) => `₹${tenant.rent.toLocaleString('en-IN')}`,
    sortable: true,
    align: 'end',
    width: 140,
  },
]

export type TenantTableProps = Omit<DataTableProps<Tenant>, 'columns' | 'rows' | 'getRowId' | 'label'> &
  Partial<Pick<DataTableProps<Tenant>, 'columns' | 'rows' | 'label'>>

/** The table with tenant data, and sort and selection held in state so stories can click through them. */
export function TenantTable({
  columns = tenantColumns,
  rows = tenants,
  label = 'Tenants',
  sort: initialSort = null,
  selectedIds: initialSelection = [],
  onSortChange,
  onSelectionChange,
  ...rest
}: TenantTableProps) {
  const [sort, setSort] = useState<DataTableSort | null>(initialSort)
  const [selectedIds, setSelectedIds] = useState<readonly string[]>(initialSelection)
  const sorted = sort
    ? [...rows].sort((a, b) => {
        const key = sort.columnId as 'name' | 'rent'
        const order = a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0
        return sort.direction === 'asc' ? order : -order
      })
    : rows
  return (
    <DataTable
      {...rest}
      columns={columns}
      rows={sorted}
      getRowId={(tenant) => tenant.id}
      label={label}
      sort={sort}
      onSortChange={(next) => {
        setSort(next)
        onSortChange?.(next)
      }}
      selectedIds={selectedIds}
      onSelectionChange={(ids) => {
        setSelectedIds(ids)
        onSelectionChange?.(ids)
      }}
    />
  )
}
