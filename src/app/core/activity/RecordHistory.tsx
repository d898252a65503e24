import { Button } from '../../../design-system/Button'
import { EmptyState } from '../../../design-system/EmptyState'
import { StyledSection } from '../../../design-system/SheetLayout'
import { Skeleton, SkeletonRegion } from '../../../design-system/Skeleton'
import { ActivityChanges } from './ActivityChanges'
import { operationLabel, useGetRecordHistoryQuery, type ActivityEntity } from './activityApi'
import { StyledTimeline } from './activity.styles'
import { activityTime } from './activityTime'

export type RecordHistoryProps = {
  entity: ActivityEntity
  id: number | string
  /** How many of the newest changes to show; the full log is in Settings → Activity. */
  limit?: number
  /** Whether to show the "History" heading; off where a card around it gives the title. */
  heading?: boolean
}

/**
 * A record's "History": who changed it, when and how, newest first, each with its changes (before → after).
 * Read fresh every time it opens, so a change just made is there.
 */
export function RecordHistory({ entity, id, limit = 20, heading = true }: RecordHistoryProps) {
  const { data, isLoading, isError, refetch } = useGetRecordHistoryQuery(
    { entity, entityId: String(id), limit },
    { refetchOnMountOrArgChange: true },
  )
  const page = data?.data

  return (
    <StyledSection aria-label="History">
      {heading && <h3>History</h3>}
      {isLoading ? (
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
