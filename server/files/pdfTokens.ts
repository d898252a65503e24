export type PdfToken =
  | { kind: 'name'; name: string }
  | { kind: 'obj' }
  /**
   * A `stream` keyword and its data, up to the next `endstream` (`end` is the file's end when there is none);
   * `afterDictionary` when a `>>` comes before the keyword, as it must for a reader to take it as a stream.
   */
  | { kind: 'stream'; start: number; end: number; ended: boolean; afterDictionary: boolean }

const WHITESPACE = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20])
const DELIMITERS = new Set([0x28, 0x29, 0x3c, 0x3e, 0x5b, 0x5d, 0x7b, 0x7d, 0x2f, 0x25])
const isRegular = (byte: number) => !WHITESPACE.has(byte) && !DELIMITERS.has(byte)

/** A name's text with its `#xx` escapes decoded (`/J#53` is `/JS`). */
const decodeName = (raw: string) =>
  raw.replace(/#([0-9A-Fa-f]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)))

/** The index just past a literal string starting at `(`: nested parentheses balance, `\` escapes one byte. */
function endOfString(data: Buffer, start: number): number {
  let depth = 0
  for (let at = start; at < data.length; at += 1) {
    const byte = data[at]
    if (byte === 0x5c) at += 1
    else if (byte === 0x28) depth += 1
    else if (byte === 0x29 && --depth === 0) return at + 1
  }
  return data.length
}

const keywordAt = (data: Buffer, at: number, keyword: string) =>
  data.toString('latin1', at, at + keyword.length) === keyword &&
  (at === 0 || !isRegular(data[at - 1])) &&
  !isRegular(data[at + keyword.length] ?? 0x20)

function followsDictionary(data: Buffer, keyword: number): boolean {
  let at = keyword - 1
  while (at >= 0 && WHITESPACE.has(data[at])) at -= 1
  return at >= 1 && data[at] === 0x3e && data[at - 1] === 0x3e
}

/**
 * The names, `obj` keywords and streams of a PDF as a reader tokenises it: comments and literal strings are
 * skipped (a `stream` inside one is no stream), names are decoded, stream data is skipped to its `endstream`.
 */
export function* pdfTokens(bytes: Buffer, streamsAllowed: boolean): Generator<PdfToken> {
  for (let at = 0; at < bytes.length;) {
    const byte = bytes[at]
    if (byte === 0x25) {
      while (at < bytes.length && bytes[at] !== 0x0a && bytes[at] !== 0x0d) at += 1
    } else if (byte === 0x28) {
      at = endOfString(bytes, at)
    } else if (byte === 0x2f) {
      let end = at + 1
      while (end < bytes.length && isRegular(bytes[end])) end += 1
      yield { kind: 'name', name: decodeName(bytes.toString('latin1', at + 1, end)) }
      at = end
    } else if (byte === 0x6f && keywordAt(bytes, at, 'obj')) {
      yield { kind: 'obj' }
      at += 3
    } else if (byte === 0x73 && streamsAllowed && keywordAt(bytes, at, 'stream')) {
      let start = at + 'stream'.length
      if (bytes[start] === 0x0d) start += 1
      if (bytes[start] === 0x0a) start += 1
      const found = bytes.indexOf('endstream', start, 'latin1')
      const end = found < 0 ? bytes.length : found
      yield { kind: 'stream', start, end, ended: found >= 0, afterDictionary: followsDictionary(bytes, at) }
      at = end
    } else {
      at += 1
    }
  }
}
