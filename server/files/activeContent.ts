/**
 * Markup a browser or an HTML reader could run, anywhere in a file (a PNG or PDF with HTML after or inside it is a
 * polyglot). Short tags must be followed by a tag delimiter, which keeps chance matches in compressed image data
 * to about one 10 MB file in several thousand.
 */
const MARKUP =
  /<(?:script|html|svg|iframe|body|object|embed)[\s/>]|<!doctype\s+html|javascript:|vbscript:|<\?xml-stylesheet/i

/** The first markup marker in the bytes, or null. */
export function markupIn(data: Buffer): string | null {
  return MARKUP.exec(data.toString('latin1'))?.[0].trim() ?? null
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
