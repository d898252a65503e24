import { useState, type PointerEvent } from 'react'
import { formatCount } from '../format'
import { tokens } from '../theme'
import { useContentSize } from '../useContentSize'
import { StyledCanvas, StyledLegend, StyledPlotBox, StyledSwatch, StyledTip } from './Plot.styles'
import { along, categoryCentres, nearestCategory, tickInterval, valueAxis, type ValueAxis } from './scale'

/** The fields of `Row` holding a number, or null where the row has none. */
type NumberField<Row> = { [K in keyof Row]: Row[K] extends number | null ? K : never }[keyof Row] & string
/** The fields of `Row` holding text. */
type TextField<Row> = { [K in keyof Row]: Row[K] extends string ? K : never }[keyof Row] & string

export type PlotSeries<Row> = {
  /** The field of each row holding this series' value; a null leaves a gap. */
  field: NumberField<Row>
  /** Named in the legend and the tooltip. */
  name: string
  color: string
  /** A line drawn dashed, told apart from another by more than its colour. */
  dashed?: boolean
  /** A dot at each of a line's points: for lines of few points. */
  dots?: boolean
}

export type PlotProps<Row> = {
  /** Lines through each category's values, or bars side by side in each category. */
  kind: 'line' | 'bar'
  /** One row per category, in the order drawn. */
  data: readonly Row[]
  /** The field of each row naming its category (a date, a month, a name). */
  category: TextField<Row>
  series: readonly PlotSeries<Row>[]
  /** A category's label along its axis. @default the category as it is */
  categoryText?: (category: string) => string
  /** At most this many category labels, evenly spaced; fewer when they would not fit. @default as many as fit */
  mostLabels?: number
  /** A value's label along its axis. @default the value in Indian grouping */
  valueText?: (value: number) => string
  /** The tooltip's title for a category. @default categoryText's */
  tipTitle?: (category: string) => string
  /** A value as the tooltip shows it. @default valueText's */
  tipText?: (value: number) => string
  /** The value axis' ends, when fixed (a percentage's 0–100). @default 0 (or the least value) to a round number */
  domain?: readonly [number, number]
  /** Counts: the value axis steps by whole numbers. */
  integers?: boolean
  /** Room for the value labels (for sideways bars, the category labels), in pixels. @default 40 */
  labelWidth?: number
  /** Bars laid sideways: categories down the left, values along the bottom (long category names). */
  sideways?: boolean
  /** A legend under the picture naming each series: for more than one. */
  legend?: boolean
}

/** Pixels around the plotting area: above it, right of it, and under it for the labels along the bottom. */
const TOP = 8
const RIGHT = 16
const BOTTOM = 24
/** Room at either end of a line, so that a label at its first or last point is not cut off. */
const LINE_ENDS = 28
/** Between a label and its axis. */
const LABEL_GAP = 6
/** An average label character's width at 12px, to shorten a label that would not fit. */
const CHARACTER_PX = 6.5
/** The least room between two labels along the bottom, and a label's line height down the left. */
const LABEL_SPACING_PX = 12
const LABEL_LINE_PX = 14
/** The share of a category's band its bars take, the rest parting them from the next category's. */
const BARS_SHARE = 0.8

const valueOf = <Row,>(row: Row, field: NumberField<Row>): number | null => {
  const value: unknown = row[field]
  return typeof value === 'number' && Number.isFinite(value) ? value : null
}

/** `text`, shortened with an ellipsis to about `width` pixels of 12px labels. */
function fitted(text: string, width: number): string {
  const most = Math.max(1, Math.floor(width / CHARACTER_PX))
  return text.length <= most ? text : `${text.slice(0, most - 1)}…`
}

/** A line's path through its points, broken where a value is missing. */
function linePath(points: readonly ({ x: number; y: number } | null)[]): string {
  let path = ''
  let drawing = false
  for (const point of points) {
    if (!point) {
      drawing = false
      continue
    }
    path += `${drawing ? 'L' : 'M'}${point.x.toFixed(1)},${point.y.toFixed(1)}`
    drawing = true
  }
  return path
}

/**
 * A bar or line chart drawn as plain SVG, sized to its box: a value axis from 0 (or a fixed domain) in round
 * steps with a grid line at each, categories along the other axis, a legend when asked for, and a tooltip of
 * the category under the pointer. The picture is for the eye only: a chart's figures are in ChartFigure's table,
 * which is what assistive technology reads, so neither the picture nor the tooltip takes focus.
 */
