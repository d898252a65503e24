import styled, { keyframes } from 'styled-components'
import { vars } from '../theme'

/** One full turn; the spec fixes the period at 1.4 s. */
export const SPIN_DURATION_MS = 1400

const spin = keyframes`
  from { transform: rotate(0deg); }
  to { transform: rotate(360deg); }
`

export const StyledSpinner = styled.svg<{ $color?: string }>`
  display: inline-block;
  flex: none;
  animation: ${spin} ${SPIN_DURATION_MS}ms linear infinite;
  stroke: ${({ $color }) => $color ?? vars.color.primary};
`

export const StyledTrack = styled.circle`
  fill: none;
  stroke: currentColor;
  opacity: 0.15;
`
