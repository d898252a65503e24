import { createWriteStream } from 'node:fs'
import { once } from 'node:events'
import { openPdf } from '../../pdf/document'
import { FONT } from '../../pdf/fonts'
import type { ReportColumn, ReportRow, ReportSheet } from '../definition'
import { forEachRowInChunks, type ReportWriter } from './document'
import { cellText, rupeesDisplay } from './values'

/** More columns than this turn the page to landscape. */
const PORTRAIT_MAX_COLUMNS = 6
const MARGIN = 36
const FONT_SIZE = 8
const ROW_HEIGHT = 14

const RIGHT_ALIGNED = new Set(['integer', 'money_paise', 'percent_bps'])

/** Column widths shared out by content length (header and values), within the page's width. */
function widths(columns: readonly ReportColumn[], rows: readonly ReportRow[], pageWidth: number): number[] {
  const sample = rows.slice(0, 200)
  const wants = columns.map((column) =>
    Math.min(
      40,
      Math.max(
        column.label.length,
        ...sample.map((row) => cellText(column.kind, row[column.key] ?? null, rupeesDisplay).length),
        4,
      ),
    ),
  )
  const total = wants.reduce((sum, want) => sum + want, 0)
  return wants.map((want) => (want / total) * pageWidth)
}

/**
 * PDF with pdfkit in DejaVu Sans (it has ₹): the title, the parameters, then each sheet as a table whose header
 * row repeats on every page, and its totals in bold. Landscape A4 when a sheet has more than six columns.
 */
export const writePdf: ReportWriter = async (document, file, progress) => {
  const wide = document.sheets.some((sheet) => sheet.columns.length > PORTRAIT_MAX_COLUMNS)
  const doc = await openPdf({
    size: 'A4',
    layout: wide ? 'landscape' : 'portrait',
    margin: MARGIN,
    info: { Title: document.title, Author: 'Roost' },
  })
  const out = createWriteStream(file)
  doc.pipe(out)
  const pageWidth = doc.page.width - 2 * MARGIN
  const bottom = () => doc.page.height - MARGIN - ROW_HEIGHT

  doc.font(FONT.bold).fontSize(14).text(document.title)
  doc.font(FONT.regular).fontSize(9)
  for (const [label, value] of document.parameters) doc.text(`${label}: ${value}`)
  doc.moveDown()

  const drawRow = (sheet: ReportSheet, columnWidths: number[], texts: string[], bold: boolean) => {
    const y = doc.y
    let x = MARGIN
    doc.font(bold ? FONT.bold : FONT.regular).fontSize(FONT_SIZE)
    sheet.columns.forEach((column, index) => {
      doc.text(texts[index], x + 2, y + 3, {
        width: columnWidths[index] - 4,
        height: ROW_HEIGHT,
        lineBreak: false,
        ellipsis: true,
        align: RIGHT_ALIGNED.has(column.kind) ? 'right' : 'left',
      })
      x += columnWidths[index]
    })
    doc
      .moveTo(MARGIN, y + ROW_HEIGHT)
      .lineTo(MARGIN + pageWidth, y + ROW_HEIGHT)
      .lineWidth(0.3)
      .strokeColor('#999999')
      .stroke()
    doc.x = MARGIN
    doc.y = y + ROW_HEIGHT
  }
  const values = (sheet: ReportSheet, row: ReportRow) =>
    sheet.columns.map((column) => cellText(column.kind, row[column.key] ?? null, rupeesDisplay))

  for (const [index, sheet] of document.sheets.entries()) {
    const columnWidths = widths(sheet.columns, sheet.rows, pageWidth)
    const header = sheet.columns.map((column) => column.label)
    const newPage = () => {
      doc.addPage()
      drawRow(sheet, columnWidths, header, true)
    }
    if (doc.y > bottom() - 3 * ROW_HEIGHT) doc.addPage()
    if (document.sheets.length > 1) {
      doc.font(FONT.bold).fontSize(11).text(sheet.name, MARGIN, doc.y)
      doc.moveDown(0.3)
    }
    drawRow(sheet, columnWidths, header, true)
    const share = (done: number) => progress((index + done) / document.sheets.length)
    await forEachRowInChunks([sheet], share, (row) => {
      if (doc.y > bottom()) newPage()
      drawRow(sheet, columnWidths, values(sheet, row), false)
    })
    if (sheet.totals) {
      if (doc.y > bottom()) newPage()
      drawRow(sheet, columnWidths, values(sheet, sheet.totals), true)
    }
    doc.moveDown()
  }
  doc.end()
  await once(out, 'finish')
}
