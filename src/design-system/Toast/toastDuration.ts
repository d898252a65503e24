import type { ToastTone } from './Toast'

/** How long a toast stays by default: errors linger so they can be read in full. */
export const DEFAULT_TOAST_DURATION_MS: Readonly<Record<ToastTone, number>> = {
  error: 8000,
  success: 5000,
  info: 5000,
}

/** A toast's own duration if it has one, else its tone's default; Infinity keeps it until dismissed. */
export function toastDuration({ tone, duration }: { tone: ToastTone; duration?: number }): number {
  return duration ?? DEFAULT_TOAST_DURATION_MS[tone]
}
