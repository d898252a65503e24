import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts'
import {
  AXIS_TICK,
  ChartFigure,
  EVERY_TICK,
  LINE_ENDS,
  ROW_LINES,
  STILL,
  tickInterval,
} from '../../../design-system/Chart'
import { formatCount, formatDate, formatPaise } from '../../../design-system/format'
import { tokens } from '../../../design-system/theme'
import type { FoodAnalytics, SkipSource } from '../foodApi.gen'
import { StyledCharts } from './Analytics.styles'
import { dayTotals, gramsToKg, kgText } from './figures'
import { monthLabel, SKIP_SOURCE_LABEL } from './analyticsText'

/* The screen's four charts (recharts stays in this route's chunk), each with a table of its figures. */

const PLANNED = tokens.color.primary
const SERVED = tokens.color.success
/** Day labels along a range of days: at most this many, so that they fit the chart's width. */
const MOST_DAY_LABELS = 10
/** The chart is a picture only: the figure's summary and table speak for it, so it takes no focus. */
const CHART = {
  responsive: true,
  accessibilityLayer: false,
  style: { width: '100%', height: '100%' },
} as const

const shortDate = (date: string) => formatDate(date).slice(0, 5)
const count = (value: number | null) => (value === null ? '—' : formatCount(value))
const SOURCES: readonly SkipSource[] = ['TENANT', 'ADMIN', 'OUTPASS']

export function AnalyticsCharts({ analytics }: { analytics: FoodAnalytics }) {
  const days = dayTotals(analytics.days)
  const dayCount = days.length
  const dayTicks = tickInterval(dayCount, MOST_DAY_LABELS)
  const sources = SOURCES.map((source) => ({
    source,
    label: SKIP_SOURCE_LABEL[source],
    count: analytics.skips_by_source.find((row) => row.source === source)?.count ?? 0,
  }))
  const months = analytics.months.map((month) => ({
    ...month,
    label: monthLabel(month.month),
    rupees: month.cost_per_plate_paise === null ? null : month.cost_per_plate_paise / 100,
  }))
  const waste = days.map((day) => ({
    ...day,
    kg: day.wasteGrams === null ? null : gramsToKg(day.wasteGrams),
  }))
  const served = days.some((day) => day.served !== null)
    ? `${count(days.reduce((total, day) => total + (day.served ?? 0), 0))} served where logged`
    : 'served not logged'

  return (
    <StyledCharts>
      <ChartFigure
        title="Planned and served by day"
        summary={`Plates planned and served over ${dayCount} days: ${count(analytics.planned)} planned, ${served}`}
        columns={[
          { header: 'Date' },
          { header: 'Planned', align: 'end' },
          { header: 'Served', align: 'end' },
        ]}
        rows={days.map((day) => ({
          key: day.date,
          cells: [formatDate(day.date), count(day.planned), count(day.served)],
        }))}
      >
        <LineChart {...CHART} data={days}>
          <CartesianGrid {...ROW_LINES} />
          <XAxis
            dataKey="date"
            tickFormatter={shortDate}
            tick={AXIS_TICK}
            interval={dayTicks}
            padding={LINE_ENDS}
          />
          <YAxis tick={AXIS_TICK} width={40} allowDecimals={false} interval={EVERY_TICK} />
          <Tooltip labelFormatter={(date) => formatDate(String(date))} />
          <Legend />
          <Line {...STILL} dataKey="planned" name="Planned" stroke={PLANNED} strokeWidth={2} dot={false} />
          <Line
            {...STILL}
            dataKey="served"
            name="Served"
            stroke={SERVED}
            strokeWidth={2}
            strokeDasharray="5 3"
            dot={false}
          />
        </LineChart>
      </ChartFigure>
      <ChartFigure
        title="Skips by source"
        summary={`Meals skipped by source: ${sources.map((row) => `${row.label} ${count(row.count)}`).join(', ')}`}
        columns={[{ header: 'Source' }, { header: 'Meals skipped', align: 'end' }]}
        rows={sources.map((row) => ({ key: row.source, cells: [row.label, count(row.count)] }))}
      >
        <BarChart {...CHART} data={sources}>
          <CartesianGrid {...ROW_LINES} />
          <XAxis dataKey="label" tick={AXIS_TICK} interval={EVERY_TICK} />
          <YAxis tick={AXIS_TICK} width={40} allowDecimals={false} interval={EVERY_TICK} />
          <Tooltip />
          <Bar {...STILL} dataKey="count" name="Meals skipped" fill={PLANNED} />
        </BarChart>
      </ChartFigure>
      <ChartFigure
        title="Cost per plate by month"
        summary={`Cost per plate over six months: ${months
          .map(
            (month) =>
              `${month.label} ${month.cost_per_plate_paise === null ? 'none' : formatPaise(month.cost_per_plate_paise, { decimalPlaces: 2 })}`,
          )
          .join(', ')}`}
        columns={[
          { header: 'Month' },
          { header: 'Mess spending', align: 'end' },
          { header: 'Plates', align: 'end' },
          { header: 'Cost per plate', align: 'end' },
        ]}
        rows={months.map((month) => ({
          key: month.month,
          cells: [
            month.label,
            formatPaise(month.mess_expense_paise),
            count(month.plates),
            month.cost_per_plate_paise === null
              ? '—'
              : formatPaise(month.cost_per_plate_paise, { decimalPlaces: 2 }),
          ],
        }))}
      >
        <LineChart {...CHART} data={months}>
          <CartesianGrid {...ROW_LINES} />
          <XAxis dataKey="label" tick={AXIS_TICK} interval={EVERY_TICK} padding={LINE_ENDS} />
          <YAxis
            tick={AXIS_TICK}
            width={48}
            tickFormatter={(rupees: number) => `₹${rupees}`}
            interval={EVERY_TICK}
          />
          <Tooltip formatter={(rupees) => `₹${Number(rupees).toFixed(2)}`} />
          <Line {...STILL} dataKey="rupees" name="Cost per plate" stroke={PLANNED} strokeWidth={2} />
        </LineChart>
      </ChartFigure>
      <ChartFigure
        title="Waste by day"
        summary={`Food wasted over ${dayCount} days: ${kgText(analytics.waste_grams)} in all`}
        columns={[{ header: 'Date' }, { header: 'Waste', align: 'end' }]}
        rows={waste.map((day) => ({ key: day.date, cells: [formatDate(day.date), kgText(day.wasteGrams)] }))}
      >
        <BarChart {...CHART} data={waste}>
          <CartesianGrid {...ROW_LINES} />
          <XAxis dataKey="date" tickFormatter={shortDate} tick={AXIS_TICK} interval={dayTicks} />
          <YAxis tick={AXIS_TICK} width={40} unit=" kg" interval={EVERY_TICK} />
          <Tooltip labelFormatter={(date) => formatDate(String(date))} />
          <Bar {...STILL} dataKey="kg" name="Waste (kg)" fill={tokens.color.warning} />
        </BarChart>
      </ChartFigure>
    </StyledCharts>
  )
}
