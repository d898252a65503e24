import { useId } from 'react'
import { downloadCsv } from '../../../app/core/csv'
import { Button } from '../../../design-system/Button'
import { DataTable, type DataTableColumn } from '../../../design-system/DataTable'
import { formatPaise } from '../../../design-system/format'
import type { FoodAnalytics, FoodRebate } from '../foodApi.gen'
import { StyledSection } from './Analytics.styles'
import { rebatesCsv } from './analyticsCsv'

const COLUMNS: DataTableColumn<FoodRebate>[] = [
  { id: 'name', header: 'Resident', cell: (row) => row.tenant_name },
  { id: 'absent', header: 'Absent days', align: 'end', cell: (row) => row.absent_days },
  { id: 'rebate_days', header: 'Rebate days', align: 'end', cell: (row) => row.rebate_days },
  {
    id: 'rebate',
    header: 'Rebate',
    align: 'end',
    cell: (row) => formatPaise(row.rebate_paise, { decimalPlaces: 2 }),
  },
]

/** The residents owed a rebate for the period, most first, and their CSV. */
export function RebatesTable({ analytics }: { analytics: FoodAnalytics }) {
  const headingId = useId()
  const exportCsv = () =>
    downloadCsv(
      `food-rebates-${analytics.from_date}-to-${analytics.to_date}.csv`,
      rebatesCsv(analytics.rebates),
    )
  return (
    <StyledSection aria-labelledby={headingId}>
      <header>
        <h2 id={headingId}>Rebates owed</h2>
        <Button
          variant="secondary"
          size="small"
          disabled={analytics.rebates.length === 0}
          onClick={exportCsv}
        >
          Export rebates CSV
        </Button>
      </header>
      <DataTable
        label="Rebates owed"
        columns={COLUMNS}
        rows={analytics.rebates}
        getRowId={(row) => String(row.tenant_id)}
        emptyState="No resident is owed a rebate for this period"
      />
    </StyledSection>
  )
}
