import { useRupeeFonts } from './fonts'

/**
 * A new pdfkit document with the rupee fonts registered and current. pdfkit and its font engine load with the
 * first document a process makes, not when the server starts: most processes never make one (every server test
 * file, a report worker making a CSV), and loading them took ~0.1 s in Node and ~0.4 s under jest.
 */
export async function openPdf(options: PDFKit.PDFDocumentOptions): Promise<PDFKit.PDFDocument> {
  const { default: PDFDocument } = await import('pdfkit')
  const doc = new PDFDocument(options)
  useRupeeFonts(doc)
  return doc
}

/** The whole file of a document written in memory, once `doc.end()` is called. */
export function pdfBytes(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  return new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
}
