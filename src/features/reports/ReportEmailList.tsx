import { StyledList, StyledListItem } from '../../design-system/SheetLayout'
import { StatusBadge } from '../../design-system/StatusBadge'
import { StyledFailure, StyledMuted } from './Reports.styles'
import type { ReportEmail } from './reportsApi'
import { formatMoment } from '../../app/core/kolkataTime'
import { EMAIL_STATE_LABELS, EMAIL_STATE_TONES } from './reportText'

export type ReportEmailListProps = {
  emails: readonly ReportEmail[]
  /** Report titles by type, from the catalogue. */
  titles: ReadonlyMap<string, string>
}

/** Report e-mails, newest first: to whom, what, and whether it left or sits in the server's outbox folder. */
export function ReportEmailList({ emails, titles }: ReportEmailListProps) {
  return (
    <StyledList aria-label="Report e-mails">
      {emails.map((email) => (
        <StyledListItem key={email.id}>
          <div data-part="main">
            <strong>{email.subject}</strong>
            <span data-part="muted">
              To {email.to.join(', ')} · {titles.get(email.report_type) ?? email.report_type} #{email.report_id}
            </span>
            <span data-part="muted">{formatMoment(email.sent_at ?? email.created_at)}</span>
            {email.state === 'OUTBOX' && (
              <StyledMuted>
                Written to the server&apos;s outbox folder as {email.eml_file_name} (no mail server is set up)
              </StyledMuted>
            )}
            {email.state === 'FAILED' && email.error && <StyledFailure>{email.error}</StyledFailure>}
          </div>
          <div data-part="side">
            <StatusBadge tone={EMAIL_STATE_TONES[email.state]}>{EMAIL_STATE_LABELS[email.state]}</StatusBadge>
          </div>
        </StyledListItem>
      ))}
    </StyledList>
  )
}
