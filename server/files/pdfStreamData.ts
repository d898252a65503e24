import type { Span } from './activeContent'
import { pdfTokens } from './pdfTokens'

/**
 * The data of each stream in a PDF, between `stream` and `endstream` as the PDF's tokens place them (a `stream`
 * in a comment or a string is none). Null when a stream is not one a reader would take: no dictionary before its
 * keyword, or no `endstream` after it.
 */
export function pdfStreamData(data: Buffer): Span[] | null {
  const spans: Span[] = []
  for (const token of pdfTokens(data, true)) {
    if (token.kind !== 'stream') continue
    if (!token.ended || !token.afterDictionary) return null
    spans.push({ start: token.start, end: token.end })
  }
  return spans
}
