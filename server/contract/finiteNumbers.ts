import type { ValidateFunction } from 'ajv'

/** The path (`/limit`, `/items/0`) of the first number in a value that is not finite, or undefined. */
function nonFinitePath(value: unknown, path = ''): string | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? undefined : path
  if (typeof value !== 'object' || value === null) return undefined
  for (const [key, inner] of Object.entries(value)) {
    const found = nonFinitePath(inner, `${path}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`)
    if (found !== undefined) return found
  }
  return undefined
}

/**
 * Ajv coerces the text `1e309` to Infinity and then skips `minimum`/`maximum` for a number that is not
 * finite, so a coerced Infinity would pass every bound. This refuses any such value after validation.
 */
export function refuseNonFinite(validate: ValidateFunction): ValidateFunction {
  const checked = ((data: unknown, context?: object) => {
    const valid = (validate as (data: unknown, context?: object) => boolean)(data, context)
    checked.errors = validate.errors
    if (!valid) return false
    const instancePath = nonFinitePath(data)
    if (instancePath === undefined) return true
    checked.errors = [
      {
        instancePath,
        schemaPath: '#',
        keyword: 'type',
        params: { type: 'number' },
        message: 'must be finite',
      },
    ]
    return false
  }) as ValidateFunction
  return Object.assign(checked, { schema: validate.schema, schemaEnv: validate.schemaEnv })
}
