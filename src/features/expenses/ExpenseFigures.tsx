import { format, parseISO } from 'date-fns'
import { Button } from '../../design-system/Button'
import { Card } from '../../design-system/Card'
import { formatPaise } from '../../design-system/format'
import { Skeleton } from '../../design-system/Skeleton'
import type { ExpenseSummary } from './expensesApi'
import { sharePercent } from './expenseText'
import {
  StyledBar,
  StyledBarRow,
  StyledBars,
  StyledCharts,
  StyledColumn,
  StyledColumns,
  StyledFigure,
  StyledFigures,
} from './Expenses.styles'

const monthLabel = (month: string, pattern = 'MMM yyyy') => format(parseISO(`${month}-01`), pattern)

export type ExpenseFiguresProps = {
  summary: ExpenseSummary | undefined
  decimalPlaces: number
  /** Shows the drafts waiting to be recorded in the list. */
  onShowDrafts: () => void
}

/** The change against the previous month, in rupees and percent. */
function changeText(summary: ExpenseSummary, money: (paise: number) => string) {
  const previous = summary.previous_month_total_paise
  const difference = summary.total_paise - previous
  if (previous === 0) return 'Nothing recorded the month before'
  const direction = difference >= 0 ? 'Up' : 'Down'
  return `${direction} ${money(Math.abs(difference))} (${sharePercent(Math.abs(difference), previous)}) on ${money(previous)}`
}

/** The month's total, change, drafts and TDS reminders; spending by category and the 12-month trend, each with a table. */
export function ExpenseFigures({ summary, decimalPlaces, onShowDrafts }: ExpenseFiguresProps) {
  const money = (paise: number) => formatPaise(paise, { decimalPlaces })
  if (!summary) {
    return (
      <StyledFigures aria-busy>
        {['Spent', 'Change', 'Drafts', 'TDS'].map((label) => (
          <Card key={label}>
            <Skeleton count={2} />
          </Card>
        ))}
      </StyledFigures>
    )
  }
  const largestCategory = Math.max(...summary.by_category.map((row) => row.amount_paise), 1)
  const largestMonth = Math.max(...summary.trend.map((row) => row.amount_paise), 1)
  const drafts = summary.draft_count
  return (
    <>
      <StyledFigures>
        <Card>
          <StyledFigure aria-label="Spent">
            <dt>Spent in {monthLabel(summary.month, 'MMMM yyyy')}</dt>
            <dd data-part="value">{money(summary.total_paise)}</dd>
            <dd>
              Includes GST {money(summary.tax_paise)} · {summary.count} expense
              {summary.count === 1 ? '' : 's'}
            </dd>
          </StyledFigure>
        </Card>
        <Card>
          <StyledFigure aria-label="Change from the month before">
            <dt>Against the month before</dt>
            <dd data-part="value">{changeText(summary, money)}</dd>
          </StyledFigure>
        </Card>
        <Card>
          <StyledFigure aria-label="Recurring drafts">
            <dt>Recurring drafts</dt>
            <dd data-part="value">
              {drafts === 0 ? (
                'None waiting'
              ) : (
                <Button variant="secondary" size="small" onClick={onShowDrafts}>
                  {`${drafts} recurring draft${drafts === 1 ? '' : 's'} to record`}
                </Button>
              )}
            </dd>
          </StyledFigure>
        </Card>
        <Card>
          <StyledFigure aria-label="TDS reminders">
            <dt>TDS reminders</dt>
            <dd data-part="value">{summary.tds_hint_count}</dd>
            <dd>Payments that may need tax deducted at source</dd>
          </StyledFigure>
        </Card>
      </StyledFigures>
      <StyledCharts>
        <Card>
          <section aria-labelledby="expenses-by-category">
            <h2 id="expenses-by-category">By category</h2>
            <StyledBars aria-hidden>
              {summary.by_category.map((row) => (
                <StyledBarRow key={row.key}>
                  <span>{row.label}</span>
                  <StyledBar $share={row.amount_paise / largestCategory} />
                </StyledBarRow>
              ))}
            </StyledBars>
            <table aria-label="Spending by category">
              <thead>
                <tr>
                  <th scope="col">Category</th>
                  <th scope="col" data-align="end">
                    Amount
                  </th>
                  <th scope="col" data-align="end">
                    Share
                  </th>
                </tr>
              </thead>
              <tbody>
                {summary.by_category.length === 0 ? (
                  <tr>
                    <td colSpan={3}>Nothing recorded this month</td>
                  </tr>
                ) : (
                  summary.by_category.map((row) => (
                    <tr key={row.key}>
                      <th scope="row">{row.label}</th>
                      <td data-align="end">{money(row.amount_paise)}</td>
                      <td data-align="end">{sharePercent(row.amount_paise, summary.total_paise)}</td>
                    </tr>
                  ))
                )}
              </tbody>
            </table>
          </section>
        </Card>
        <Card>
          <section aria-labelledby="expenses-trend">
            <h2 id="expenses-trend">Last 12 months</h2>
            <StyledColumns aria-hidden>
              {summary.trend.map((row) => (
                <StyledColumn
                  key={row.month}
                  $share={row.amount_paise / largestMonth}
                  title={monthLabel(row.month)}
                />
              ))}
            </StyledColumns>
            <table aria-label="Spending by month">
              <thead>
                <tr>
                  <th scope="col">Month</th>
                  <th scope="col" data-align="end">
                    Amount
                  </th>
                </tr>
              </thead>
              <tbody>
                {summary.trend.map((row) => (
                  <tr key={row.month}>
                    <th scope="row">{monthLabel(row.month)}</th>
                    <td data-align="end">{money(row.amount_paise)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </Card>
      </StyledCharts>
    </>
  )
}
