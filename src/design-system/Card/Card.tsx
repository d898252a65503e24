import { useId, type HTMLAttributes, type ReactNode } from 'react'
import { StyledBody, StyledCard, StyledHeader, StyledTitle } from './Card.styles'

/** Inner spacing: none 0, small 12 px, regular 16 px, large 24 px. */
export type CardPadding = 'none' | 'small' | 'regular' | 'large'

export type CardProps = Omit<HTMLAttributes<HTMLElement>, 'title'> & {
  children: ReactNode
  /** A heading at the top; the card then becomes a region named by it. */
  title?: ReactNode
  /** Level of the title's heading, to fit the page outline. @default 2 */
  headingLevel?: 2 | 3 | 4
  /** Controls at the top right, e.g. a button or a menu. */
  actions?: ReactNode
  /** Inner spacing. @default 'regular' */
  padding?: CardPadding
}

/** A white surface grouping related content, with an optional title bar. */
export function Card({
  children,
  title,
  headingLevel = 2,
  actions,
  padding = 'regular',
  ...rest
}: CardProps) {
  const titleId = useId()
  const hasHeader = title !== undefined || actions !== undefined
  return (
    <StyledCard
      {...rest}
      as={title === undefined ? 'div' : 'section'}
      aria-labelledby={title === undefined ? rest['aria-labelledby'] : titleId}
      data-padding={padding}
    >
      {hasHeader && (
        <StyledHeader>
          {title !== undefined && (
            <StyledTitle as={`h${headingLevel}`} id={titleId}>
              {title}
            </StyledTitle>
          )}
          {actions !== undefined && <div data-part="actions">{actions}</div>}
        </StyledHeader>
      )}
      <StyledBody>{children}</StyledBody>
    </StyledCard>
  )
}