export function Plot<Row>({
  kind,
  data,
  category,
  series,
  categoryText = (text) => text,
  mostLabels,
  valueText = formatCount,
  tipTitle = categoryText,
  tipText = valueText,
  domain,
  integers = false,
  labelWidth = 40,
  sideways = false,
  legend = false,
}: PlotProps<Row>) {
  const [measured, canvasRef] = useContentSize()
  // Drawn in whole pixels: a fraction of one would only blur the lines.
  const size = measured && { width: Math.floor(measured.width), height: Math.floor(measured.height) }
  const [pointed, setPointed] = useState<number | null>(null)
  // The category under the pointer, unless the data has since changed under it and it is gone.
  const active = pointed !== null && pointed < data.length ? pointed : null
  const categories = data.map((row) => String(row[category]))
  const values = data.map((row) => series.map(({ field }) => valueOf(row, field)))
  const axis = valueAxis(values.flat(), { integers, domain })

  let drawing = null
  let tip = null
  if (size && size.width > labelWidth + RIGHT && size.height > TOP + BOTTOM && data.length > 0) {
    const left = labelWidth
    const right = size.width - RIGHT
    const bottom = size.height - BOTTOM
    const valueLength = sideways ? right - left : bottom - TOP
    const ends = kind === 'line' ? Math.min(LINE_ENDS, (right - left) / 4) : 0
    const categoryLength = sideways ? bottom - TOP : right - left - 2 * ends
    const centres = categoryCentres(data.length, categoryLength, kind === 'line' ? 'points' : 'bands').map(
      (centre) => centre + (sideways ? TOP : left + ends),
    )
    /** A value's position along the value axis, in the svg's coordinates. */
    const place = (value: number) =>
      sideways ? left + along(value, axis, valueLength) : bottom - along(value, axis, valueLength)
    const zero = place(Math.min(Math.max(0, axis.min), axis.max))
    // As many category labels as fit their axis (judged by their length, not measured in the page), at most
    // mostLabels.
    const labelRoom = sideways
      ? LABEL_LINE_PX
      : Math.max(...categories.map((name) => categoryText(name).length)) * CHARACTER_PX + LABEL_SPACING_PX
    const fit = Math.max(1, Math.floor(categoryLength / labelRoom) + (kind === 'line' && !sideways ? 1 : 0))
    const interval = tickInterval(data.length, Math.min(mostLabels ?? data.length, fit))
    const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
      const box = event.currentTarget.getBoundingClientRect()
      const position = sideways ? event.clientY - box.top : event.clientX - box.left
      setPointed(nearestCategory(centres, position))
    }
    drawing = (
      <svg
        width={size.width}
        height={size.height}
        aria-hidden="true"
        data-part="picture"
        onPointerMove={onPointerMove}
        onPointerLeave={() => setPointed(null)}
      >
        <Grid
          axis={axis}
          place={place}
          sideways={sideways}
          from={sideways ? TOP : left}
          to={sideways ? bottom : right}
        />
        {active !== null && (
          <Cursor
            kind={kind}
            sideways={sideways}
            centre={centres[active]}
            band={categoryLength / data.length}
            from={sideways ? left : TOP}
            to={sideways ? right : bottom}
          />
        )}
        {kind === 'bar' ? (
          <Bars
            values={values}
            series={series}
            centres={centres}
            band={categoryLength / data.length}
            place={place}
            zero={zero}
            sideways={sideways}
          />
        ) : (
          <Lines values={values} series={series} centres={centres} place={place} active={active} />
        )}
        <line
          x1={left}
          y1={sideways ? TOP : bottom}
          x2={sideways ? left : right}
          y2={bottom}
          stroke={tokens.color.borderStrong}
        />
        {axis.ticks.map((tick) =>
          sideways ? (
            <text key={tick} x={place(tick)} y={bottom + 16} textAnchor="middle">
              {valueText(tick)}
            </text>
          ) : (
            <text key={tick} x={left - LABEL_GAP} y={place(tick)} dy="0.32em" textAnchor="end">
              {valueText(tick)}
            </text>
          ),
        )}
        {categories.map((name, index) =>
          index % (interval + 1) !== 0 ? null : sideways ? (
            <text key={index} x={left - LABEL_GAP} y={centres[index]} dy="0.32em" textAnchor="end">
              {fitted(categoryText(name), labelWidth - LABEL_GAP)}
            </text>
          ) : (
            <text key={index} x={centres[index]} y={bottom + 16} textAnchor="middle">
              {categoryText(name)}
            </text>
          ),
        )}
      </svg>
    )
    if (active !== null) {
      const centre = centres[active]
      const after = sideways ? left + LABEL_GAP : centre + 12
      // The tooltip sits beside the category, on whichever side leaves it room.
      const onLeft = !sideways && centre > size.width / 2
      tip = (
        <StyledTip
          aria-hidden="true"
          data-part="tip"
          style={{
            ...(onLeft ? { right: size.width - centre + 12 } : { left: after }),
            top: sideways ? Math.min(centre + 12, Math.max(0, size.height - 72)) : 0,
          }}
        >
          <strong>{tipTitle(categories[active])}</strong>
          <dl>
            {series.map((one, index) => {
              const value = values[active][index]
              return (
                <div key={one.field} style={{ display: 'contents' }}>
                  <dt>
                    <StyledSwatch style={{ color: one.color }} data-dashed={one.dashed === true} /> {one.name}
                  </dt>
                  <dd>{value === null ? '—' : tipText(value)}</dd>
                </div>
              )
            })}
          </dl>
        </StyledTip>
      )
    }
  }

  return (
    <StyledPlotBox data-part="chart">
      <StyledCanvas ref={canvasRef}>
        {drawing}
        {tip}
      </StyledCanvas>
      {legend && (
        <StyledLegend aria-hidden="true">
          {series.map((one) => (
            <li key={one.field}>
              <StyledSwatch style={{ color: one.color }} data-dashed={one.dashed === true} />
              {one.name}
            </li>
          ))}
        </StyledLegend>
      )}
    </StyledPlotBox>
  )
}

