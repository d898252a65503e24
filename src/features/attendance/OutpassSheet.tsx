import { Button } from '../../design-system/Button'
import { EmptyState } from '../../design-system/EmptyState'
import { formatPhone } from '../../design-system/format'
import {
  StyledFacts,
  StyledHeadline,
  StyledList,
  StyledListItem,
  StyledSection,
  StyledSheet,
} from '../../design-system/SheetLayout'
import { Skeleton } from '../../design-system/Skeleton'
import { StatusBadge } from '../../design-system/StatusBadge'
import { useGetOutpassQuery, type OutpassDetail } from './attendanceApi'
import { formatMoment } from '../../app/core/kolkataTime'
import { formatMinutes, PASS_STATUS_LABELS, PASS_STATUS_TONES, PASS_TYPE_LABELS } from './labels'
import { OutpassActions } from './OutpassActions'

export type OutpassSheetProps = { panelId: number; outpassId: number }

const EVENT_LABELS: Record<OutpassDetail['history'][number]['event'], string> = {
  REQUESTED: 'Requested',
  AUTO_APPROVED: 'Approved at once (short outing)',
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
  CANCELLED: 'Cancelled',
  OUT: 'Went out',
  IN: 'Came back',
  OVERDUE: 'Overdue',
  EXPIRED: 'Expired unused',
}

const NOTICE_LABELS: Record<OutpassDetail['notices'][number]['event'], string> = {
  APPROVED: 'Approval',
  OUT: 'Went out',
  LATE_RETURN: 'Late return',
  OVERDUE: 'Overdue',
}

const guardianText = (approved: boolean | null) =>
  approved === null ? 'Not asked yet' : approved ? 'Approved' : 'Not approved'

/** One pass: its details, timeline and notices, and only the actions its state allows. */
export default function OutpassSheet({ outpassId }: OutpassSheetProps) {
  const { data, isLoading, isError, refetch } = useGetOutpassQuery({ id: outpassId })
  if (isLoading) return <Skeleton count={10} />
  if (isError || !data)
    return (
      <EmptyState
        title="This pass could not be loaded"
        headingLevel={3}
        action={<Button onClick={() => void refetch()}>Try again</Button>}
      />
    )
  const { outpass, history, notices } = data.data
  return (
    <StyledSheet>
      <StyledHeadline>
        <strong>{outpass.tenant_name}</strong>
        <StatusBadge tone={PASS_STATUS_TONES[outpass.status]}>
          {PASS_STATUS_LABELS[outpass.status]}
        </StatusBadge>
        <span data-part="end">{PASS_TYPE_LABELS[outpass.type]}</span>
      </StyledHeadline>
      <StyledSection aria-label="Pass details">
        <h3>Details</h3>
        <StyledFacts>
          <dt>Property</dt>
          <dd>{outpass.property_name}</dd>
          <dt>Room</dt>
          <dd>
            {[outpass.floor_name, outpass.room_name, outpass.bed_name].filter(Boolean).join(' · ') || '—'}
          </dd>
          <dt>Phone</dt>
          <dd>{formatPhone(outpass.tenant_phone)}</dd>
          <dt>Leaves</dt>
          <dd>{formatMoment(outpass.from_at)}</dd>
          <dt>Returns</dt>
          <dd>{formatMoment(outpass.to_at)}</dd>
          <dt>Destination</dt>
          <dd>{outpass.destination}</dd>
          <dt>Reason</dt>
          <dd>{outpass.reason}</dd>
          <dt>Contact phone</dt>
          <dd>{outpass.contact_phone ? formatPhone(outpass.contact_phone) : '—'}</dd>
          <dt>Guardian</dt>
          <dd>{guardianText(outpass.guardian_approved)}</dd>
          <dt>Out at</dt>
          <dd>{formatMoment(outpass.actual_out_at) || '—'}</dd>
          <dt>In at</dt>
          <dd>{formatMoment(outpass.actual_in_at) || '—'}</dd>
          {outpass.late_by_minutes !== null && (
            <>
              <dt>Late by</dt>
              <dd data-tone="error">{formatMinutes(outpass.late_by_minutes)}</dd>
            </>
          )}
        </StyledFacts>
      </StyledSection>
      <StyledSection aria-label="Timeline">
        <h3>Timeline</h3>
        <StyledList>
          {history.map((event) => (
            <StyledListItem key={`${event.event}-${event.at}`}>
              <span data-part="main">
                <span>
                  {EVENT_LABELS[event.event]}
                  {event.by_name ? ` by ${event.by_name}` : ''}
                </span>
                <span data-part="muted">
                  {formatMoment(event.at)}
                  {event.remarks ? ` · ${event.remarks}` : ''}
                </span>
              </span>
            </StyledListItem>
          ))}
        </StyledList>
      </StyledSection>
      <StyledSection aria-label="Notices sent">
        <h3>Notices sent</h3>
        {notices.length === 0 ? (
          <p>No notices yet.</p>
        ) : (
          <StyledList>
            {notices.map((notice) => (
              <StyledListItem key={`${notice.event}-${notice.recipient}-${notice.created_at}`}>
                <span data-part="main">
                  <span>
                    {NOTICE_LABELS[notice.event]} to the{' '}
                    {notice.recipient === 'GUARDIAN' ? 'guardian' : 'resident'}
                  </span>
                  <span data-part="muted">
                    {formatPhone(notice.to)} · {formatMoment(notice.created_at)}
                  </span>
                </span>
                <span data-part="side">{notice.status.toLowerCase()}</span>
              </StyledListItem>
            ))}
          </StyledList>
        )}
      </StyledSection>
      <OutpassActions key={outpass.status} outpass={outpass} />
    </StyledSheet>
  )
}
