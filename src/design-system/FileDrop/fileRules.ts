/** Human names of common upload types; anything else falls back to its extension or subtype in capitals. */
const typeNames: Record<string, string> = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
  'text/csv': 'CSV',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'Excel',
  'image/*': 'image',
}

/** Types of files whose browser-reported type is empty, guessed from the extension. */
const typesByExtension: Record<string, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
}

const nameOfType = (entry: string) => {
  const type = entry.trim().toLowerCase()
  if (typeNames[type]) return typeNames[type]
  if (type.startsWith('.')) return type.slice(1).toUpperCase()
  if (type.endsWith('/*')) return type.slice(0, -2)
  return (type.split('/')[1] ?? type).toUpperCase()
}

/** The accepted types as prose: ['application/pdf', 'image/jpeg', 'image/png'] → "PDF, JPEG or PNG". */
export function describeAccept(accept: readonly string[]): string {
  const names = [...new Set(accept.map(nameOfType))]
  return names.length <= 1
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`
}

/** "a" or "an" before a type name; acronyms are spelt out, so "an SVG" but "a PDF". */
export function articleFor(word: string): 'a' | 'an' {
  const first = word.charAt(0)
  const isAcronym = word.length > 1 && word === word.toUpperCase()
  return (isAcronym ? 'AEFHILMNORSX' : 'AEIOUaeiou').includes(first) ? 'an' : 'a'
}

/** A size in binary units with at most one decimal: 10485760 → "10 MB". */
export function formatBytes(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB']
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit += 1
  }
  return `${Number(value.toFixed(1))} ${units[unit]}`
}

type FileLike = Pick<File, 'name' | 'type' | 'size'>

/** Whether a file matches one of the accept entries: a MIME type, a wildcard such as image/*, or an extension. */
export function isAccepted(file: FileLike, accept: readonly string[]): boolean {
  if (accept.length === 0) return true
  const name = file.name.toLowerCase()
  const type = (file.type || typesByExtension[name.split('.').pop() ?? ''] || '').toLowerCase()
  return accept.some((raw) => {
    const entry = raw.trim().toLowerCase()
    if (entry.startsWith('.')) return name.endsWith(entry)
    if (entry.endsWith('/*')) return type.startsWith(entry.slice(0, -1))
    return type === entry
  })
}

export type FileRules = { accept: readonly string[]; maxSizeBytes: number; multiple: boolean }

/** Splits chosen or dropped files into those to upload and one message per rejected file. */
export function validateFiles<F extends FileLike>(
  files: readonly F[],
  { accept, maxSizeBytes, multiple }: FileRules,
): { valid: F[]; errors: string[] } {
  if (!multiple && files.length > 1) return { valid: [], errors: ['Add one file at a time'] }
  const typeList = describeAccept(accept)
  const valid: F[] = []
  const errors: string[] = []
  for (const file of files) {
    if (!isAccepted(file, accept)) {
      errors.push(`${file.name} is not ${articleFor(typeList)} ${typeList} file`)
    } else if (file.size > maxSizeBytes) {
      errors.push(`${file.name} is larger than ${formatBytes(maxSizeBytes)}`)
    } else {
      valid.push(file)
    }
  }
  return { valid, errors }
}
