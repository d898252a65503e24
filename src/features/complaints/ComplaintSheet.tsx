import { useOperator } from '../../app/core/session/useOperator'
import { Button } from '../../design-system/Button'
import { EmptyState } from '../../design-system/EmptyState'
import { formatPaise } from '../../design-system/format'
import { StyledFacts, StyledHeadline, StyledSection, StyledSheet } from '../../design-system/SheetLayout'
import { Skeleton, SkeletonRegion } from '../../design-system/Skeleton'
import { StatusBadge } from '../../design-system/StatusBadge'
import { AssignSection } from './AssignSection'
import { SlaBadge } from './complaintColumns'
import { CommentSection } from './CommentSection'
import { ComplaintTimeline } from './ComplaintTimeline'
import { useGetComplaintQuery, type ComplaintDetail } from './complaintsApi'
import { formatMoment } from '../../app/core/kolkataTime'
import { assigneeText, durationText, PRIORITY_BADGES, reopenText, STATUS_BADGES } from './complaintText'
import { CostSection } from './CostSection'
import { StatusActions } from './StatusActions'

export type ComplaintSheetProps = { panelId: number; complaintId: number }

/** One complaint: its SLA, details, the moves its status allows, assignment, comments, cost and activity. */
export default function ComplaintSheet({ complaintId }: ComplaintSheetProps) {
  const { data, isLoading, isError, refetch } = useGetComplaintQuery({
    id: complaintId,
    activityListVersion: 'v3',
  })
  if (isLoading) {
    return (
      <SkeletonRegion busy label="Loading the complaint">
        <Skeleton count={8} />
      </SkeletonRegion>
    )
  }
  if (!data) {
    return (
      <EmptyState
        title="This complaint could not be loaded"
        headingLevel={3}
        action={isError ? <Button onClick={() => void refetch()}>Try again</Button> : undefined}
      />
    )
  }
  return <ComplaintDetails detail={data.data} />
}

function slaText(detail: ComplaintDetail) {
  const { complaint, sla } = detail
  if (complaint.status === 'ON_HOLD') return `Paused on hold (${durationText(sla.paused_minutes)} so far)`
  if (sla.remaining_minutes === null || complaint.due_at === null) return 'No resolution clock running'
  const due = `Due ${formatMoment(complaint.due_at)}`
  return sla.remaining_minutes >= 0
    ? `${due}, ${durationText(sla.remaining_minutes)} left`
    : `${due}, ${durationText(sla.remaining_minutes)} overdue`
}

function ComplaintDetails({ detail }: { detail: ComplaintDetail }) {
  const decimalPlaces = useOperator()?.decimal_places ?? 2
  const { complaint, sla } = detail
  const status = STATUS_BADGES[complaint.status]
  const priority = PRIORITY_BADGES[complaint.priority]
  const open = complaint.status !== 'DECLINED' && complaint.status !== 'CLOSED'

  return (
    <StyledSheet>
      <StyledHeadline>
        <h3>{complaint.title}</h3>
        <span>
          <StatusBadge tone={status.tone}>{status.label}</StatusBadge>{' '}
          <StatusBadge tone={priority.tone}>{priority.label}</StatusBadge> <SlaBadge complaint={complaint} />{' '}
          {complaint.is_repeat && <StatusBadge tone="warning">Repeat</StatusBadge>}{' '}
          {complaint.reopen_count > 0 && (
            <StatusBadge tone="neutral">{reopenText(complaint.reopen_count)}</StatusBadge>
          )}
        </span>
      </StyledHeadline>
      <StyledSection aria-label="Service level">
        <p>{slaText(detail)}</p>
        <p>
          Response{' '}
          {complaint.first_response_at
            ? `given ${formatMoment(complaint.first_response_at)}`
            : 'not given yet'}
          {' · '}due {formatMoment(complaint.response_due_at)}
          {sla.response_breached ? ' · Response SLA breached' : ''}
        </p>
      </StyledSection>
      <StyledSection aria-label="Details">
        <StyledFacts>
          <dt>Ticket</dt>
          <dd>{complaint.ticket_number}</dd>
          <dt>Property</dt>
          <dd>{complaint.property_name}</dd>
          <dt>Room</dt>
          <dd>{complaint.room_name ?? '—'}</dd>
          <dt>Resident</dt>
          <dd>{complaint.tenant_name ?? '—'}</dd>
          <dt>Type</dt>
          <dd>{complaint.type_name}</dd>
          <dt>Raised by</dt>
          <dd>{complaint.raised_by_name}</dd>
          <dt>Raised at</dt>
          <dd>{formatMoment(complaint.raised_at)}</dd>
          <dt>Assignee</dt>
          <dd>{assigneeText(complaint)}</dd>
          <dt>Cost</dt>
          <dd>
            {complaint.cost_paise === null
              ? '—'
              : `${formatPaise(complaint.cost_paise, { decimalPlaces })}${
                  complaint.cost_paid_by
                    ? `, paid by ${complaint.cost_paid_by === 'RESIDENT' ? 'the resident' : 'you'}`
                    : ''
                }`}
          </dd>
          <dt>Expense</dt>
          <dd>{complaint.expense_id === null ? 'Not posted' : `Expense #${complaint.expense_id}`}</dd>
          <dt>Charge</dt>
          <dd>
            {complaint.charge_collection_id === null
              ? 'Not charged'
              : `Charge #${complaint.charge_collection_id}`}
          </dd>
          {detail.resolution_notes && (
            <>
              <dt>Resolution</dt>
              <dd>{detail.resolution_notes}</dd>
            </>
          )}
        </StyledFacts>
        {complaint.description && <p>{complaint.description}</p>}
      </StyledSection>
      <StyledSection aria-label="Actions">
        <h3>Actions</h3>
        <StatusActions key={`${complaint.status}-${complaint.updated_at}`} detail={detail} />
      </StyledSection>
      {open && (
        <StyledSection aria-label="Assignment">
          <h3>Assign</h3>
          <AssignSection complaint={complaint} />
        </StyledSection>
      )}
      <StyledSection aria-label="Cost">
        <h3>Cost</h3>
        <CostSection key={complaint.updated_at} complaint={complaint} />
      </StyledSection>
      <StyledSection aria-label="Comment">
        <h3>Comment</h3>
        <CommentSection complaint={complaint} />
      </StyledSection>
      <StyledSection aria-label="Activity">
        <h3>Activity (oldest first)</h3>
        <ComplaintTimeline activities={detail.activities} />
      </StyledSection>
    </StyledSheet>
  )
}
