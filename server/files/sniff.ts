import { fileTypeFromBuffer } from 'file-type/core'
import type { StoredContentType } from '../db/schema'

/** What file-type recognises that we keep; APNG is a PNG every viewer shows as one. */
const KEPT: Readonly<Record<string, StoredContentType>> = {
  'application/pdf': 'application/pdf',
  'image/jpeg': 'image/jpeg',
  'image/png': 'image/png',
  'image/apng': 'image/png',
  'video/mp4': 'video/mp4',
}

/** What the content's bytes prove it is (file-type's magic numbers and structure checks); names are not trusted. */
export type Sniffed =
  { kind: 'kept'; type: StoredContentType } | { kind: 'other'; extension: string } | { kind: 'unknown' }

export async function sniff(data: Uint8Array): Promise<Sniffed> {
  const found = await fileTypeFromBuffer(data)
  if (!found) return { kind: 'unknown' }
  const kept = KEPT[found.mime]
  return kept ? { kind: 'kept', type: kept } : { kind: 'other', extension: found.ext }
}

/** The kept type the content's bytes prove, or null (another type, or nothing file-type knows). */
export async function sniffContentType(data: Uint8Array): Promise<StoredContentType | null> {
  const sniffed = await sniff(data)
  return sniffed.kind === 'kept' ? sniffed.type : null
}
