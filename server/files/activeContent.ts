/**
 * Markup a browser or an HTML reader could run, anywhere in a file (a PNG or PDF with HTML after or inside it is a
 * polyglot). Short tags must be followed by a tag delimiter; compressed image data, where they would turn up by
 * chance, is skipped (see opaqueData.ts).
 */
const MARKUP =
  /<(?:script|html|svg|iframe|body|object|embed)[\s/>]|<!doctype\s+html|javascript:|vbscript:|<\?xml-stylesheet/i

/** Bytes `start` (included) to `end` (excluded). */
export type Span = { start: number; end: number }

/**
 * The first markup marker in the bytes, or null. Opaque spans (in order, not overlapping: compressed image data
 * no reader takes as text) are skipped, each run of bytes between them read on its own.
 */
export function markupIn(data: Buffer, opaque: readonly Span[] = []): string | null {
  let from = 0
  for (const span of [...opaque, { start: data.length, end: data.length }]) {
    const found = MARKUP.exec(data.toString('latin1', from, span.start))
    if (found) return found[0].trim()
    from = span.end
  }
  return null
}

const END_OF_CENTRAL_DIRECTORY = 0x06054b50
const END_RECORD_BYTES = 22
const MAX_COMMENT_BYTES = 0xffff

/**
 * Whether a zip archive ends the file, found the way zip readers find one: its end record within the last 64 KB,
 * its comment running exactly to the end. A JPEG, PNG or PDF with a zip appended opens as either.
 */
export function endsWithZip(data: Buffer): boolean {
  const earliest = Math.max(0, data.length - END_RECORD_BYTES - MAX_COMMENT_BYTES)
  for (let at = data.length - END_RECORD_BYTES; at >= earliest; at -= 1) {
    if (
      data.readUInt32LE(at) === END_OF_CENTRAL_DIRECTORY &&
      data.readUInt16LE(at + 20) === data.length - at - END_RECORD_BYTES
    ) {
      return true
    }
  }
  return false
}
