import type { HTMLAttributes, ReactNode } from 'react'
import { StyledStatusBadge } from './StatusBadge.styles'

/** Colour family of a badge; each maps to a theme colour and its subtle background. */
export type StatusBadgeTone = 'neutral' | 'success' | 'warning' | 'error' | 'info' | 'primary'

export type StatusBadgeProps = HTMLAttributes<HTMLSpanElement> & {
  children: ReactNode
  /** Colour family. @default 'neutral' */
  tone?: StatusBadgeTone
  /** A decorative icon before the label. */
  icon?: ReactNode
}

/** A pill that names a status, e.g. "Received" or "Due". */
export function StatusBadge({ children, tone = 'neutral', icon, ...rest }: StatusBadgeProps) {
  return (
    <StyledStatusBadge {...rest} data-tone={tone}>
      {icon}
      {children}
    </StyledStatusBadge>
  )
}
