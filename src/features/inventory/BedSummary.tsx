import { useAppDispatch } from '../../app/core/hooks'
import { panelPushed } from '../../app/core/sideSheet/sideSheetSlice'
import { Button } from '../../design-system/Button'
import { formatPaise } from '../../design-system/format'
import { BedStatus, StatusBadge } from '../../design-system/StatusBadge'
import type { BedDetail } from './inventoryApi'
import { StyledFacts, StyledHeadline, StyledSection } from '../../design-system/SheetLayout'

const BATH = { ATTACHED: 'attached bath', COMMON: 'common bath' } as const

/** A bed's status, place, kind of room and money: what an operator checks before allotting it. */
export function BedSummary({ bed, decimalPlaces }: { bed: BedDetail; decimalPlaces: number }) {
  const dispatch = useAppDispatch()
  const roomWord = bed.is_unit ? 'Unit' : 'Room'
  const editRoom = () =>
    dispatch(
      panelPushed({
        kind: 'inventory/room',
        title: `${roomWord} ${bed.room_name}`,
        width: 480,
        props: { propertyId: bed.property_id, roomId: bed.room_id },
      }),
    )
  const money = (paise: number) => formatPaise(paise, { decimalPlaces })
  // A type's name usually says whether it is AC ('Double sharing AC'); the flag is added only when it does not.
  const typeSaysAc = /\bAC\b/i.test(bed.room_type_name ?? '')
  const kind = [
    bed.room_type_name ?? (bed.is_unit ? null : `${bed.sharing}-sharing`),
    !typeSaysAc && (bed.is_ac ? 'AC' : 'non-AC'),
    BATH[bed.bath_type],
  ]
    .filter(Boolean)
    .join(', ')
  return (
    <StyledSection aria-label="Summary">
      <StyledHeadline>
        <BedStatus status={bed.status} />
        {!bed.is_active && <StatusBadge>Inactive</StatusBadge>}
        <Button variant="ghost" size="small" onClick={editRoom} data-part="end">
          Edit {roomWord.toLowerCase()}
        </Button>
      </StyledHeadline>
      <StyledFacts>
        <dt>{bed.is_unit ? 'Unit' : 'Room'}</dt>
        <dd>
          {bed.room_name} · {bed.floor_name}
        </dd>
        <dt>Kind</dt>
        <dd>{kind}</dd>
        <dt>Rent</dt>
        <dd>
          {money(bed.rent_paise)} a month
          {bed.rent_override_paise !== null && ` (this ${bed.is_unit ? 'unit' : 'bed'}'s own rent)`}
        </dd>
        <dt>Deposit</dt>
        <dd>{money(bed.deposit_paise)}</dd>
        {bed.current_allotment_id !== null && (
          <>
            <dt>Dues</dt>
            <dd data-tone={bed.dues_paise > 0 ? 'error' : undefined}>
              {bed.dues_paise > 0 ? `${money(bed.dues_paise)} outstanding` : 'Nothing due'}
            </dd>
          </>
        )}
      </StyledFacts>
    </StyledSection>
  )
}
