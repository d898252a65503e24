import type { Span } from './activeContent'

const START_OF_IMAGE = 0xd8
const END_OF_IMAGE = 0xd9
const START_OF_SCAN = 0xda
const TEMPORARY = 0x01
const isRestart = (marker: number) => marker >= 0xd0 && marker <= 0xd7

/** Where the entropy-coded data from `from` ends: the next 0xFF that is neither stuffed (0xFF00) nor a restart. */
function endOfScan(data: Buffer, from: number): number {
  for (let at = data.indexOf(0xff, from); at >= 0 && at + 1 < data.length; at = data.indexOf(0xff, at + 1)) {
    const next = data[at + 1]
    if (next !== 0x00 && !isRestart(next)) return at
  }
  return -1
}

/**
 * The entropy-coded data after each start-of-scan segment of a JPEG, up to the next real marker. Segment headers,
 * APPn and COM segments and anything after the end of image are outside it, except a JPEG that directly follows
 * (phones append gain maps and depth maps that way), which is walked the same way. Null when the file does not
 * walk as JPEG segments from start of image to end of image.
 */
export function jpegScanData(data: Buffer): Span[] | null {
  const spans: Span[] = []
  let at = 0
  while (data[at] === 0xff && data[at + 1] === START_OF_IMAGE) {
    at += 2
    for (;;) {
      if (data[at] !== 0xff) return null
      while (data[at + 1] === 0xff) at += 1
      const marker = data[at + 1]
      if (marker === undefined || marker === 0x00) return null
      at += 2
      if (marker === END_OF_IMAGE) break
      if (isRestart(marker) || marker === TEMPORARY) continue
      if (at + 2 > data.length) return null
      const length = data.readUInt16BE(at)
      if (length < 2 || at + length > data.length) return null
      at += length
      if (marker === START_OF_SCAN) {
        const end = endOfScan(data, at)
        if (end < 0) return null
        spans.push({ start: at, end })
        at = end
      }
    }
  }
  return at === 0 ? null : spans
}
