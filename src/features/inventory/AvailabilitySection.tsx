import { useState } from 'react'
import { DateField } from '../../design-system/DateField'
import { formatDate } from '../../design-system/format'
import { Skeleton } from '../../design-system/Skeleton'
import { BedStatus, StatusBadge } from '../../design-system/StatusBadge'
import { daysFrom, rangeProblem, today } from './dateRange'
import { useGetBedAvailabilityQuery, type AvailabilityPeriod, type BedAvailability } from './inventoryApi'
import { StyledFormGrid, StyledList, StyledListItem, StyledSection } from '../../design-system/SheetLayout'

const periodText = ({ from_date, to_date }: AvailabilityPeriod) =>
  to_date ? `${formatDate(from_date)} – ${formatDate(to_date)}` : `From ${formatDate(from_date)}`

function Verdict({ availability }: { availability: BedAvailability }) {
  if (availability.is_available) return <StatusBadge tone="success">Free for the whole range</StatusBadge>
  if (availability.available_from) {
    return (
      <StatusBadge tone="warning">
        Taken at first; free from {formatDate(availability.available_from)}
      </StatusBadge>
    )
  }
  return <StatusBadge tone="error">Not free in this range</StatusBadge>
}

/** The bed's timeline over a chosen range: who has it when, and from when it is free. */
export function AvailabilitySection({ bedId }: { bedId: number }) {
  const [range, setRange] = useState(() => ({ from: today(), to: daysFrom(today(), 30) }))
  const problem = rangeProblem(range.from, range.to)
  const { data, isFetching } = useGetBedAvailabilityQuery(
    { id: bedId, fromDate: range.from, toDate: range.to },
    { skip: problem !== null },
  )
  const availability = problem === null ? data?.data : undefined
  return (
    <StyledSection aria-label="Availability">
      <h3>Availability</h3>
      <StyledFormGrid as="div">
        <DateField label="From" value={range.from} onChange={(from) => setRange({ ...range, from })} />
        <DateField
          label="To"
          value={range.to}
          min={range.from}
          onChange={(to) => setRange({ ...range, to })}
          error={problem ?? undefined}
        />
      </StyledFormGrid>
      {problem === null && isFetching && !availability && <Skeleton count={3} />}
      {availability && (
        <>
          <div aria-live="polite">
            <Verdict availability={availability} />
          </div>
          <StyledList aria-label="Periods">
            {availability.periods.map((period) => (
              <StyledListItem key={period.from_date}>
                <div data-part="main">
                  <span>{periodText(period)}</span>
                  <span data-part="muted">{period.tenant_name ?? 'No one'}</span>
                </div>
                <BedStatus status={period.status} />
              </StyledListItem>
            ))}
          </StyledList>
        </>
      )}
    </StyledSection>
  )
}
