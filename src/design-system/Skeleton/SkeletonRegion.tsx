import type { HTMLAttributes, ReactNode } from 'react'
import { StyledVisuallyHidden } from './Skeleton.styles'

export type SkeletonRegionProps = HTMLAttributes<HTMLDivElement> & {
  /** Whether the content inside is still loading. */
  busy: boolean
  /** Announced while busy. @default 'Loading…' */
  label?: string
  children: ReactNode
}

/** Wraps a loading area: aria-busy while skeletons stand in, with a status message for screen readers. */
export function SkeletonRegion({ busy, label = 'Loading…', children, ...rest }: SkeletonRegionProps) {
  return (
    <div {...rest} aria-busy={busy}>
      <StyledVisuallyHidden role="status">{busy ? label : ''}</StyledVisuallyHidden>
      {children}
    </div>
  )
}
