/* CSV export: RFC 4180 text with a UTF-8 BOM (so Excel reads ₹ and Indian names), and a browser download. */

export type CsvColumn<Row> = {
  header: string
  /** The cell's value; numbers are written as is, null and undefined as an empty cell. */
  value: (row: Row) => string | number | null | undefined
}

const BOM = '\uFEFF'

/** Money for a spreadsheet: rupees with two decimals and no grouping or symbol, e.g. 1234567 paise → "12345.67". */
export function paiseToCsvRupees(paise: number): string {
  const sign = paise < 0 ? '-' : ''
  const abs = Math.abs(paise)
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}

/** A cell quoted when it holds a comma, a quote, a line break or edge spaces; quotes doubled (RFC 4180). */
function cell(value: string | number | null | undefined): string {
  const text = value == null ? '' : String(value)
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** The header line and one line per row, CRLF-separated, after a BOM. */
export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  const lines = [
    columns.map((column) => cell(column.header)).join(','),
    ...rows.map((row) => columns.map((column) => cell(column.value(row))).join(',')),
  ]
  return `${BOM}${lines.join('\r\n')}\r\n`
}

/** Saves `text` as a CSV file named `filename` through a temporary link. */
export function downloadCsv(filename: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

/** The spec's largest page: exports read a filtered list 100 rows at a time. */
export const EXPORT_PAGE_SIZE = 100

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
