import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts'
import {
  AXIS_TICK,
  COLUMN_LINES,
  ChartFigure,
  EVERY_TICK,
  LINE_ENDS,
  ROW_LINES,
  STILL,
} from '../../design-system/Chart'
import { formatCount, formatPaise } from '../../design-system/format'
import { tokens } from '../../design-system/theme'
import type { Dashboard } from './dashboardApi'
import type { DashboardTrends } from './dashboardApi.gen'
import { count, monthLabel, percent } from './dashboardText'
import { StyledCharts } from './Dashboard.styles'
import { AGEING_BUCKETS } from './MoneyBlocks'

/* The dashboard's charts (recharts stays in this chunk), each with a table of the same figures. */

/** The chart is a picture only: the figure's summary and table speak for it, so it takes no focus. */
const CHART = {
  responsive: true,
  accessibilityLayer: false,
  style: { width: '100%', height: '100%' },
} as const
const rupees = (paise: number) => paise / 100
const rupeeTick = (value: number) => `₹${formatCount(value)}`
const moneyTip = (value: unknown) => formatPaise(Number(value) * 100)

function TrendCharts({ trends }: { trends: DashboardTrends }) {
  const months = trends.months.map((month) => ({
    ...month,
    label: monthLabel(month.month),
    occupancy: month.occupancy_bps / 100,
    expected: rupees(month.expected_paise),
    collected: rupees(month.collected_paise),
  }))
  const first = months[0]?.label ?? ''
  const last = months.at(-1)
  return (
    <>
      <ChartFigure
        title="Occupancy by month"
        summary={`Bed-night occupancy over ${months.length} months, ${first} to ${last?.label ?? ''}: ${last ? percent(last.occupancy_bps) : 'none'} in the last`}
        columns={[{ header: 'Month' }, { header: 'Occupancy', align: 'end' }]}
        rows={months.map((month) => ({
          key: month.month,
          cells: [month.label, percent(month.occupancy_bps)],
        }))}
      >
        <LineChart {...CHART} data={months}>
          <CartesianGrid {...ROW_LINES} />
          <XAxis dataKey="label" tick={AXIS_TICK} interval={EVERY_TICK} padding={LINE_ENDS} />
          <YAxis tick={AXIS_TICK} width={44} domain={[0, 100]} unit="%" interval={EVERY_TICK} />
          <Tooltip formatter={(value) => `${Number(value).toFixed(1)}%`} />
          <Line
            {...STILL}
            dataKey="occupancy"
            name="Occupancy"
            stroke={tokens.color.primary}
            strokeWidth={2}
          />
        </LineChart>
      </ChartFigure>
      <ChartFigure
        title="Collected against expected by month"
        summary={`Rent and charges falling due and collected over ${months.length} months: ${last ? `${formatPaise(last.collected_paise)} of ${formatPaise(last.expected_paise)} in ${last.label}` : 'none'}`}
        columns={[
          { header: 'Month' },
          { header: 'Expected', align: 'end' },
          { header: 'Collected', align: 'end' },
        ]}
        rows={months.map((month) => ({
          key: month.month,
          cells: [month.label, formatPaise(month.expected_paise), formatPaise(month.collected_paise)],
        }))}
      >
        <BarChart {...CHART} data={months}>
          <CartesianGrid {...ROW_LINES} />
          <XAxis dataKey="label" tick={AXIS_TICK} interval={EVERY_TICK} />
          <YAxis tick={AXIS_TICK} width={72} tickFormatter={rupeeTick} interval={EVERY_TICK} />
          <Tooltip formatter={moneyTip} />
          <Legend />
          <Bar {...STILL} dataKey="expected" name="Expected" fill={tokens.color.borderStrong} />
          <Bar {...STILL} dataKey="collected" name="Collected" fill={tokens.color.success} />
        </BarChart>
      </ChartFigure>
    </>
  )
}

function AgeingChart({ dashboard }: { dashboard: Dashboard }) {
  const ageing = dashboard.dues_ageing
  if (!ageing) return null
  const buckets = AGEING_BUCKETS.map(({ bucket, label }) => ({
    label,
    paise: ageing[`${bucket}_paise`],
    collections: ageing[`${bucket}_count`],
    amount: rupees(ageing[`${bucket}_paise`]),
  }))
  return (
    <ChartFigure
      title="Overdue by days past due"
      summary={`Overdue dues by age: ${buckets.map((row) => `${row.label} ${formatPaise(row.paise)}`).join(', ')}`}
      columns={[
        { header: 'Days past due' },
        { header: 'Amount', align: 'end' },
        { header: 'Collections', align: 'end' },
      ]}
      rows={buckets.map((row) => ({
        key: row.label,
        cells: [row.label, formatPaise(row.paise), count(row.collections)],
      }))}
    >
      <BarChart {...CHART} data={buckets}>
        <CartesianGrid {...ROW_LINES} />
        <XAxis dataKey="label" tick={AXIS_TICK} interval={EVERY_TICK} />
        <YAxis tick={AXIS_TICK} width={72} tickFormatter={rupeeTick} interval={EVERY_TICK} />
        <Tooltip formatter={moneyTip} />
        <Bar {...STILL} dataKey="amount" name="Overdue" fill={tokens.color.warning} />
      </BarChart>
    </ChartFigure>
  )
}

function ExpensesChart({ dashboard }: { dashboard: Dashboard }) {
  const expenses = dashboard.expenses
  if (!expenses || expenses.by_category.length === 0) return null
  const categories = [...expenses.by_category]
    .sort((a, b) => b.amount_paise - a.amount_paise)
    .map((row) => ({ ...row, amount: rupees(row.amount_paise) }))
  return (
    <ChartFigure
      title="Expenses by category"
      summary={`Expenses of the period by category: ${categories.map((row) => `${row.category_name} ${formatPaise(row.amount_paise)}`).join(', ')}`}
      columns={[{ header: 'Category' }, { header: 'Amount', align: 'end' }]}
      rows={categories.map((row) => ({
        key: String(row.category_id),
        cells: [row.category_name, formatPaise(row.amount_paise)],
      }))}
    >
      <BarChart {...CHART} data={categories} layout="vertical">
        <CartesianGrid {...COLUMN_LINES} />
        <XAxis type="number" tick={AXIS_TICK} tickFormatter={rupeeTick} interval={EVERY_TICK} />
        <YAxis type="category" dataKey="category_name" tick={AXIS_TICK} width={110} interval={EVERY_TICK} />
        <Tooltip formatter={moneyTip} />
        <Bar {...STILL} dataKey="amount" name="Amount" fill={tokens.color.primary} />
      </BarChart>
    </ChartFigure>
  )
}

export type DashboardChartsProps = {
  dashboard: Dashboard
  /** The 12-month trends, asked for apart; absent while they load. */
  trends: DashboardTrends | undefined
}

export function DashboardCharts({ dashboard, trends }: DashboardChartsProps) {
  // The trends arrive after the period's figures: last, so that nothing moves when they do.
  return (
    <StyledCharts>
      <AgeingChart dashboard={dashboard} />
      <ExpensesChart dashboard={dashboard} />
      {trends && <TrendCharts trends={trends} />}
    </StyledCharts>
  )
}
