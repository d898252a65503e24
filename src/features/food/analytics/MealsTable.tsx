import { useDeferredValue, useId, useMemo } from 'react'
import { downloadCsv } from '../../../app/core/csv'
import { usePaintedAfter } from '../../../app/core/paint'
import { Button } from '../../../design-system/Button'
import { DataTable, type DataTableColumn } from '../../../design-system/DataTable'
import { formatCount, formatDate } from '../../../design-system/format'
import type { FoodAnalytics, FoodAnalyticsDay } from '../foodApi.gen'
import { MEAL_LABEL } from '../labels'
import { StyledLongSection } from './Analytics.styles'
import { mealsCsv } from './analyticsCsv'
import { kgText, mealsInOrder } from './figures'

const number = (value: number | null) => (value === null ? '—' : formatCount(value))

const COLUMNS: DataTableColumn<FoodAnalyticsDay>[] = [
  { id: 'date', header: 'Date', cell: (row) => formatDate(row.date) },
  { id: 'meal', header: 'Meal', cell: (row) => MEAL_LABEL[row.meal_type] },
  { id: 'opted_in', header: 'Opted in', align: 'end', cell: (row) => number(row.opted_in) },
  { id: 'skipped', header: 'Skipped', align: 'end', cell: (row) => number(row.skipped) },
  { id: 'away', header: 'Away', align: 'end', cell: (row) => number(row.away) },
  { id: 'guests', header: 'Guests', align: 'end', cell: (row) => number(row.guests) },
  { id: 'planned', header: 'Planned', align: 'end', cell: (row) => number(row.expected) },
  { id: 'served', header: 'Served', align: 'end', cell: (row) => number(row.served) },
  { id: 'waste', header: 'Waste', align: 'end', cell: (row) => kgText(row.waste_grams) },
]

/** Before the first paint of the screen's figures: no rows yet. */
const AFTER_PAINT: readonly FoodAnalyticsDay[] = []

/** Every meal of the period with its counts, and its CSV. */
export function MealsTable({ analytics }: { analytics: FoodAnalytics }) {
  const headingId = useId()
  const rows = useMemo(() => mealsInOrder(analytics.days), [analytics.days])
  // The screen's longest table (three or four rows a day), below the fold: its rows render once the tiles above
  // have been drawn, in a background pass React can interrupt, not in the tiles' frame or one long task.
  const painted = usePaintedAfter(true)
  const shown = useDeferredValue(painted ? rows : AFTER_PAINT, AFTER_PAINT)
  const exportCsv = () =>
    downloadCsv(`food-meals-${analytics.from_date}-to-${analytics.to_date}.csv`, mealsCsv(analytics.days))
  return (
    <StyledLongSection aria-labelledby={headingId}>
      <header>
        <h2 id={headingId}>Meals by day</h2>
        <Button variant="secondary" size="small" onClick={exportCsv}>
          Export meals CSV
        </Button>
      </header>
      <DataTable
        label="Meals by day"
        columns={COLUMNS}
        rows={shown}
        getRowId={(row) => `${row.date}-${row.meal_type}`}
        loading={shown === AFTER_PAINT}
      />
    </StyledLongSection>
  )
}
