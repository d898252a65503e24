import { ChartFigure, Plot } from '../../design-system/Chart'
import { formatCount, formatPaise } from '../../design-system/format'
import { tokens } from '../../design-system/theme'
import type { Dashboard } from './dashboardApi'
import type { DashboardTrends } from './dashboardApi.gen'
import { count, monthLabel, percent } from './dashboardText'
import { StyledCharts } from './Dashboard.styles'
import { AGEING_BUCKETS } from './MoneyBlocks'

/* The dashboard's charts, each with a table of the same figures. */

const rupees = (paise: number) => paise / 100
const rupeeTick = (value: number) => `₹${formatCount(value)}`
const moneyTip = (amount: number) => formatPaise(Math.round(amount * 100))

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
        <Plot
          kind="line"
          data={months}
          category="label"
          labelWidth={44}
          domain={[0, 100]}
          valueText={(value) => `${value}%`}
          tipText={(value) => `${value.toFixed(1)}%`}
          series={[{ field: 'occupancy', name: 'Occupancy', color: tokens.color.primary, dots: true }]}
        />
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
        <Plot
          kind="bar"
          data={months}
          category="label"
          labelWidth={72}
          valueText={rupeeTick}
          tipText={moneyTip}
          legend
          series={[
            { field: 'expected', name: 'Expected', color: tokens.color.borderStrong },
            { field: 'collected', name: 'Collected', color: tokens.color.success },
          ]}
        />
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
      <Plot
        kind="bar"
        data={buckets}
        category="label"
        labelWidth={72}
        valueText={rupeeTick}
        tipText={moneyTip}
        series={[{ field: 'amount', name: 'Overdue', color: tokens.color.warning }]}
      />
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
      <Plot
        kind="bar"
        sideways
        data={categories}
        category="category_name"
        labelWidth={110}
        valueText={rupeeTick}
        tipText={moneyTip}
        series={[{ field: 'amount', name: 'Amount', color: tokens.color.primary }]}
      />
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
