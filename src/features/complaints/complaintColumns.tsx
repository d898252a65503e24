import type { DataTableColumn } from '../../design-system/DataTable'
import { StatusBadge } from '../../design-system/StatusBadge'
import type { Complaint } from './complaintsApi'
import {
  ageText,
  assigneeText,
  placeText,
  PRIORITY_BADGES,
  reopenText,
  SLA_BADGES,
  STATUS_BADGES,
} from './complaintText'
import { StyledBadges, StyledCell } from './Complaints.styles'

export function SlaBadge({ complaint }: { complaint: Pick<Complaint, 'sla_state'> }) {
  const badge = SLA_BADGES[complaint.sla_state]
  return badge ? <StatusBadge tone={badge.tone}>{badge.label}</StatusBadge> : null
}

export const complaintColumns: DataTableColumn<Complaint>[] = [
  {
    id: 'ticket',
    header: 'Complaint',
    cell: (complaint) => (
      <StyledCell>
        <strong>{complaint.title}</strong>
        <span>
          {complaint.ticket_number} · {complaint.type_name}
        </span>
      </StyledCell>
    ),
  },
  {
    id: 'place',
    header: 'Where',
    cell: (complaint) => (
      <StyledCell>
        {placeText(complaint)}
        {complaint.tenant_name && <span>{complaint.tenant_name}</span>}
      </StyledCell>
    ),
  },
  {
    id: 'priority',
    header: 'Priority',
    cell: ({ priority }) => (
      <StatusBadge tone={PRIORITY_BADGES[priority].tone}>{PRIORITY_BADGES[priority].label}</StatusBadge>
    ),
  },
  {
    id: 'status',
    header: 'Status',
    cell: (complaint) => (
      <StyledBadges>
        <StatusBadge tone={STATUS_BADGES[complaint.status].tone}>
          {STATUS_BADGES[complaint.status].label}
        </StatusBadge>
        <SlaBadge complaint={complaint} />
        {complaint.is_repeat && <StatusBadge tone="warning">Repeat</StatusBadge>}
        {complaint.reopen_count > 0 && (
          <StatusBadge tone="neutral">{reopenText(complaint.reopen_count)}</StatusBadge>
        )}
      </StyledBadges>
    ),
  },
  { id: 'assignee', header: 'Assignee', cell: assigneeText },
  { id: 'age', header: 'Age', align: 'end', cell: (complaint) => ageText(complaint.age_hours) },
]
