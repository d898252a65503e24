import { serverFieldErrors, serverMessage } from '../../app/core/serverErrors'

/**
 * What a failed complaint write says, for a small form: the message of the field it concerns (mapped to the form's
 * names) or else the overall message (a 409's why), so every 400 and 409 is shown where the operator acts.
 */
export function actionError<F extends string>(error: unknown, fields: Record<string, F>) {
  const byField = serverFieldErrors(error, fields)
  const fieldNames = new Set(Object.keys(byField))
  return { byField, message: fieldNames.size > 0 ? undefined : serverMessage(error) }
}
