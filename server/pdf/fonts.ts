import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

/**
 * DejaVu Sans from the `dejavu-fonts-ttf` package: Latin text and the rupee sign (U+20B9), which the PDF standard
 * fonts lack. Each weight is read from node_modules and parsed once per process; pdfkit embeds only the glyphs a
 * document uses.
 */
const FILES = { regular: 'DejaVuSans.ttf', bold: 'DejaVuSans-Bold.ttf' } as const

export type FontWeight = keyof typeof FILES

/** The names documents use for the two weights after `useRupeeFonts`. */
export const FONT: Record<FontWeight, string> = { regular: 'Roost', bold: 'Roost-Bold' }

/** A parsed font of fontkit, pdfkit's font engine: pdfkit 0.20 takes one as a font source. */
type ParsedFont = { layout: (text: string) => unknown }

/**
 * pdfkit's own fontkit (its dependency, so the very engine pdfkit uses). A parsed font keeps its shaping tables,
 * which parsing the file afresh for every document (as pdfkit does with a file or buffer) spent ~100 ms building.
 */
const loadFontkit = () =>
  createRequire(require.resolve('pdfkit'))('fontkit') as { create: (data: Buffer) => ParsedFont }

let parsed: Record<FontWeight, ParsedFont> | null = null

function fonts(): Record<FontWeight, ParsedFont> {
  if (!parsed) {
    const fontkit = loadFontkit()
    const read = (weight: FontWeight) =>
      fontkit.create(readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${FILES[weight]}`)))
    parsed = { regular: read('regular'), bold: read('bold') }
  }
  return parsed
}

/** Registers both weights on a document and makes the regular one current (`openPdf` does it). */
export function useRupeeFonts(doc: PDFKit.PDFDocument): void {
  const { regular, bold } = fonts()
  // @types/pdfkit lists paths and buffers only; pdfkit itself also takes any font with `layout` (fontkit's).
  doc.registerFont(FONT.regular, regular as unknown as PDFKit.Mixins.PDFFontSource)
  doc.registerFont(FONT.bold, bold as unknown as PDFKit.Mixins.PDFFontSource)
  doc.font(FONT.regular)
}
