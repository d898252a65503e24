import type { CsvColumn } from '../../app/core/csv'
import type { Outpass } from './attendanceApi'
import { formatMoment } from '../../app/core/kolkataTime'
import { PASS_STATUS_LABELS, PASS_TYPE_LABELS } from './labels'

/** The pass list's columns in a spreadsheet, times on the Kolkata clock as the screen shows them. */
export const PASS_CSV_COLUMNS: CsvColumn<Outpass>[] = [
  { header: 'Resident', value: (pass) => pass.tenant_name },
  { header: 'Phone', value: (pass) => pass.tenant_phone },
  { header: 'Property', value: (pass) => pass.property_name },
  {
    header: 'Room',
    value: (pass) => [pass.floor_name, pass.room_name, pass.bed_name].filter(Boolean).join(' · '),
  },
  { header: 'Type', value: (pass) => PASS_TYPE_LABELS[pass.type] },
  { header: 'From', value: (pass) => formatMoment(pass.from_at) },
  { header: 'To', value: (pass) => formatMoment(pass.to_at) },
  { header: 'Status', value: (pass) => PASS_STATUS_LABELS[pass.status] },
  { header: 'Out at', value: (pass) => formatMoment(pass.actual_out_at) },
  { header: 'In at', value: (pass) => formatMoment(pass.actual_in_at) },
  { header: 'Late by (minutes)', value: (pass) => pass.late_by_minutes },
  { header: 'Destination', value: (pass) => pass.destination },
  { header: 'Reason', value: (pass) => pass.reason },
]

/** Spec's largest page: the export reads the filtered list 100 passes at a time. */
export const EXPORT_PAGE = 100

/** Every pass under the filters, page after page, until the count is reached (or a page comes back short). */
export async function allPasses(
  page: (offset: number) => Promise<{ count: number; results: Outpass[] }>,
): Promise<Outpass[]> {
  const rows: Outpass[] = []
  for (;;) {
    const { count, results } = await page(rows.length)
    rows.push(...results)
    if (results.length < EXPORT_PAGE || rows.length >= count) return rows
  }
}
