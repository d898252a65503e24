import { inflateSync } from 'node:zlib'

/**
 * PDF names that make a viewer run or open something by itself: scripts (also as the action of /OpenAction or of a
 * link), additional actions on open, close, page or field events, launching programs, attached files, Flash and
 * XFA forms (which carry their own scripts), and sending or importing form data.
 */
const ACTIVE_NAMES = new Set([
  'JavaScript',
  'JS',
  'AA',
  'Launch',
  'EmbeddedFile',
  'EmbeddedFiles',
  'RichMedia',
  'XFA',
  'SubmitForm',
  'ImportData',
])

/** Inflated object streams are objects only (no images or page content): more than this is not a real PDF. */
const MAX_INFLATED_BYTES = 16 * 1024 * 1024

export type PdfVerdict =
  | { kind: 'passive' }
  | { kind: 'active'; name: string }
  /** Objects we could not read (an object stream encrypted or encoded other than by Flate): not checked. */
  | { kind: 'unreadable' }

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

/**
 * Reads the file's objects as a PDF reader tokenises them (comments and strings skipped, names decoded, stream
 * data skipped to its `endstream`) and looks for the active names; object streams (PDF 1.5 compressed objects)
 * are inflated and read the same way, since they can hold any dictionary, /OpenAction included.
 */
export function pdfActions(data: Buffer): PdfVerdict {
  let inflatedBytes = 0
  const read = (bytes: Buffer, streamsAllowed: boolean): PdfVerdict => {
    let names: string[] = []
    for (let at = 0; at < bytes.length;) {
      const byte = bytes[at]
      if (byte === 0x25) {
        while (at < bytes.length && bytes[at] !== 0x0a && bytes[at] !== 0x0d) at += 1
      } else if (byte === 0x28) {
        at = endOfString(bytes, at)
      } else if (byte === 0x2f) {
        let end = at + 1
        while (end < bytes.length && isRegular(bytes[end])) end += 1
        const name = decodeName(bytes.toString('latin1', at + 1, end))
        if (ACTIVE_NAMES.has(name)) return { kind: 'active', name }
        names.push(name)
        at = end
      } else if (byte === 0x6f && keywordAt(bytes, at, 'obj')) {
        names = []
        at += 3
      } else if (byte === 0x73 && streamsAllowed && keywordAt(bytes, at, 'stream')) {
        let start = at + 'stream'.length
        if (bytes[start] === 0x0d) start += 1
        if (bytes[start] === 0x0a) start += 1
        const found = bytes.indexOf('endstream', start, 'latin1')
        const end = found < 0 ? bytes.length : found
        if (names.includes('ObjStm')) {
          const objects = inflatedObjects(bytes.subarray(start, end), names)
          if (!objects) return { kind: 'unreadable' }
          const verdict = read(objects, false)
          if (verdict.kind !== 'passive') return verdict
        }
        names = []
        at = end
      } else {
        at += 1
      }
    }
    return { kind: 'passive' }
  }

  /** An object stream's objects: raw, or Flate-compressed without a predictor; null for anything else. */
  const inflatedObjects = (encoded: Buffer, dictionary: readonly string[]): Buffer | null => {
    const filters = dictionary.filter((name) => FILTERS.has(name))
    if (dictionary.includes('DecodeParms') || dictionary.includes('DP')) return null
    if (filters.length === 0) return encoded
    if (filters.length > 1 || (filters[0] !== 'FlateDecode' && filters[0] !== 'Fl')) return null
    try {
      const inflated = inflateSync(encoded, { maxOutputLength: MAX_INFLATED_BYTES - inflatedBytes })
      inflatedBytes += inflated.length
      return inflated
    } catch {
      return null
    }
  }

  return read(data, true)
}

/** Every stream filter name, long and abbreviated (PDF 32000-1, 7.4 and 8.9.7). */
const FILTERS = new Set([
  'ASCIIHexDecode',
  'AHx',
  'ASCII85Decode',
  'A85',
  'LZWDecode',
  'LZW',
  'FlateDecode',
  'Fl',
  'RunLengthDecode',
  'RL',
  'CCITTFaxDecode',
  'CCF',
  'JBIG2Decode',
  'DCTDecode',
  'DCT',
  'JPXDecode',
  'Crypt',
])
