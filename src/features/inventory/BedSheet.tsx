import { useOperator } from '../../app/core/session/useOperator'
import { EmptyState } from '../../design-system/EmptyState'
import { Skeleton, SkeletonRegion } from '../../design-system/Skeleton'
import { AllotForm } from './AllotForm'
import { AllotmentList } from './AllotmentList'
import { AvailabilitySection } from './AvailabilitySection'
import { BedSummary } from './BedSummary'
import { useGetBedDetailsQuery } from './inventoryApi'
import { StyledSheet } from './Sheet.styles'

export type BedSheetProps = { panelId: number; bedId: number }

/** Side sheet of one bed (or unit): details, its allotments with unlink, allotting it, and its availability. */
export default function BedSheet({ bedId }: BedSheetProps) {
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
      <AvailabilitySection bedId={bed.id} />
    </StyledSheet>
  )
}
