/**
 * The arithmetic of a plot (Plot.tsx): which category labels show, the value axis' ticks, and where categories
 * and values fall along their axes, in pixels.
 */

/**
 * An axis' tick interval showing at most `most` of its `labels` labels, evenly (0 shows every one): a label shows
 * at every (interval + 1)th category, from the first.
 */
export const tickInterval = (labels: number, most = labels) =>
  most > 0 ? Math.max(0, Math.ceil(labels / most) - 1) : 0

/** `value` rid of binary fractions' noise (0.30000000000000004 → 0.3). */
const tidy = (value: number) => Number(value.toPrecision(12))

/** A round step (1, 2, 5 or 10 times a power of ten) that cuts `span` into about `count` parts. */
function roundStep(span: number, count: number): number {
  const rough = span / count
  const power = 10 ** Math.floor(Math.log10(rough))
  const error = rough / power
  const factor = error >= Math.sqrt(50) ? 10 : error >= Math.sqrt(10) ? 5 : error >= Math.sqrt(2) ? 2 : 1
  return factor * power
}

export type ValueAxis = {
  /** The axis' ends: round numbers holding every value (and 0), or the domain asked for. */
  min: number
  max: number
  /** Where the axis is labelled and its grid lines run, from min to max. */
  ticks: number[]
}

/**
 * The value axis for `values` (nulls left out): from 0, or the least value when below it, to a round number at or
 * above the greatest, in about `count` round steps; whole steps only when `integers`. `domain` fixes both ends
 * (occupancy's 0–100%). With nothing but 0s (or nothing) the axis still runs from 0 to 1, so that an empty chart has an axis.
 */
export function valueAxis(
  values: readonly (number | null)[],
  {
    count = 4,
    integers = false,
    domain,
  }: { count?: number; integers?: boolean; domain?: readonly [number, number] } = {},
): ValueAxis {
  const known = values.filter((value): value is number => value !== null && Number.isFinite(value))
  const low = domain ? domain[0] : Math.min(0, ...known)
  const high = domain ? domain[1] : Math.max(0, ...known)
  const span = high - low || 1
  let step = roundStep(span, count)
  if (integers) step = Math.max(1, Math.ceil(step))
  const min = domain ? low : tidy(Math.floor(low / step) * step)
  const max = domain ? high : tidy(Math.max(Math.ceil(high / step) * step, min + span))
  const ticks: number[] = []
  for (let index = 0; ; index += 1) {
    const tick = tidy(Math.ceil(min / step) * step + index * step)
    if (tick > max) break
    ticks.push(tick)
  }
  return { min, max, ticks }
}

/** Where `value` falls along an axis from `min` to `max` drawn over `length` pixels (0 at min). */
export const along = (value: number, { min, max }: Pick<ValueAxis, 'min' | 'max'>, length: number) =>
  max === min ? 0 : ((value - min) / (max - min)) * length

/**
 * Where `count` categories fall along `length` pixels. Points (a line's): the first at 0 and the last at
 * `length`, one alone in the middle. Bands (bars'): `count` equal bands, each category at its band's middle.
 */
export function categoryCentres(count: number, length: number, kind: 'points' | 'bands'): number[] {
  if (kind === 'bands') return Array.from({ length: count }, (_, index) => ((index + 0.5) * length) / count)
  if (count === 1) return [length / 2]
  return Array.from({ length: count }, (_, index) => (index * length) / (count - 1))
}

/** The category nearest to `position` along an axis where the categories' centres are `centres`. */
export function nearestCategory(centres: readonly number[], position: number): number {
  let nearest = 0
  centres.forEach((centre, index) => {
    if (Math.abs(centre - position) < Math.abs(centres[nearest] - position)) nearest = index
  })
  return nearest
}
