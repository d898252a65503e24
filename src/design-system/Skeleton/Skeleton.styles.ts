import styled, { keyframes } from 'styled-components'
import { vars } from '../theme'

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: -100% 0; }
`

export const StyledSkeleton = styled.span`
  display: block;
  max-width: 100%;
  background: linear-gradient(
      90deg,
      ${vars.color.surfaceMuted} 25%,
      ${vars.color.border} 50%,
      ${vars.color.surfaceMuted} 75%
    )
    0 0 / 200% 100%;
  animation: ${shimmer} 1.4s ease-in-out infinite;

  [data-skeleton-still] & {
    animation-play-state: paused;
  }

  &[data-variant='text'] {
    border-radius: ${vars.radius.sm};
  }
  &[data-variant='rect'] {
    border-radius: ${vars.radius.md};
  }
  &[data-variant='circle'] {
    flex: none;
    border-radius: 50%;
  }
`

export const StyledLines = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.sm};
  max-width: 100%;
`

/** Read by screen readers, not shown. */
export const StyledVisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`
