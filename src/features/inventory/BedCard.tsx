import { memo } from 'react'
import { formatPaise } from '../../design-system/format'
import { BedStatus } from '../../design-system/StatusBadge'
import { bedCardLabel, bedNote, duesOf } from './bedText'
import { StyledBedCard } from './BedCard.styles'
import type { BedLookupItem } from './inventoryApi'

export type BedCardProps = {
  bed: BedLookupItem
  /** The operator's decimal places for money. */
  decimalPlaces: number
  /** 'Bed', or 'Unit' in properties let by unit. */
  unitWord: string
  onOpen: (bed: BedLookupItem) => void
}

/** One bed on the board: its status icon and name, the tenant, dues, and when a stay starts or ends. */
export const BedCard = memo(function BedCard({ bed, decimalPlaces, unitWord, onOpen }: BedCardProps) {
  const dues = duesOf(bed)
  return (
    <StyledBedCard
      type="button"
      data-status={bed.status}
      data-inactive={!bed.is_active}
      aria-label={bedCardLabel(bed, decimalPlaces, unitWord)}
      onClick={() => onOpen(bed)}
    >
      <BedStatus status={bed.status} display="icon" size={16} />
      <span data-part="name">{bed.name}</span>
      <span data-part="dues">{dues !== null && `${formatPaise(dues, { decimalPlaces })} due`}</span>
      <span data-part="tenant" data-empty={!bed.tenant_name}>
        {bed.tenant_name ?? 'Vacant'}
      </span>
      <span data-part="note">{bedNote(bed, decimalPlaces)}</span>
    </StyledBedCard>
  )
})
