import { useState, type FormEvent } from 'react'
import { Button } from '../../design-system/Button'
import { Modal } from '../../design-system/Modal'
import { TextArea } from '../../design-system/TextArea'

export type ReasonDialogProps = {
  open: boolean
  title: string
  /** What will happen, in a sentence. */
  description: string
  confirmLabel: string
  /** Resolves true once done; the dialog then closes. */
  onConfirm: (reason: string) => Promise<boolean>
  onClose: () => void
}

const FORM_ID = 'transaction-reason'

/** Confirms a deletion or a revert and asks why, since the reason is kept in the payment's audit trail. */
export function ReasonDialog({
  open,
  title,
  description,
  confirmLabel,
  onConfirm,
  onClose,
}: ReasonDialogProps) {
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [busy, setBusy] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!reason.trim()) {
      setError('Say why, for the audit trail')
      return
    }
    setBusy(true)
    const done = await onConfirm(reason.trim())
    setBusy(false)
    if (done) {
      setReason('')
      setError(undefined)
      onClose()
    }
  }

  return (
    <Modal
      open={open}
      onClose={() => !busy && onClose()}
      title={title}
      description={description}
      footer={
        <>
          <Button variant="secondary" disabled={busy} onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} variant="danger" loading={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <form id={FORM_ID} noValidate onSubmit={(event) => void submit(event)}>
        <TextArea
          label="Reason"
          required
          maxLength={500}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={error}
        />
      </form>
    </Modal>
  )
}