/** The value axis' grid: a line across the plotting area at each tick. */
function Grid({
  axis,
  place,
  sideways,
  from,
  to,
}: {
  axis: ValueAxis
  place: (value: number) => number
  sideways: boolean
  from: number
  to: number
}) {
  return (
    <g stroke={tokens.color.border}>
      {axis.ticks.map((tick) => {
        const at = place(tick)
        return sideways ? (
          <line key={tick} x1={at} x2={at} y1={from} y2={to} />
        ) : (
          <line key={tick} x1={from} x2={to} y1={at} y2={at} />
        )
      })}
    </g>
  )
}

/** What marks the category under the pointer: its band behind bars, a line through a line's points. */
function Cursor({
  kind,
  sideways,
  centre,
  band,
  from,
  to,
}: {
  kind: PlotProps<unknown>['kind']
  sideways: boolean
  centre: number
  band: number
  from: number
  to: number
}) {
  if (kind === 'line')
    return <line x1={centre} x2={centre} y1={from} y2={to} stroke={tokens.color.borderStrong} />
  return sideways ? (
    <rect x={from} y={centre - band / 2} width={to - from} height={band} fill={tokens.color.surfaceMuted} />
  ) : (
    <rect x={centre - band / 2} y={from} width={band} height={to - from} fill={tokens.color.surfaceMuted} />
  )
}

/** What bars and lines are drawn from: each row's value of each series, the categories' centres, a value's place. */
type Marks<Row> = {
  values: readonly (readonly (number | null)[])[]
  series: readonly PlotSeries<Row>[]
  centres: readonly number[]
  place: (value: number) => number
}

/** Each category's bars side by side across its band, from 0 to their value. */
function Bars<Row>({
  values,
  series,
  centres,
  band,
  place,
  zero,
  sideways,
}: Marks<Row> & { band: number; zero: number; sideways: boolean }) {
  const group = band * BARS_SHARE
  const slot = group / series.length
  const gap = series.length > 1 ? Math.min(2, slot / 4) : 0
  return (
    <>
      {series.map((one, index) => (
        <g key={one.field} fill={one.color}>
          {values.map((row, category) => {
            const value = row[index]
            if (value === null) return null
            const across = centres[category] - group / 2 + index * slot + gap / 2
            const end = place(value)
            const [low, high] = end < zero ? [end, zero] : [zero, end]
            return sideways ? (
              <rect key={category} x={low} y={across} width={high - low} height={slot - gap} />
            ) : (
              <rect key={category} x={across} y={low} width={slot - gap} height={high - low} />
            )
          })}
        </g>
      ))}
    </>
  )
}

/** Each series' line through its categories' values, with dots where asked for and at the active category. */
function Lines<Row>({ values, series, centres, place, active }: Marks<Row> & { active: number | null }) {
  return (
    <>
      {series.map((one, index) => {
        const points = values.map((row, category) => {
          const value = row[index]
          return value === null ? null : { x: centres[category], y: place(value) }
        })
        const activePoint = active === null ? null : points[active]
        return (
          <g key={one.field}>
            <path
              d={linePath(points)}
              fill="none"
              stroke={one.color}
              strokeWidth={2}
              strokeDasharray={one.dashed ? '5 3' : undefined}
              strokeLinejoin="round"
            />
            {one.dots &&
              points.map((point, category) =>
                point ? (
                  <circle
                    key={category}
                    cx={point.x}
                    cy={point.y}
                    r={3}
                    fill={tokens.color.surface}
                    stroke={one.color}
                    strokeWidth={2}
                  />
                ) : null,
              )}
            {activePoint && <circle cx={activePoint.x} cy={activePoint.y} r={4} fill={one.color} />}
          </g>
        )
      })}
    </>
  )
}
