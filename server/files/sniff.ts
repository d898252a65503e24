import type { StoredContentType } from '../db/schema'

const SIGNATURES: readonly { type: StoredContentType; bytes: readonly number[] }[] = [
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
]

/** The type the content's first bytes (magic numbers) prove, or null: names and declared types are not trusted. */
export function sniffContentType(data: Buffer): StoredContentType | null {
  const match = SIGNATURES.find(({ bytes }) => bytes.every((byte, index) => data[index] === byte))
  return match?.type ?? null
}
