import { paiseToCsvRupees, toCsv, type CsvColumn } from '../../app/core/csv'
import type { StaffCollection } from './staffApi'
import { roleLabel } from './staffText'

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
