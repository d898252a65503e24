import { useState, type CSSProperties } from 'react'
import { downloadWithToken, reportFileCallFailure } from '../../app/core/files/fileTransfer'
import { useAppDispatch } from '../../app/core/hooks'
import { panelPushed } from '../../app/core/sideSheet/sideSheetSlice'
import { Button } from '../../design-system/Button'
import { StyledList, StyledListItem } from '../../design-system/SheetLayout'
import { StatusBadge } from '../../design-system/StatusBadge'
import { StyledActionsRow, StyledFailure, StyledMuted, StyledProgress } from './Reports.styles'
import { useRerunReportMutation, type ReportJob } from './reportsApi'
import { formatMoment } from '../../app/core/kolkataTime'
import {
  canRerun,
  formatRows,
  formatSize,
  isUnfinished,
  parametersInWords,
  STATUS_LABELS,
  STATUS_TONES,
} from './reportText'

/** The file operation of a job, used when the server has not given its download_url. */
export const reportFilePath = (job: Pick<ReportJob, 'id' | 'download_url'>) =>
  job.download_url ?? `/report/api/v1/operator/report/${job.id}/download`

export type ReportJobListProps = {
  jobs: readonly ReportJob[]
  propertyNames: ReadonlyMap<number, string>
}

/** Generated reports, newest first, with live progress and what can be done with each. */
export function ReportJobList({ jobs, propertyNames }: ReportJobListProps) {
  const dispatch = useAppDispatch()
  const [rerunReport] = useRerunReportMutation()
  const [busy, setBusy] = useState<number | null>(null)

  const download = async (job: ReportJob) => {
    setBusy(job.id)
    try {
      await downloadWithToken(reportFilePath(job), job.file_name ?? `report-${job.id}`)
    } catch (error) {
      reportFileCallFailure(dispatch, error)
    } finally {
      setBusy(null)
    }
  }
  const rerun = async (job: ReportJob) => {
    setBusy(job.id)
    await rerunReport({ id: job.id })
    setBusy(null)
  }
  const email = (job: ReportJob) =>
    dispatch(
      panelPushed({
        kind: 'reports/email',
        title: `E-mail ${job.title}`,
        width: 480,
        props: { reportId: job.id, title: job.title },
      }),
    )

  return (
    <StyledList aria-label="Generated reports">
      {jobs.map((job) => (
        <StyledListItem key={job.id} aria-label={`${job.title} #${job.id}`}>
          <div data-part="main">
            <strong>{job.title}</strong>
            <span data-part="muted">
              {parametersInWords(job.parameters, propertyNames)} · {job.format}
            </span>
            <span data-part="muted">
              Asked by {job.requested_by} on {formatMoment(job.requested_at)}
            </span>
            {job.status === 'READY' && job.row_count !== null && job.size_bytes !== null && (
              <StyledMuted>
                {formatRows(job.row_count)} · {formatSize(job.size_bytes)}
              </StyledMuted>
            )}
            {job.status === 'FAILED' && job.failure_reason && <StyledFailure>{job.failure_reason}</StyledFailure>}
            {isUnfinished(job) && (
              <StyledProgress
                role="progressbar"
                aria-label={`Progress of ${job.title}`}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={job.progress_pct}
                style={{ '--progress': `${job.progress_pct}%` } as CSSProperties}
              >
                <span />
              </StyledProgress>
            )}
          </div>
          <div data-part="side">
            <StatusBadge tone={STATUS_TONES[job.status]}>{STATUS_LABELS[job.status]}</StatusBadge>
            <StyledActionsRow>
              {job.status === 'READY' && (
                <>
                  <Button
                    size="xxsmall"
                    loading={busy === job.id}
                    onClick={() => void download(job)}
                    aria-label={`Download ${job.title}`}
                  >
                    Download
                  </Button>
                  <Button
                    size="xxsmall"
                    variant="secondary"
                    onClick={() => email(job)}
                    aria-label={`E-mail ${job.title}`}
                  >
                    Email
                  </Button>
                </>
              )}
              {canRerun(job) && (
                <Button
                  size="xxsmall"
                  variant="secondary"
                  loading={busy === job.id}
                  onClick={() => void rerun(job)}
                  aria-label={`Re-run ${job.title}`}
                >
                  Re-run
                </Button>
              )}
            </StyledActionsRow>
          </div>
        </StyledListItem>
      ))}
    </StyledList>
  )
}
