import { useEffect, useEffectEvent, useRef, useState, type FocusEvent } from 'react'
import { createPortal } from 'react-dom'
import { Toast, type ToastTone } from './Toast'
import { StyledToaster } from './Toast.styles'
import { toastDuration } from './toastDuration'

export type ToastItem = {
  id: string
  tone: ToastTone
  message: string
  title?: string
  /** Milliseconds before it dismisses itself; Infinity keeps it. @default 8000 for error, 5000 otherwise */
  duration?: number
}

export type ToasterProps = {
  /** The toasts to show; the newest (last) appears at the top. */
  toasts: readonly ToastItem[]
  /** Called with a toast's id when its dismiss button is pressed or its time runs out. */
  onDismiss: (id: string) => void
}

/** A toast that dismisses itself after its duration; the clock stops while it is hovered or holds focus. */
function TimedToast({ toast, onDismiss }: { toast: ToastItem; onDismiss: (id: string) => void }) {
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const remaining = useRef(toastDuration(toast))
  const expire = useEffectEvent(() => onDismiss(toast.id))

  useEffect(() => {
    if (hovered || focused || !Number.isFinite(remaining.current)) return
    const started = Date.now()
    const timer = setTimeout(() => expire(), remaining.current)
    return () => {
      clearTimeout(timer)
      remaining.current -= Date.now() - started
    }
  }, [hovered, focused])

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false)
  }

  return (
    <Toast
      tone={toast.tone}
      title={toast.title}
      message={toast.message}
      onDismiss={() => onDismiss(toast.id)}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    />
  )
}

/** The stack of toasts at the top right of the viewport. Props in, events out: the app owns the list. */
export function Toaster({ toasts, onDismiss }: ToasterProps) {
  return createPortal(
    <StyledToaster>
      {[...toasts].reverse().map((toast) => (
        <TimedToast key={toast.id} toast={toast} onDismiss={onDismiss} />
      ))}
    </StyledToaster>,
    document.body,
  )
}
