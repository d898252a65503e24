import type { CSSProperties } from 'react'
import { StyledFill, StyledMeter, StyledTrack, StyledValue } from './Meter.styles'

/** Colour of the filled part. */
export type MeterTone = 'primary' | 'success' | 'warning' | 'error'

export type MeterProps = {
  /** How full, in percent (clamped to 0–100). */
  value: number
  /** Accessible name, e.g. 'Occupancy'. */
  label: string
  /** Colour of the filled part. @default 'primary' */
  tone?: MeterTone
  /** Shows the rounded percentage beside the bar. @default true */
  showValue?: boolean
  /** Width of the bar in pixels or any CSS length. @default 96 */
  width?: number | string
}

/** A measure within a known range, such as a property's occupancy: a thin bar with its percentage. */
export function Meter({ value, label, tone = 'primary', showValue = true, width = 96 }: MeterProps) {
  const percent = Math.min(100, Math.max(0, Number.isFinite(value) ? value : 0))
  const text = `${Math.round(percent)}%`
  return (
    <StyledMeter
      role="meter"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(percent)}
      aria-valuetext={text}
      data-tone={tone}
    >
      <StyledTrack style={{ width }}>
        <StyledFill style={{ '--meter-fill': `${percent}%` } as CSSProperties} />
      </StyledTrack>
      {showValue && <StyledValue aria-hidden="true">{text}</StyledValue>}
    </StyledMeter>
  )
}
