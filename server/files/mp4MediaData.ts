import type { Span } from './activeContent'

/** Size and type in front of each box. */
const BOX_HEADER_BYTES = 8
/** A size of 1 means a 64-bit size follows the type. */
const LARGE_HEADER_BYTES = 16

/**
 * The payload of an MP4's `mdat` boxes (the compressed audio and video). Every other box is outside it. Null when
 * the file does not walk as top-level boxes from `ftyp` to its end.
 */
export function mp4MediaData(data: Buffer): Span[] | null {
  const spans: Span[] = []
  let at = 0
  while (at < data.length) {
    if (at + BOX_HEADER_BYTES > data.length) return null
    const type = data.toString('latin1', at + 4, at + 8)
    if (!/^[\x20-\x7e]{4}$/.test(type)) return null
    if (at === 0 && type !== 'ftyp') return null
    const size = data.readUInt32BE(at)
    let header = BOX_HEADER_BYTES
    let end: number
    if (size === 0) {
      end = data.length
    } else if (size === 1) {
      if (at + LARGE_HEADER_BYTES > data.length) return null
      header = LARGE_HEADER_BYTES
      end = at + Number(data.readBigUInt64BE(at + BOX_HEADER_BYTES))
    } else {
      end = at + size
    }
    if (end < at + header || end > data.length) return null
    if (type === 'mdat') spans.push({ start: at + header, end })
    at = end
  }
  return at === 0 ? null : spans
}
