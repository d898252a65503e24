import { useEffect, useRef } from 'react'
import { Button } from '../../../design-system/Button'
import { EmptyState } from '../../../design-system/EmptyState'
import { StyledSection } from '../../../design-system/SheetLayout'
import { Skeleton, SkeletonRegion } from '../../../design-system/Skeleton'
import { useAppSelector } from '../hooks'
import { usePaintedAfter } from '../paint'
import { ActivityChanges } from './ActivityChanges'
import { operationLabel, useGetRecordHistoryQuery, type ActivityEntity } from './activityApi'
import { StyledTimeline } from './activity.styles'
import { activityTime } from './activityTime'

export type RecordHistoryProps = {
  entity: ActivityEntity
  id: number | string
  /** How many of the newest changes to show; the full log is in Settings → Activity. */
  limit?: number
  /** The section's name (its heading and landmark). @default 'History' */
  title?: string
  /** Whether to show the heading; off where a card around it gives the title. */
  heading?: boolean
}

/** When the app's latest write succeeded (0 before any): a write anywhere may have added to a record's history. */
const useLastWrite = () =>
  useAppSelector((state) =>
    Object.values(state.api.mutations).reduce(
      (latest, mutation) => Math.max(latest, mutation?.fulfilledTimeStamp ?? 0),
      0,
    ),
  )

/**
 * A record's "History": who changed it, when and how, newest first, each with its changes (before → after).
 * Read fresh every time it opens and after every write the app makes while it is open (writes live in other
 * slices, which do not know the log), so a change just made is there; asked for once the frame that draws the
 * screen or panel around it has been drawn, so that its answer does not delay that frame.
 */
export function RecordHistory({
  entity,
  id,
  limit = 20,
  title = 'History',
  heading = true,
}: RecordHistoryProps) {
  const due = usePaintedAfter(true)
  const { data, isLoading, isError, refetch } = useGetRecordHistoryQuery(
    { entity, entityId: String(id), limit },
    { refetchOnMountOrArgChange: true, skip: !due },
  )
  const page = data?.data
  const lastWrite = useLastWrite()
  const seenWrite = useRef(lastWrite)
  useEffect(() => {
    if (lastWrite <= seenWrite.current) return
    seenWrite.current = lastWrite
    // Before its first read the history has nothing to refresh: that read will find the write.
    if (due) void refetch()
  }, [lastWrite, due, refetch])

  return (
    <StyledSection aria-label={title}>
      {heading && <h3>{title}</h3>}
      {isLoading || !due ? (
        <SkeletonRegion busy label="Loading the history">
          <Skeleton count={3} />
        </SkeletonRegion>
      ) : isError || !page ? (
        <EmptyState
          title="The history could not be loaded"
          headingLevel={4}
          action={
            <Button size="small" variant="secondary" onClick={() => void refetch()}>
              Try again
            </Button>
          }
        />
      ) : page.results.length === 0 ? (
        <EmptyState
          title="No changes recorded yet"
          description="Payments, edits and moves made from now on appear here."
          headingLevel={4}
        />
      ) : (
        <>
          <StyledTimeline aria-label="Changes to this record">
            {page.results.map((entry) => (
              <li key={entry.id}>
                <p>{entry.summary}</p>
                <p data-part="meta">
                  {operationLabel(entry.operation)} · {entry.actor_name} ·{' '}
                  <time dateTime={entry.at}>{activityTime(entry.at)}</time>
                </p>
                <ActivityChanges entry={entry} />
              </li>
            ))}
          </StyledTimeline>
          {page.count > page.results.length && (
            <p>
              Showing the latest {page.results.length} of {page.count} changes; see all in Settings →
              Activity.
            </p>
          )}
        </>
      )}
    </StyledSection>
  )
}
