import type { CSSProperties } from 'react'
import { StyledLines, StyledSkeleton } from './Skeleton.styles'

/** Shape of the placeholder: a line of text, a block, or a circle (an avatar). */
export type SkeletonVariant = 'text' | 'rect' | 'circle'

export type SkeletonProps = {
  /** @default 'text' */
  variant?: SkeletonVariant
  /** Any CSS length; numbers are pixels. @default '100%' for text and rect, 40 for circle */
  width?: number | string
  /** Any CSS length; numbers are pixels. @default 1 line for text, 80 for rect, the width for circle */
  height?: number | string
  /** Lines of text to stand in for; the last of several is shorter, as paragraphs are. @default 1 */
  count?: number
}

const defaults: Record<SkeletonVariant, { width: number | string; height: number | string }> = {
  text: { width: '100%', height: '1em' },
  rect: { width: '100%', height: 80 },
  circle: { width: 40, height: 40 },
}

/** An animated placeholder for content that is loading; hidden from assistive technology (see SkeletonRegion). */
export function Skeleton({ variant = 'text', width, height, count = 1 }: SkeletonProps) {
  const size: CSSProperties = {
    width: width ?? defaults[variant].width,
    height: height ?? (variant === 'circle' && width !== undefined ? width : defaults[variant].height),
  }
  if (variant !== 'text' || count <= 1) {
    return <StyledSkeleton aria-hidden="true" data-variant={variant} style={size} />
  }
  return (
    <StyledLines aria-hidden="true" style={{ width: size.width }}>
      {Array.from({ length: count }, (_, line) => (
        <StyledSkeleton
          key={line}
          data-variant="text"
          style={{ height: size.height, width: line === count - 1 ? '60%' : '100%' }}
        />
      ))}
    </StyledLines>
  )
}
