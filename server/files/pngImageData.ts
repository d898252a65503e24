import type { Span } from './activeContent'

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
/** Chunks of compressed pixels: IDAT, and APNG's frames. */
const IMAGE_DATA = new Set(['IDAT', 'fdAT'])
const MAX_CHUNK_BYTES = 0x7fffffff
/** Length, type and CRC around each chunk's data. */
const CHUNK_FRAME_BYTES = 12

/**
 * The data of a PNG's IDAT (and fdAT) chunks. Every other chunk and anything after IEND are outside it. Null when
 * the file does not walk as chunks from the signature and IHDR to IEND.
 */
export function pngImageData(data: Buffer): Span[] | null {
  if (!data.subarray(0, SIGNATURE.length).equals(SIGNATURE)) return null
  const spans: Span[] = []
  for (let at = SIGNATURE.length; at + CHUNK_FRAME_BYTES <= data.length;) {
    const length = data.readUInt32BE(at)
    const type = data.toString('latin1', at + 4, at + 8)
    const start = at + 8
    const end = start + length
    if (!/^[A-Za-z]{4}$/.test(type) || length > MAX_CHUNK_BYTES || end + 4 > data.length) return null
    if (at === SIGNATURE.length && type !== 'IHDR') return null
    if (IMAGE_DATA.has(type)) spans.push({ start, end })
    if (type === 'IEND') return spans
    at = end + 4
  }
  return null
}
