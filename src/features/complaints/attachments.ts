/** The contract's attachment rules: JPEG, PNG, PDF or MP4, up to 5 per request, 10 MB each (the server checks content). */
export const ATTACHMENT_TYPES = ['image/jpeg', 'image/png', 'application/pdf', 'video/mp4'] as const
export const ATTACHMENT_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.pdf', '.mp4'] as const
export const ATTACHMENT_ACCEPT = [...ATTACHMENT_TYPES, ...ATTACHMENT_EXTENSIONS]
export const MAX_ATTACHMENTS = 5
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024

/** Why these files cannot be sent (too many, too big, not an allowed kind by name or type), or null. */
export function attachmentProblem(files: readonly File[]): string | null {
  if (files.length > MAX_ATTACHMENTS) return `Attach at most ${MAX_ATTACHMENTS} files`
  const big = files.find((file) => file.size > MAX_ATTACHMENT_BYTES)
  if (big) return `${big.name} is over 10 MB`
  const odd = files.find(
    (file) =>
      !(ATTACHMENT_TYPES as readonly string[]).includes(file.type) &&
      !ATTACHMENT_EXTENSIONS.some((extension) => file.name.toLowerCase().endsWith(extension)),
  )
  if (odd) return `${odd.name} is not a JPEG, PNG, PDF or MP4`
  return null
}
