import { useId, type ReactNode } from 'react'
import { StyledBlock, StyledMuted, StyledTiles } from './Dashboard.styles'

export type BlockProps = {
  title: string
  /** Shown instead of the tiles when the block has nothing to show. */
  empty?: string | false
  children: ReactNode
}

/** A titled group of tiles (a region named by its heading). */
export function Block({ title, empty, children }: BlockProps) {
  const headingId = useId()
  return (
    <StyledBlock aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {empty ? <StyledMuted>{empty}</StyledMuted> : <StyledTiles>{children}</StyledTiles>}
    </StyledBlock>
  )
}
