import { StyledSpinner, StyledTrack } from './Spinner.styles'

export type SpinnerProps = {
  /** Diameter in pixels. @default 40 */
  size?: number
  /** Stroke width in pixels. @default 3.6 */
  thickness?: number
  /** Accessible name announced to screen readers. @default 'Loading' */
  label?: string
  /** Stroke colour; any CSS colour. @default the primary colour */
  color?: string
}

/** A circular spinner that turns once every 1.4 s (spec §1). */
export function Spinner({ size = 40, thickness = 3.6, label = 'Loading', color }: SpinnerProps) {
  const radius = (size - thickness) / 2
  return (
    <StyledSpinner
      role="progressbar"
      aria-label={label}
      aria-busy="true"
      width={size}
      height={size}
      viewBox={`0 0 ${size} ${size}`}
      data-thickness={thickness}
      $color={color}
    >
      <StyledTrack cx={size / 2} cy={size / 2} r={radius} strokeWidth={thickness} />
      <circle
        cx={size / 2}
        cy={size / 2}
        r={radius}
        fill="none"
        strokeWidth={thickness}
        strokeLinecap="round"
        strokeDasharray={`${Math.PI * radius * 0.7} ${Math.PI * radius * 2}`}
      />
    </StyledSpinner>
  )
}
