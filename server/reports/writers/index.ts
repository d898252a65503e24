import type { ReportFormat } from '../../db/schema'
import { writeCsv } from './csv'
import type { ReportWriter } from './document'
import { writePdf } from './pdf'
import { writeXlsx } from './xlsx'

export type { ReportDocument } from './document'

/** The writer, file extension and content type of each format. */
export const FORMATS: Record<ReportFormat, { write: ReportWriter; extension: string; contentType: string }> = {
  CSV: { write: writeCsv, extension: 'csv', contentType: 'text/csv; charset=utf-8' },
  XLSX: {
    write: writeXlsx,
    extension: 'xlsx',
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
  PDF: { write: writePdf, extension: 'pdf', contentType: 'application/pdf' },
}
