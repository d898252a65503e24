import { createWriteStream } from 'node:fs'
import { once } from 'node:events'
import type { ReportColumn, ReportRow } from '../definition'
import { forEachRowInChunks, type ReportWriter } from './document'
import { cellText, rupeesText } from './values'

/** UTF-8 byte-order mark: Excel reads the file as UTF-8 only with it (₹ and names in Indian scripts). */
const BOM = '\uFEFF'

/** A text that a spreadsheet would run as a formula gets a leading apostrophe (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/

/** RFC 4180: a field with a quote, comma or line break is quoted, its quotes doubled. */
function field(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

function line(columns: readonly ReportColumn[], row: ReportRow): string {
  return (
    columns
      .map((column) => {
        const text = cellText(column.kind, row[column.key] ?? null, rupeesText)
        return field(column.kind === 'text' && FORMULA_START.test(text) ? `'${text}` : text)
      })
      .join(',') + '\r\n'
  )
}

/**
 * CSV: UTF-8 with BOM, CRLF lines, a header row per sheet, money as rupees with 2 decimals, dates yyyy-mm-dd,
 * shares as `12.50%`. A report of several sheets writes them one after the other, each under its name, with a
 * blank line between them; the totals row follows each sheet's rows.
 */
export const writeCsv: ReportWriter = async (document, file, progress) => {
  const out = createWriteStream(file, { encoding: 'utf8' })
  const write = async (text: string) => {
    if (!out.write(text)) await once(out, 'drain')
  }
  let pending: string[] = [BOM]
  const several = document.sheets.length > 1
  const flush = async () => {
    await write(pending.join(''))
    pending = []
  }
  for (const [index, sheet] of document.sheets.entries()) {
    if (index > 0) pending.push('\r\n')
    if (several) pending.push(field(sheet.name) + '\r\n')
    pending.push(sheet.columns.map((column) => field(column.label)).join(',') + '\r\n')
    await forEachRowInChunks([sheet], (done) => progress((index + done) / document.sheets.length), (row) => {
      pending.push(line(sheet.columns, row))
    })
    if (sheet.totals) pending.push(line(sheet.columns, sheet.totals))
    await flush()
  }
  await flush()
  out.end()
  await once(out, 'finish')
}
