import { inflateSync } from 'node:zlib'
import { pdfTokens } from './pdfTokens'

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

/**
 * Reads the file's objects as a PDF reader tokenises them (comments and strings skipped, names decoded, stream
 * data skipped to its `endstream`) and looks for the active names; object streams (PDF 1.5 compressed objects)
 * are inflated and read the same way, since they can hold any dictionary, /OpenAction included.
 */
export function pdfActions(data: Buffer): PdfVerdict {
  let inflatedBytes = 0
  const read = (bytes: Buffer, streamsAllowed: boolean): PdfVerdict => {
    let names: string[] = []
    for (const token of pdfTokens(bytes, streamsAllowed)) {
      if (token.kind === 'name') {
        if (ACTIVE_NAMES.has(token.name)) return { kind: 'active', name: token.name }
        names.push(token.name)
      } else if (token.kind === 'obj') {
        names = []
      } else {
        if (names.includes('ObjStm')) {
          const objects = inflatedObjects(bytes.subarray(token.start, token.end), names)
          if (!objects) return { kind: 'unreadable' }
          const verdict = read(objects, false)
          if (verdict.kind !== 'passive') return verdict
        }
        names = []
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
