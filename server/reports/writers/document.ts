import type { ReportSheet } from '../definition'

/** What a writer puts in a file: the report's title, the parameters it was made for, and its sheets. */
export type ReportDocument = {
  title: string
  /** Label and value pairs printed above the table (PDF) or kept out of the data (CSV, XLSX). */
  parameters: [label: string, value: string][]
  sheets: ReportSheet[]
}

/** Writes a document to a file; reports the share of rows written (0–1) and yields between chunks of rows. */
export type ReportWriter = (
  document: ReportDocument,
  file: string,
  progress: (done: number) => void,
) => Promise<void>

/** Rows written before a writer lets the event loop serve other requests. */
export const CHUNK_ROWS = 25

/** Lets queued I/O (other requests) run before the next chunk. */
export const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve))

/** Calls `each` for every row of every sheet, yielding every CHUNK_ROWS rows and reporting progress. */
export async function forEachRowInChunks<T>(
  sheets: readonly { rows: readonly T[] }[],
  progress: (done: number) => void,
  each: (row: T, sheetIndex: number) => void,
): Promise<void> {
  const total = sheets.reduce((sum, sheet) => sum + sheet.rows.length, 0)
  let written = 0
  for (const [sheetIndex, sheet] of sheets.entries()) {
    for (const row of sheet.rows) {
      each(row, sheetIndex)
      written += 1
      if (written % CHUNK_ROWS === 0) {
        progress(written / total)
        await yieldToEventLoop()
      }
    }
  }
  progress(1)
}
