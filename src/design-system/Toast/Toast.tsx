import type { HTMLAttributes, ReactNode } from 'react'
import { IconButton } from '../IconButton'
import { AlertIcon, CloseIcon, InfoIcon, SuccessIcon } from '../icons'
import {
  StyledDismiss,
  StyledIcon,
  StyledMessage,
  StyledText,
  StyledTitle,
  StyledToast,
} from './Toast.styles'

/** error: a failed call (announced at once); success: a completed action; info: anything else. */
export type ToastTone = 'error' | 'success' | 'info'

export type ToastProps = Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'role'> & {
  /** Colour, icon and urgency. @default 'info' */
  tone?: ToastTone
  /** A bold line above the message. */
  title?: ReactNode
  message: ReactNode
  /** Called by the dismiss button; without it the toast has none. */
  onDismiss?: () => void
}

const icons = { error: AlertIcon, success: SuccessIcon, info: InfoIcon } as const

/** One notification: an error interrupts screen readers (alert), the other tones wait their turn (status). */
export function Toast({ tone = 'info', title, message, onDismiss, ...rest }: ToastProps) {
  const Icon = icons[tone]
  return (
    <StyledToast {...rest} role={tone === 'error' ? 'alert' : 'status'} data-tone={tone}>
      <StyledIcon>
        <Icon size={20} />
      </StyledIcon>
      <StyledText>
        {title !== undefined && <StyledTitle>{title}</StyledTitle>}
        <StyledMessage>{message}</StyledMessage>
      </StyledText>
      {onDismiss && (
        <StyledDismiss>
          <IconButton size="xxsmall" label="Dismiss notification" icon={<CloseIcon />} onClick={onDismiss} />
        </StyledDismiss>
      )}
    </StyledToast>
  )
}
