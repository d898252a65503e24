import { Checkbox } from '../../design-system/Checkbox'
import type { DataTableColumn } from '../../design-system/DataTable'
import { formatDate, formatPaise } from '../../design-system/format'
import { StatusBadge } from '../../design-system/StatusBadge'
import type { Collection } from './collectionsApi'
import { collectionStatus, placeOf } from './collectionText'
import { StyledCell } from './CollectionsPage.styles'
import { PAYMENT_MODE_LABELS } from './paymentModes'
import type { CollectionTab } from './usePagedCollections'

type ColumnOptions = {
  tab: CollectionTab
  decimalPlaces: number
  selected: ReadonlySet<number>
  onToggle: (collection: Collection) => void
  /** Whether every loaded row is selected, some are, or none. */
  selection: 'all' | 'some' | 'none'
  onToggleAll: () => void
}

/** The collections table: selection (Due tab), tenant, charge, dates, money and status. */
export function collectionColumns({
  tab,
  decimalPlaces,
  selected,
  onToggle,
  selection,
  onToggleAll,
}: ColumnOptions): DataTableColumn<Collection>[] {
  const money = (paise: number) => formatPaise(paise, { decimalPlaces })
  const columns: DataTableColumn<Collection>[] = [
    {
      id: 'tenant',
      header: 'Tenant',
      cell: (collection) => (
        <StyledCell>
          <span>{collection.tenant_name}</span>
          <span data-part="muted">{placeOf(collection)}</span>
        </StyledCell>
      ),
    },
    {
      id: 'charge',
      header: 'Charge',
      cell: (collection) => (
        <StyledCell>
          <span>{collection.title}</span>
          <span data-part="muted">Due {formatDate(collection.due_date)}</span>
        </StyledCell>
      ),
    },
    {
      id: 'amount',
      header: 'Amount',
      align: 'end',
      width: 120,
      cell: (c) => money(c.amount_paise),
    },
    tab === 'due'
      ? {
          id: 'balance',
          header: 'Outstanding',
          align: 'end',
          width: 130,
          cell: (c) => money(c.balance_paise),
        }
      : {
          id: 'paid',
          header: 'Paid',
          width: 170,
          cell: (c) => (
            <StyledCell>
              <span>{formatDate(c.last_paid_on)}</span>
              <span data-part="muted">
                {c.last_payment_mode ? PAYMENT_MODE_LABELS[c.last_payment_mode] : ''}
              </span>
            </StyledCell>
          ),
        },
    {
      id: 'status',
      header: 'Status',
      width: 130,
      cell: (collection) => {
        const status = collectionStatus(collection)
        return <StatusBadge tone={status.tone}>{status.label}</StatusBadge>
      },
    },
  ]
  if (tab !== 'due') return columns
  const select: DataTableColumn<Collection> = {
    id: 'select',
    header: (
      <Checkbox
        label="Select all loaded rows"
        labelVisibility="hidden"
        checked={selection === 'all'}
        indeterminate={selection === 'some'}
        onChange={onToggleAll}
      />
    ),
    width: 48,
    // A bare box, drawn like Checkbox by the table (one element per row, not a labelled field); a click on it
    // selects the row and must not also open the row's sheet.
    cell: (row) => (
      <input
        type="checkbox"
        aria-label={`Select ${row.tenant_name}, ${row.title}`}
        checked={selected.has(row.id)}
        onChange={() => onToggle(row)}
        onClick={(event) => event.stopPropagation()}
      />
    ),
  }
  return [select, ...columns]
}
