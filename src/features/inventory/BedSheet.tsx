import { RecordHistory } from '../../app/core/activity/RecordHistory'
import { useAppDispatch } from '../../app/core/hooks'
import { useOperator } from '../../app/core/session/useOperator'
import { panelPushed } from '../../app/core/sideSheet/sideSheetSlice'
import { Button } from '../../design-system/Button'
import { EmptyState } from '../../design-system/EmptyState'
import { Skeleton, SkeletonRegion } from '../../design-system/Skeleton'
import { AllotForm } from './AllotForm'
import { AllotmentList } from './AllotmentList'
import { AvailabilitySection } from './AvailabilitySection'
import { BedSummary } from './BedSummary'
import { useGetBedDetailsQuery } from './inventoryApi'
import { StyledSheet } from '../../design-system/SheetLayout'

export type BedSheetProps = { panelId: number; bedId: number }

/**
 * Side sheet of one bed (or unit): details, its allotments with unlink, allotting it (or adding a new tenant to
 * a vacant one), and its availability.
 */
export default function BedSheet({ bedId }: BedSheetProps) {
  const dispatch = useAppDispatch()
  const decimalPlaces = useOperator()?.decimal_places ?? 2
  const { data, isLoading } = useGetBedDetailsQuery({ id: bedId })
  const bed = data?.data
  if (isLoading) {
    return (
      <SkeletonRegion busy label="Loading the bed">
        <Skeleton count={6} />
      </SkeletonRegion>
    )
  }
  if (!bed) {
    return <EmptyState title="This bed could not be loaded" headingLevel={3} />
  }
  return (
    <StyledSheet>
      <BedSummary bed={bed} decimalPlaces={decimalPlaces} />
      <AllotmentList allotments={bed.allotments} decimalPlaces={decimalPlaces} />
      <AllotForm key={bed.id} bed={bed} decimalPlaces={decimalPlaces} />
      {bed.is_active && bed.status === 1 && (
        <div>
          <Button
            variant="secondary"
            onClick={() =>
              dispatch(
                panelPushed({
                  kind: 'tenants/add',
                  title: 'Add tenant',
                  width: 600,
                  props: { bedId: bed.id, propertyId: bed.property_id },
                }),
              )
            }
          >
            Add tenant
          </Button>
        </div>
      )}
      <AvailabilitySection bedId={bed.id} />
      <RecordHistory entity="bed" id={bed.id} />
    </StyledSheet>
  )
}
