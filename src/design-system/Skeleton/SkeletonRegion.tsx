import type { HTMLAttributes, ReactNode } from 'react'
import { StyledVisuallyHidden } from './Skeleton.styles'

export type SkeletonRegionProps = HTMLAttributes<HTMLDivElement> & {
  /** Whether the content inside is still loading. */
  busy: boolean
  /** Announced while busy. @default 'Loading…' */
  label?: string
  /**
   * Holds the placeholders' shimmer still, e.g. while content that has arrived is being laid out behind them:
   * repainting the shimmer every frame would slow that down. @default false
   */
  still?: boolean
  children: ReactNode
}

/** Wraps a loading area: aria-busy while skeletons stand in, with a status message for screen readers. */
export function SkeletonRegion({
  busy,
  label = 'Loading…',
  still = false,
  children,
  ...rest
}: SkeletonRegionProps) {
  return (
    <div {...rest} aria-busy={busy} data-skeleton-still={still || undefined}>
      <StyledVisuallyHidden role="status">{busy ? label : ''}</StyledVisuallyHidden>
      {children}
    </div>
  )
}
