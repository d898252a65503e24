import type { StoredContentType } from '../db/schema'
import type { Span } from './activeContent'
import { jpegScanData } from './jpegScanData'
import { mp4MediaData } from './mp4MediaData'
import { pdfStreamData } from './pdfStreamData'
import { pngImageData } from './pngImageData'

const WALKS: Readonly<Record<StoredContentType, (data: Buffer) => Span[] | null>> = {
  'image/jpeg': jpegScanData,
  'image/png': pngImageData,
  'application/pdf': pdfStreamData,
  'video/mp4': mp4MediaData,
}

/**
 * The spans of a kept file holding compressed data no reader takes as text (JPEG scans, PNG image data, PDF
 * streams, MP4 media data), where markup markers turn up by chance. None when the file does not walk as its type: it is read whole.
 */
export function opaqueData(data: Buffer, type: StoredContentType): Span[] {
  return WALKS[type](data) ?? []
}
