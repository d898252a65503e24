import type { StoredContentType } from '../db/schema'
import { badRequest } from '../http/httpError'
import { MAX_UPLOAD_BYTES } from '../http/multipart'
import { endsWithZip, markupIn } from './activeContent'
import { opaqueData } from './opaqueData'
import { pdfActions } from './pdfActions'
import { sniff } from './sniff'

const refused = (message: string) => badRequest(message, [{ field: 'body.file', message }])

/** The kept types an upload may be, and how its messages name them. */
export type Accepted = { types: readonly StoredContentType[]; names: string }

/** Documents, agreements, payment proofs and photos. */
export const DOCUMENT_FILES: Accepted = {
  types: ['application/pdf', 'image/jpeg', 'image/png'],
  names: 'PDF, JPEG or PNG',
}

/** Complaint attachments: photos, documents and short videos. */
export const COMPLAINT_FILES: Accepted = {
  types: ['image/jpeg', 'image/png', 'application/pdf', 'video/mp4'],
  names: 'JPEG, PNG, PDF or MP4',
}

/**
 * The type a file may be kept as: one of the accepted types by its bytes (never its name or declared type), not
 * empty, at most 10 MB, with nothing a browser or PDF viewer could run (markup anywhere outside its compressed image,
 * stream and media data, a zip appended to it, PDF scripts, automatic actions or attachments). Anything else is a
 * 400 saying why.
 */
export async function recognise(
  data: Buffer,
  accepted: Accepted = DOCUMENT_FILES,
): Promise<StoredContentType> {
  const plain = `Upload a plain ${accepted.names}.`
  if (data.length === 0) throw refused(`The file is empty. Choose a ${accepted.names} file.`)
  if (data.length > MAX_UPLOAD_BYTES) {
    throw refused(`The file is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`)
  }
  const sniffed = await sniff(data)
  if (sniffed.kind !== 'kept' || !accepted.types.includes(sniffed.type)) {
    throw refused(`Only ${accepted.names} files can be uploaded; this file is none of them.`)
  }
  const markup = markupIn(data, opaqueData(data, sniffed.type))
  if (markup) {
    throw refused(`The file carries web page code ("${markup}"), which could run when it is opened. ${plain}`)
  }
  if (endsWithZip(data)) throw refused(`The file has an archive attached to it. ${plain}`)
  if (sniffed.type === 'application/pdf') {
    const actions = pdfActions(data)
    if (actions.kind === 'active') {
      throw refused(
        `The PDF carries /${actions.name}, which could run or open something when it is viewed. Upload a PDF without scripts, attachments or automatic actions.`,
      )
    }
    if (actions.kind === 'unreadable') {
      throw refused(
        'The PDF is encrypted or compressed in a way that cannot be checked. Upload an unprotected copy (print it to PDF) or a photo.',
      )
    }
  }
  return sniffed.type
}
