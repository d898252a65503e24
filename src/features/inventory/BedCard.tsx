import { memo } from 'react'
import { formatPaise } from '../../design-system/format'
import { getBedStatus } from '../../design-system/StatusBadge'
import { bedCardLabel, bedNote, duesOf } from './bedText'
import type { BedLookupItem } from './inventoryApi'

export type BedCardProps = {
  bed: BedLookupItem
  /** The operator's decimal places for money. */
  decimalPlaces: number
  /** 'Bed', or 'Unit' in properties let by unit. */
  unitWord: string
  onOpen: (bed: BedLookupItem) => void
}

/**
 * One bed on the board: its status icon and name, the tenant, dues, and when a stay starts or ends. A plain
 * button styled by its container (`bedCardScope`), with the status named in its label and its icon drawn by CSS:
 * the board mounts a screenful of these on every scroll frame.
 */
export const BedCard = memo(function BedCard({ bed, decimalPlaces, unitWord, onOpen }: BedCardProps) {
  const dues = duesOf(bed)
  const icon = getBedStatus(bed.status).icon.displayName
  return (
    <button
      type="button"
      data-bed-card=""
      data-status={bed.status}
      data-inactive={!bed.is_active}
      aria-label={bedCardLabel(bed, decimalPlaces, unitWord)}
      onClick={() => onOpen(bed)}
    >
      <span data-part="icon" data-icon={icon} />
      <span data-part="name">{bed.name}</span>
      <span data-part="dues">{dues !== null && `${formatPaise(dues, { decimalPlaces })} due`}</span>
      <span data-part="tenant" data-empty={!bed.tenant_name}>
        {bed.tenant_name ?? 'Vacant'}
      </span>
      <span data-part="note">{bedNote(bed, decimalPlaces)}</span>
    </button>
  )
})
