import { paiseToCsvRupees, toCsv, type CsvColumn } from '../../app/core/csv'
import type { StaffCollection } from './staffApi'
import { roleLabel } from './staffText'

/** The provider's largest page: the export reads every page this size. */
export const EXPORT_PAGE_SIZE = 100

const COLUMNS: CsvColumn<StaffCollection>[] = [
  { header: 'Staff', value: (row) => row.staff_name },
  { header: 'Role', value: (row) => roleLabel(row.role) },
  { header: 'Cash (₹)', value: (row) => paiseToCsvRupees(row.cash_paise) },
  { header: 'Other modes (₹)', value: (row) => paiseToCsvRupees(row.other_paise) },
  { header: 'Total (₹)', value: (row) => paiseToCsvRupees(row.total_paise) },
  { header: 'Payments', value: (row) => row.transaction_count },
  { header: 'Last collected', value: (row) => row.last_collected_at },
  { header: 'Cash in hand (₹)', value: (row) => paiseToCsvRupees(row.cash_in_hand_paise) },
]

export const staffCollectionsCsv = (rows: readonly StaffCollection[]) => toCsv(COLUMNS, rows)

/** Every row of a paged list: pages of `EXPORT_PAGE_SIZE` read in turn until `count` rows have arrived. */
export async function readAllPages<Row>(
  readPage: (offset: number, limit: number) => Promise<{ count: number; results: readonly Row[] }>,
): Promise<Row[]> {
  const rows: Row[] = []
  for (;;) {
    const page = await readPage(rows.length, EXPORT_PAGE_SIZE)
    rows.push(...page.results)
    if (page.results.length === 0 || rows.length >= page.count) return rows
  }
}
