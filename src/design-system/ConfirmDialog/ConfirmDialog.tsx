import { useState, type ReactNode } from 'react'
import { Button } from '../Button'
import { Modal } from '../Modal'

/** 'danger' for destructive actions: the confirm button turns red and focus starts on Cancel. */
export type ConfirmDialogTone = 'default' | 'danger'

export type ConfirmDialogProps = {
  /** Whether the dialog is shown. */
  open: boolean
  title: ReactNode
  /** What will happen, in a sentence or two; it also describes the dialog. */
  message: ReactNode
  /** @default 'Confirm' */
  confirmLabel?: string
  /** @default 'Cancel' */
  cancelLabel?: string
  /** @default 'default' */
  tone?: ConfirmDialogTone
  /**
   * Called on confirm. Return a promise to keep the confirm button loading (and the dialog open) until it settles;
   * the caller closes the dialog. On rejection the dialog stays open so the operator can retry.
   */
  onConfirm: () => unknown
  /** Called on Cancel, Escape or a backdrop click; ignored while a confirmation is in progress. */
  onCancel: () => void
}

/** Asks the operator to confirm an action, built on Modal. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  tone = 'default',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const [pending, setPending] = useState(false)

  const confirm = async () => {
    const result = onConfirm()
    if (!(result instanceof Promise)) return
    setPending(true)
    try {
      await result
    } catch {
      // The caller reports the failure (the API layer shows an error toast); the dialog stays for a retry.
    } finally {
      setPending(false)
    }
  }

  const cancel = () => {
    if (!pending) onCancel()
  }

  return (
    <Modal
      open={open}
      onClose={cancel}
      role="alertdialog"
      size="small"
      title={title}
      description={message}
      showCloseButton={false}
      footer={
        <>
          <Button
            variant="secondary"
            disabled={pending}
            onClick={cancel}
            data-autofocus={tone === 'danger' || undefined}
          >
            {cancelLabel}
          </Button>
          <Button
            variant={tone === 'danger' ? 'danger' : 'primary'}
            loading={pending}
            onClick={confirm}
            data-autofocus={tone !== 'danger' || undefined}
          >
            {confirmLabel}
          </Button>
        </>
      }
    />
  )
}
