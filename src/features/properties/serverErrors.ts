/**
 * Field messages from a failed call's `Error.errors` (`{ field: 'body.address.pincode', message }`), keyed by
 * the form's field names: the last path segment, renamed where the form differs from the contract. The base
 * query has already shown the overall message; these put the details next to their fields.
 */
export function serverFieldErrors(
  error: unknown,
  rename: Record<string, string> = {},
): Record<string, string> {
  const data = typeof error === 'object' && error !== null && 'data' in error ? error.data : undefined
  const list = typeof data === 'object' && data !== null && 'errors' in data ? data.errors : undefined
  if (!Array.isArray(list)) return {}
  const entries = list.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null || !('field' in item) || !('message' in item)) return []
    const { field, message } = item
    if (typeof field !== 'string' || typeof message !== 'string') return []
    const name = field.split('.').at(-1) ?? field
    return [[rename[name] ?? name, message] as const]
  })
  return Object.fromEntries(entries)
}
