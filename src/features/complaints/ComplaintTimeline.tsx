import { useAppDispatch } from '../../app/core/hooks'
import { downloadWithToken, reportFileCallFailure } from '../../app/core/files/fileTransfer'
import { Button } from '../../design-system/Button'
import { StatusBadge } from '../../design-system/StatusBadge'
import type { ComplaintActivity, StoredFile } from './complaintsApi'
import { formatMoment } from '../../app/core/kolkataTime'
import { ACTIVITY_LABELS } from './complaintText'
import { StyledAttachments, StyledTimeline } from './Complaints.styles'

/** A stored file as a button that downloads it with the session's token (a plain link cannot carry it). */
export function FileLink({ file }: { file: StoredFile }) {
  const dispatch = useAppDispatch()
  return (
    <Button
      variant="ghost"
      size="small"
      aria-label={`Download ${file.file_name}`}
      onClick={() =>
        void downloadWithToken(file.url, file.file_name).catch((error: unknown) =>
          reportFileCallFailure(dispatch, error),
        )
      }
    >
      {file.file_name}
    </Button>
  )
}

/** The activity list, oldest first as the provider gives it; internal notes are marked "Internal". */
export function ComplaintTimeline({ activities }: { activities: readonly ComplaintActivity[] }) {
  return (
    <StyledTimeline aria-label="Activity, oldest first">
      {activities.map((activity, index) => (
        <li key={`${activity.id}-${index}`} data-visibility={activity.visibility}>
          <span>
            <StatusBadge tone={activity.kind === 'COMMENT' ? 'info' : 'neutral'}>
              {ACTIVITY_LABELS[activity.kind]}
            </StatusBadge>{' '}
            {activity.visibility === 'INTERNAL' && <StatusBadge tone="warning">Internal</StatusBadge>}
          </span>
          <span>{activity.text}</span>
          <span data-part="meta">
            {activity.actor_name} · {formatMoment(activity.at)}
          </span>
          {activity.attachments.length > 0 && (
            <StyledAttachments aria-label="Files">
              {activity.attachments.map((file) => (
                <li key={file.id}>
                  <FileLink file={file} />
                </li>
              ))}
            </StyledAttachments>
          )}
        </li>
      ))}
    </StyledTimeline>
  )
}
