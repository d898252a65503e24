import { useState } from 'react'
import { Button } from '../../design-system/Button'
import { Checkbox } from '../../design-system/Checkbox'
import { StyledActions, StyledFormGrid, StyledNotice } from '../../design-system/SheetLayout'
import { TextArea } from '../../design-system/TextArea'
import { actionError } from './actionError'
import { AttachmentPicker } from './AttachmentPicker'
import type { Complaint } from './complaintsApi'
import { useComplaintUpload } from './useComplaintUpload'

type Errors = { comment?: string; file?: string; message?: string }

/** A comment (public, or an internal note) and/or attachments on the complaint. */
export function CommentSection({ complaint }: { complaint: Complaint }) {
  const upload = useComplaintUpload()
  const sending = upload.percent !== null
  const [comment, setComment] = useState('')
  const [internal, setInternal] = useState(false)
  const [files, setFiles] = useState<File[]>([])
  const [errors, setErrors] = useState<Errors>({})

  const submit = async () => {
    const text = comment.trim()
    if (!text && files.length === 0) {
      setErrors({ comment: 'Write a comment or attach a file' })
      return
    }
    const result = await upload.update(complaint.id, {
      ...(text ? { comment: text, comment_visibility: internal ? 'INTERNAL' : 'PUBLIC' } : {}),
      ...(files.length > 0 ? { file: files } : {}),
    })
    if (result.error) {
      const { byField, message } = actionError(result.error, {
        comment: 'comment',
        comment_visibility: 'comment',
        file: 'file',
      })
      setErrors({ ...byField, message })
      return
    }
    setErrors({})
    setComment('')
    setFiles([])
  }

  return (
    <StyledFormGrid
      noValidate
      aria-label="Add comment"
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      <div data-span="full">
        <TextArea
          label="Comment"
          maxLength={2000}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          error={errors.comment}
        />
      </div>
      <div data-span="full">
        <Checkbox
          label="Internal note"
          hint="For you and your staff; never shown to the resident."
          checked={internal}
          onChange={(event) => setInternal(event.target.checked)}
        />
      </div>
      <AttachmentPicker
        files={files}
        onChange={setFiles}
        error={errors.file}
        onError={(file) => setErrors({ ...errors, file })}
        disabled={sending}
        percentSent={upload.percent}
      />
      {errors.message && (
        <StyledNotice data-span="full" role="alert">
          {errors.message}
        </StyledNotice>
      )}
      <StyledActions>
        <Button type="submit" loading={sending}>
          Add comment
        </Button>
      </StyledActions>
    </StyledFormGrid>
  )
}
