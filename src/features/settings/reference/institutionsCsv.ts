import { toCsv, type CsvColumn } from '../../../app/core/csv'
import type { Institution } from '../../../app/core/resources/resourcesApi'

const COLUMNS: CsvColumn<Institution>[] = [
  { header: 'Id', value: (row) => row.id },
  { header: 'College', value: (row) => row.name },
  { header: 'City', value: (row) => row.city_name },
  { header: 'AISHE code', value: (row) => row.aishe_code },
  { header: 'Added by you', value: (row) => (row.is_own ? 'Yes' : 'No') },
]

/** The colleges list as a spreadsheet: one row per college, yours marked. */
export const institutionsCsv = (rows: readonly Institution[]) => toCsv(COLUMNS, rows)
