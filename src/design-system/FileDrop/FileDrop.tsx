import { useId, useState, type ChangeEvent, type DragEvent } from 'react'
import { Button } from '../Button'
import { AlertIcon, CheckIcon, CloseIcon, FileIcon, UploadIcon } from '../icons'
import {
  StyledChooseLabel,
  StyledErrors,
  StyledFileDrop,
  StyledHint,
  StyledInput,
  StyledProgress,
  StyledUpload,
  StyledUploads,
  StyledZone,
} from './FileDrop.styles'
import { describeAccept, formatBytes, validateFiles } from './fileRules'

export type FileUploadStatus = 'uploading' | 'done' | 'error'

export type FileUpload = {
  id: string
  name: string
  /** Percent sent, 0–100. */
  progress: number
  status: FileUploadStatus
  /** Why the upload failed, shown when status is 'error'. */
  error?: string
}

export type FileDropProps = {
  /** Accepted MIME types (wildcards such as image/* allowed) or extensions; also named in messages. */
  accept: readonly string[]
  /** Largest accepted file in bytes. */
  maxSizeBytes: number
  /** Allows several files at once. @default false */
  multiple?: boolean
  /** Called with the files that pass the type and size rules; the others get a message. */
  onFiles: (files: File[]) => void
  /** Files being sent or sent, each with its progress. */
  uploads?: readonly FileUpload[]
  /** Cancels an upload in progress or removes a finished or failed one. */
  onRemove?: (id: string) => void
  /** Accessible name of the drop zone. @default 'File upload' */
  label?: string
  /** @default false */
  disabled?: boolean
}

/** A drop zone with a "Choose file" button; it checks type and size before handing files on, and lists uploads. */
export function FileDrop({
  accept,
  maxSizeBytes,
  multiple = false,
  onFiles,
  uploads = [],
  onRemove,
  label = 'File upload',
  disabled = false,
}: FileDropProps) {
  const inputId = useId()
  const hintId = useId()
  const [dragging, setDragging] = useState(false)
  const [errors, setErrors] = useState<string[]>([])
  const noun = multiple ? 'files' : 'a file'

  const take = (files: File[]) => {
    const result = validateFiles(files, { accept, maxSizeBytes, multiple })
    setErrors(result.errors)
    if (result.valid.length > 0) onFiles(result.valid)
  }

  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    if (disabled) return
    // Without this the browser opens the dropped file instead of handing it over.
    event.preventDefault()
    setDragging(true)
  }
  const onDragLeave = (event: DragEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false)
  }
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    if (disabled) return
    event.preventDefault()
    setDragging(false)
    take(Array.from(event.dataTransfer.files))
  }
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    take(Array.from(event.target.files ?? []))
    // Lets the same file be chosen again after a failure.
    event.target.value = ''
  }

  return (
    <StyledFileDrop>
      <StyledZone
        role="group"
        aria-label={label}
        data-dragging={dragging}
        data-disabled={disabled}
        onDragOver={onDragOver}
        onDragLeave={onDragLeave}
        onDrop={onDrop}
      >
        <UploadIcon size={24} />
        <p>{dragging ? `Drop to add ${noun}` : `Drag ${noun} here, or`}</p>
        <div>
          <StyledInput
            id={inputId}
            type="file"
            accept={accept.join(',')}
            multiple={multiple}
            disabled={disabled}
            aria-describedby={hintId}
            onChange={onChange}
          />
          <StyledChooseLabel htmlFor={inputId}>{multiple ? 'Choose files' : 'Choose file'}</StyledChooseLabel>
        </div>
        <StyledHint id={hintId}>
          {describeAccept(accept)}, up to {formatBytes(maxSizeBytes)}
        </StyledHint>
      </StyledZone>
      {errors.length > 0 && (
        <StyledErrors role="alert">
          {errors.map((message, index) => (
            <p key={`${index}-${message}`}>
              <AlertIcon size={14} />
              {message}
            </p>
          ))}
        </StyledErrors>
      )}
      {uploads.length > 0 && (
        <StyledUploads aria-label="Uploads">
          {uploads.map((upload) => (
            <UploadItem key={upload.id} upload={upload} onRemove={onRemove} />
          ))}
        </StyledUploads>
      )}
    </StyledFileDrop>
  )
}

function UploadItem({ upload, onRemove }: { upload: FileUpload; onRemove?: (id: string) => void }) {
  const { id, name, progress, status, error } = upload
  const percent = Math.round(Math.max(0, Math.min(100, progress)))
  return (
    <StyledUpload data-status={status}>
      <FileIcon size={18} />
      <span data-part="name">{name}</span>
      {onRemove && (
        <Button
          variant="ghost"
          size="xxsmall"
          aria-label={status === 'uploading' ? `Cancel upload of ${name}` : `Remove ${name}`}
          onClick={() => onRemove(id)}
        >
          <CloseIcon size={14} />
        </Button>
      )}
      {status === 'uploading' && (
        <StyledProgress
          role="progressbar"
          aria-label={`Uploading ${name}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
        >
          <span style={{ width: `${percent}%` }} />
        </StyledProgress>
      )}
      <span data-part="status">
        {status === 'uploading' && `${percent}%`}
        {status === 'done' && (
          <>
            <CheckIcon size={12} /> Uploaded
          </>
        )}
        {status === 'error' && (error ?? 'Upload failed')}
      </span>
    </StyledUpload>
  )
}
