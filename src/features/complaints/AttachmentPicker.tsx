import { useId } from 'react'
import { Button } from '../../design-system/Button'
import { FileDrop } from '../../design-system/FileDrop'
import { Meter } from '../../design-system/Meter'
import { ATTACHMENT_ACCEPT, MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS, attachmentProblem } from './attachments'
import { StyledAttachments, StyledFieldError } from './Complaints.styles'

export type AttachmentPickerProps = {
  files: readonly File[]
  onChange: (files: File[]) => void
  /** A message about the files (the picker's own, or the server's 400), shown under the list. */
  error?: string
  onError: (message: string | undefined) => void
  disabled?: boolean
  /** The percentage of the form sent so far while it is being sent, else null. */
  percentSent?: number | null
}

/** Photos, PDFs or videos for a complaint: checked here first (kind, size, at most 5), sent with the form. */
export function AttachmentPicker({
  files,
  onChange,
  error,
  onError,
  disabled,
  percentSent = null,
}: AttachmentPickerProps) {
  const errorId = useId()
  const add = (chosen: File[]) => {
    const next = [...files, ...chosen]
    const problem = attachmentProblem(next)
    onError(problem ?? undefined)
    if (!problem) onChange(next)
  }
  return (
    <div data-span="full" aria-describedby={error ? errorId : undefined}>
      <FileDrop
        label="Attachments"
        accept={ATTACHMENT_ACCEPT}
        maxSizeBytes={MAX_ATTACHMENT_BYTES}
        multiple
        disabled={disabled}
        onFiles={add}
      />
      {files.length > 0 && (
        <StyledAttachments aria-label={`Attached files (at most ${MAX_ATTACHMENTS})`}>
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`}>
              <span>{file.name}</span>
              <Button
                variant="ghost"
                size="small"
                disabled={disabled}
                aria-label={`Remove ${file.name}`}
                onClick={() => {
                  onError(undefined)
                  onChange(files.filter((_, at) => at !== index))
                }}
              >
                Remove
              </Button>
            </li>
          ))}
        </StyledAttachments>
      )}
      {files.length > 0 && percentSent !== null && (
        <Meter label="Sending attachments" value={percentSent} width="100%" />
      )}
      {error && (
        <StyledFieldError id={errorId} role="alert">
          {error}
        </StyledFieldError>
      )}
    </div>
  )
}
