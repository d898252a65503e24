import { StatusBadge } from '../../design-system/StatusBadge'
import { TextField } from '../../design-system/TextField'
import type { AttendanceEntry } from './attendanceApi'
import { StyledMarks, StyledPair } from './Attendance.styles'
import { MARK_LABELS, PASS_STATUS_LABELS } from './labels'
import { formatMoment } from '../../app/core/kolkataTime'
import { MARKABLE, type Mark } from './rollCall'

export type ResidentMarksProps = {
  entry: AttendanceEntry
  mark: Mark
  error?: string
  onChange: (mark: Mark) => void
}

/**
 * One resident's marks as a native radio group: arrow keys move between Present, Absent, Leave and Late, Tab moves
 * on to the next resident. Late asks for the entry time and a remark.
 */
export function ResidentMarks({ entry, mark, error, onChange }: ResidentMarksProps) {
  const name = entry.tenant_name
  const group = `mark-${entry.tenant_id}`
  return (
    <StyledMarks role="radiogroup" aria-label={name}>
      <legend>
        {name}{' '}
        <span data-part="muted">
          Room {entry.room_name} · Bed {entry.bed_name}
        </span>
      </legend>
      {entry.outpass_status && (
        <span>
          <StatusBadge tone="info">On a pass · {PASS_STATUS_LABELS[entry.outpass_status]}</StatusBadge>
        </span>
      )}
      <div data-part="choices">
        {MARKABLE.map((status) => (
          <label key={status}>
            <input
              type="radio"
              name={group}
              value={status}
              checked={mark.status === status}
              onChange={() => onChange({ ...mark, status })}
            />
            {MARK_LABELS[status]}
          </label>
        ))}
      </div>
      {mark.status === 'LATE' && (
        <StyledPair>
          <TextField
            label={`Entry time of ${name}`}
            placeholder="HH:mm"
            inputMode="numeric"
            maxLength={5}
            required
            value={mark.lateTime}
            error={error}
            onChange={(event) => onChange({ ...mark, lateTime: event.target.value })}
          />
          <TextField
            label={`Remark for ${name}`}
            maxLength={300}
            value={mark.remarks}
            onChange={(event) => onChange({ ...mark, remarks: event.target.value })}
          />
        </StyledPair>
      )}
      {entry.marked_at && (
        <span data-part="muted">
          Marked {MARK_LABELS[entry.status]} at {formatMoment(entry.marked_at)}
          {entry.marked_by_name ? ` by ${entry.marked_by_name}` : ''}
        </span>
      )}
      {entry.history.length > 0 && (
        <details>
          <summary>
            Earlier marks of {name} ({entry.history.length})
          </summary>
          <ul>
            {entry.history.map((revision) => (
              <li key={revision.marked_at}>
                {MARK_LABELS[revision.status]}
                {revision.late_entry_time ? ` at ${revision.late_entry_time}` : ''} ·{' '}
                {formatMoment(revision.marked_at)}
                {revision.marked_by_name ? ` by ${revision.marked_by_name}` : ''}
                {revision.remarks ? ` · ${revision.remarks}` : ''}
              </li>
            ))}
          </ul>
        </details>
      )}
    </StyledMarks>
  )
}
