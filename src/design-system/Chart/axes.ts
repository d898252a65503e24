import { tokens } from '../theme'

/**
 * Axis labels: small and muted, under the figures. Without the axis' width: given one, recharts measures each
 * label's words in the page (a forced layout each) to wrap them, which these short labels never need.
 */
export const AXIS_TICK = { fontSize: 12, fill: tokens.color.textMuted, width: undefined }

/**
 * The coordinates of a grid's lines switched off: recharts still works out where they would go from the axis'
 * ticks, measuring their labels in the page, unless told there are none.
 */
const NO_LINES = () => []

/** A grid of lines across the chart at the value axis' ticks only (`<CartesianGrid {...ROW_LINES} />`). */
export const ROW_LINES = {
  stroke: tokens.color.border,
  vertical: false,
  verticalCoordinatesGenerator: NO_LINES,
} as const

/** A grid of lines up the chart at the value axis' ticks only, for bars laid sideways. */
export const COLUMN_LINES = {
  stroke: tokens.color.border,
  horizontal: false,
  horizontalCoordinatesGenerator: NO_LINES,
} as const

/**
 * An axis' tick interval showing at most `most` of its `labels` labels, evenly (0 shows every one). Always a number:
 * recharts' default ('preserveEnd') measures each label's size in the page to choose which to drop, a forced layout
 * per label; on a month of days that was a 60–120 ms task on a modest machine.
 */
export const tickInterval = (labels: number, most = labels) =>
  most > 0 ? Math.max(0, Math.ceil(labels / most) - 1) : 0

/** Room at either end of a line chart's x-axis, so that a label at its first or last point is not cut off. */
export const LINE_ENDS = { left: 28, right: 28 }

/** Every label shown: for axes whose few labels fit. */
export const EVERY_TICK = 0

/** Bars and lines drawn at once, not animated: each frame of an animation renders the chart again. */
export const STILL = { isAnimationActive: false } as const
