/**
 * Field messages from a failed call's `Error.errors` (`{ field: 'body.rent_paise', message }`), keyed by the
 * form's field names through `fields` (contract name → form name); fields the form lacks are dropped. The
 * base query has already shown the overall message in a toast.
 */
export function serverFieldErrors<F extends string>(
  error: unknown,
  fields: Record<string, F>,
): Partial<Record<F, string>> {
  const data = typeof error === 'object' && error !== null && 'data' in error ? error.data : undefined
  const list = typeof data === 'object' && data !== null && 'errors' in data ? data.errors : undefined
  if (!Array.isArray(list)) return {}
  const result: Partial<Record<F, string>> = {}
  list.forEach((item: unknown) => {
    if (typeof item !== 'object' || item === null || !('field' in item) || !('message' in item)) return
    const { field, message } = item
    if (typeof field !== 'string' || typeof message !== 'string') return
    const name = fields[field.split('.').at(-1) ?? field]
    if (name !== undefined && result[name] === undefined) result[name] = message
  })
  return result
}

/** The server's `message` from a failed call, when it carries one (the base query also shows it in a toast). */
export function serverMessage(error: unknown): string | undefined {
  const data = typeof error === 'object' && error !== null && 'data' in error ? error.data : undefined
  const message = typeof data === 'object' && data !== null && 'message' in data ? data.message : undefined
  return typeof message === 'string' && message ? message : undefined
}

/** The part of Formik's helpers a failed save writes to. */
type FormHelpers<F extends string> = {
  setErrors(errors: Partial<Record<F, string>>): void
  setTouched(touched: Partial<Record<F, boolean>>, shouldValidate?: boolean): void
  setStatus(status: string): void
}

/**
 * Shows a failed save on its form: the server's field messages next to their fields (touched, so they show), and
 * its message, or `fallback`, as the form's status. What was typed stays.
 */
export function showServerErrors<F extends string>(
  helpers: FormHelpers<F>,
  error: unknown,
  fields: Record<string, F>,
  fallback: string,
) {
  const fieldErrors = serverFieldErrors(error, fields)
  helpers.setErrors(fieldErrors)
  helpers.setTouched(
    Object.fromEntries(Object.keys(fieldErrors).map((name) => [name, true])) as Partial<Record<F, boolean>>,
    false,
  )
  helpers.setStatus(serverMessage(error) ?? fallback)
}
