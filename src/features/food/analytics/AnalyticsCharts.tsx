import { ChartFigure, Plot } from '../../../design-system/Chart'
import { formatCount, formatDate, formatPaise } from '../../../design-system/format'
import { tokens } from '../../../design-system/theme'
import type { FoodAnalytics, SkipSource } from '../foodApi.gen'
import { StyledCharts } from './Analytics.styles'
import { dayTotals, gramsToKg, kgText } from './figures'
import { monthLabel, SKIP_SOURCE_LABEL } from './analyticsText'

/* The screen's four charts, each with a table of its figures. */

const PLANNED = tokens.color.primary
const SERVED = tokens.color.success
/** Day labels along a range of days: at most this many, so that they fit the chart's width. */
const MOST_DAY_LABELS = 10

const shortDate = (date: string) => formatDate(date).slice(0, 5)
const count = (value: number | null) => (value === null ? '—' : formatCount(value))
const SOURCES: readonly SkipSource[] = ['TENANT', 'ADMIN', 'OUTPASS']

export function AnalyticsCharts({ analytics }: { analytics: FoodAnalytics }) {
  const days = dayTotals(analytics.days)
  const dayCount = days.length
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
        <Plot
          kind="line"
          data={days}
          category="date"
          categoryText={shortDate}
          mostLabels={MOST_DAY_LABELS}
          tipTitle={formatDate}
          integers
          legend
          series={[
            { field: 'planned', name: 'Planned', color: PLANNED },
            { field: 'served', name: 'Served', color: SERVED, dashed: true },
          ]}
        />
      </ChartFigure>
      <ChartFigure
        title="Skips by source"
        summary={`Meals skipped by source: ${sources.map((row) => `${row.label} ${count(row.count)}`).join(', ')}`}
        columns={[{ header: 'Source' }, { header: 'Meals skipped', align: 'end' }]}
        rows={sources.map((row) => ({ key: row.source, cells: [row.label, count(row.count)] }))}
      >
        <Plot
          kind="bar"
          data={sources}
          category="label"
          integers
          series={[{ field: 'count', name: 'Meals skipped', color: PLANNED }]}
        />
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
        <Plot
          kind="line"
          data={months}
          category="label"
          labelWidth={48}
          valueText={(rupees) => `₹${formatCount(rupees)}`}
          tipText={(rupees) => `₹${rupees.toFixed(2)}`}
          series={[{ field: 'rupees', name: 'Cost per plate', color: PLANNED, dots: true }]}
        />
      </ChartFigure>
      <ChartFigure
        title="Waste by day"
        summary={`Food wasted over ${dayCount} days: ${kgText(analytics.waste_grams)} in all`}
        columns={[{ header: 'Date' }, { header: 'Waste', align: 'end' }]}
        rows={waste.map((day) => ({ key: day.date, cells: [formatDate(day.date), kgText(day.wasteGrams)] }))}
      >
        <Plot
          kind="bar"
          data={waste}
          category="date"
          categoryText={shortDate}
          mostLabels={MOST_DAY_LABELS}
          tipTitle={formatDate}
          labelWidth={48}
          valueText={(kg) => `${kg} kg`}
          series={[{ field: 'kg', name: 'Waste', color: tokens.color.warning }]}
        />
      </ChartFigure>
    </StyledCharts>
  )
}
