import type { FastifyReply } from 'fastify'

export type Disposition = 'attachment' | 'inline'

/** Types a browser may show in a tab: PDFs and images. Anything else is always an attachment. */
const VIEWABLE = new Set(['application/pdf', 'image/jpeg', 'image/png'])

/**
 * A downloaded file is a document of its own if a browser opens it: it may load nothing, run nothing, submit
 * nothing and be framed by nobody (a PDF or image needs none of that to be shown).
 */
export const DOWNLOAD_POLICY = "default-src 'none'; sandbox; frame-ancestors 'none'"

/** The name without folders, control characters, quotes or separators a header or a file system would misread. */
const cleanName = (name: string) =>
  (name.split(/[/\\]/).pop() ?? '')
    .replace(/[\p{Cc}\p{Cf}"*:<>?|;]/gu, '_')
    .trim()
    .slice(0, 120) || 'file'

/** RFC 5987 `value-chars`: percent-encoded UTF-8 outside `attr-char` (encodeURIComponent leaves `'()*` bare). */
const encodeExtValue = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)

/**
 * `attachment` (or `inline` for a viewable type) with an ASCII `filename` for old clients and the exact name as
 * RFC 5987 `filename*` (RFC 6266 §4.3: clients that know `filename*` prefer it).
 */
export function contentDisposition(name: string, contentType: string, asked: Disposition = 'attachment') {
  const disposition = asked === 'inline' && VIEWABLE.has(contentType) ? 'inline' : 'attachment'
  const clean = cleanName(name)
  const ascii = clean.replace(/[^A-Za-z0-9 ._()-]/g, '_')
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeExtValue(clean)}`
}

/**
 * Sends a file's bytes: its type, a Content-Disposition naming it, no sniffing, no caching, and a policy that
 * keeps it from running anything (these replace the app's own Content-Security-Policy on this answer).
 */
export function sendFile(
  reply: FastifyReply,
  file: { file_name: string; content_type: string },
  data: Buffer,
  disposition: Disposition = 'attachment',
) {
  return reply
    .header('Content-Type', file.content_type)
    .header('Content-Disposition', contentDisposition(file.file_name, file.content_type, disposition))
    .header('Content-Security-Policy', DOWNLOAD_POLICY)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'private, no-store')
    .send(data)
}
