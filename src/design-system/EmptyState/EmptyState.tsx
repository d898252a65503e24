import type { ReactNode } from 'react'
import { InboxIcon } from '../icons'
import {
  StyledAction,
  StyledDescription,
  StyledEmptyState,
  StyledIcon,
  StyledTitle,
} from './EmptyState.styles'

export type EmptyStateProps = {
  title: string
  /** A line on why it is empty or what to do next. */
  description?: ReactNode
  /** An illustration-sized icon. @default an inbox */
  icon?: ReactNode
  /** The next step, usually a Button. */
  action?: ReactNode
  /** Level of the title's heading, to fit the page outline. @default 2 */
  headingLevel?: 2 | 3 | 4
}

/** What a list or panel shows when it has nothing to show. */
export function EmptyState({
  title,
  description,
  icon = <InboxIcon size={40} />,
  action,
  headingLevel = 2,
}: EmptyStateProps) {
  return (
    <StyledEmptyState>
      <StyledIcon>{icon}</StyledIcon>
      <StyledTitle as={`h${headingLevel}`}>{title}</StyledTitle>
      {description !== undefined && <StyledDescription>{description}</StyledDescription>}
      {action !== undefined && <StyledAction>{action}</StyledAction>}
    </StyledEmptyState>
  )
}
