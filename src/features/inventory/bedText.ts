import { formatDate, formatPaise } from '../../design-system/format'
import { getBedStatus } from '../../design-system/StatusBadge'
import type { BoardRoom } from './boardRows'
import type { BedLookupItem } from './inventoryApi'

/** Dues worth showing on a card: a current tenant's outstanding balance above zero. */
export const duesOf = (bed: BedLookupItem) => (bed.dues_paise && bed.dues_paise > 0 ? bed.dues_paise : null)

/** The card's last line: when a booking starts or a stay ends, else the rent of a free bed. */
export function bedNote(bed: BedLookupItem, decimalPlaces: number): string {
  if (!bed.is_active) return 'Inactive'
  if (bed.status === 3 && bed.move_in_date) return `Moves in ${formatDate(bed.move_in_date)}`
  if (bed.status === 4 && bed.move_out_date) return `Leaves ${formatDate(bed.move_out_date)}`
  if (bed.status === 1) return `${formatPaise(bed.rent_paise, { decimalPlaces })} a month`
  return bed.move_in_date ? `Since ${formatDate(bed.move_in_date)}` : ''
}

/** Everything the card shows, in one sentence for its accessible name. */
export function bedCardLabel(bed: BedLookupItem, decimalPlaces: number, unitWord: string): string {
  const dues = duesOf(bed)
  return [
    `${unitWord} ${bed.name}`,
    getBedStatus(bed.status).label,
    bed.tenant_name,
    bedNote(bed, decimalPlaces),
    dues !== null && `${formatPaise(dues, { decimalPlaces })} due`,
  ]
    .filter(Boolean)
    .join(', ')
}

/** 'Double sharing · AC', or '2-sharing' without a room type. */
export function roomMeta(room: BoardRoom): string {
  const kind = room.roomTypeName ?? (room.isUnit ? null : `${room.sharing}-sharing`)
  return [kind, room.isAc && !/\bAC\b/i.test(room.roomTypeName ?? '') ? 'AC' : null]
    .filter(Boolean)
    .join(' · ')
}

/** '1 of 3 free', 'All free', 'Full'; for a unit 'Vacant' or 'Let'. */
export function freeText(room: BoardRoom): string {
  if (room.isUnit) return room.free > 0 ? 'Vacant' : 'Let'
  if (room.free === 0) return 'Full'
  return room.free === room.total ? 'All free' : `${room.free} of ${room.total} free`
}
