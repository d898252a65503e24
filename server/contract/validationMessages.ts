import type { FastifySchemaValidationError } from 'fastify'

export type FieldError = { field: string; message: string }

/** Where the failing value was, named as the contract's `FieldError.field` does: `body.otp`, `query.limit`. */
const PART: Record<string, string> = { body: 'body', querystring: 'query', params: 'path', headers: 'header' }

/** Fields whose pattern deserves a sentence of its own rather than "is not in the expected format". */
const PATTERN_HINTS: Record<string, string> = {
  phone: 'must be a mobile number in digits only, e.g. 9845012345',
  phone_number: 'must be a mobile number in digits only, e.g. 9845012345',
  phone_no: 'must be a mobile number in digits only, e.g. 9845012345',
  dial_code: 'must be an ISD code such as +91',
  'x-country-code': 'must be an ISD code such as +91',
  'x-country-iso': 'must be a two-letter country code such as IN',
  otp: 'must be the 6-digit code',
  id: 'is not a valid id',
  month: 'must be a month as yyyy-MM',
  aishe_code: 'must be C- or U- then digits, e.g. C-41352',
}

/** Patterns the contract shares between fields, by the pattern itself. */
const PATTERN_TEXTS: Record<string, string> = {
  '^(19|20|21)[0-9]{2}-': 'must be a date between the years 1900 and 2199',
}

const FORMAT_HINTS: Record<string, string> = {
  date: 'must be a date as yyyy-MM-dd',
  'date-time': 'must be a date and time',
  email: 'must be a valid e-mail address',
  uri: 'must be a web address',
  uuid: 'must be a UUID',
}

const TYPE_NAMES: Record<string, string> = {
  integer: 'a whole number',
  number: 'a number',
  string: 'text',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
}

const typeName = (type: unknown) => {
  const types = (Array.isArray(type) ? type : String(type).split(',')).filter((t) => t !== 'null')
  return types.map((t) => TYPE_NAMES[String(t)] ?? String(t)).join(' or ')
}

/** Names that read badly when simply humanized. */
const LABELS: Record<string, string> = {
  otp: 'The code',
  id: 'The id',
  isd_code: 'The ISD code',
  aishe_code: 'The AISHE code',
}

/** `phone_number` → `Phone number`; a header keeps its name. */
function label(name: string, part: string): string {
  if (part === 'header') return `The ${name} header`
  if (!name) return part === 'body' ? 'The request body' : `The ${part} parameters`
  if (LABELS[name]) return LABELS[name]
  const words = name.replace(/_/g, ' ')
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** The rule that failed, as the end of a sentence about the field. */
function rule(error: FastifySchemaValidationError, name: string): string {
  const p = error.params
  switch (error.keyword) {
    case 'type':
      return `must be ${typeName(p.type)}`
    case 'pattern':
      return PATTERN_HINTS[name] ?? PATTERN_TEXTS[String(p.pattern)] ?? 'is not in the expected format'
    case 'format':
      return FORMAT_HINTS[String(p.format)] ?? `must be a valid ${String(p.format)}`
    case 'minLength':
      return p.limit === 1 ? 'must not be empty' : `must be at least ${String(p.limit)} characters`
    case 'maxLength':
      return `must be at most ${String(p.limit)} characters`
    case 'minimum':
      return `must be at least ${String(p.limit)}`
    case 'maximum':
      return `must be at most ${String(p.limit)}`
    case 'exclusiveMinimum':
      return `must be more than ${String(p.limit)}`
    case 'exclusiveMaximum':
      return `must be less than ${String(p.limit)}`
    case 'enum':
      return `must be one of: ${(p.allowedValues as unknown[]).map(String).join(', ')}`
    case 'const':
      return `must be ${String(p.allowedValue)}`
    case 'minItems':
      return `must have at least ${String(p.limit)} item${p.limit === 1 ? '' : 's'}`
    case 'maxItems':
      return `must have at most ${String(p.limit)} items`
    case 'uniqueItems':
      return 'must not repeat an item'
    case 'multipleOf':
      return `must be a multiple of ${String(p.multipleOf)}`
    case 'minProperties':
      return 'must contain at least one field'
    default:
      return error.message ?? 'is not valid'
  }
}

/** One Ajv error as a field and a sentence an operator can read. */
function describe(error: FastifySchemaValidationError, part: string): FieldError {
  const segments = error.instancePath
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
  if (error.keyword === 'required') segments.push(String(error.params.missingProperty))
  if (error.keyword === 'additionalProperties') segments.push(String(error.params.additionalProperty))
  const name = segments.at(-1) ?? ''
  const field = [part, ...segments].join('.')
  const subject = label(name, part)
  if (error.keyword === 'required') return { field, message: `${subject} is required.` }
  if (error.keyword === 'additionalProperties') {
    return { field, message: `'${name}' is not a field this call accepts; remove it.` }
  }
  return { field, message: `${subject} ${rule(error, name)}.` }
}

/**
 * Turns a failed request validation into the contract's error body: a sentence for the toast and one entry
 * per failing field. Combinator keywords (anyOf, oneOf, if) only summarise their branches and are skipped
 * when a branch said something more precise.
 */
export function validationFailure(
  errors: readonly FastifySchemaValidationError[],
  context: string,
): { message: string; errors: FieldError[] } {
  const part = PART[context] ?? context
  const precise = errors.filter((e) => !['anyOf', 'oneOf', 'if', 'not'].includes(e.keyword))
  const chosen = precise.length ? precise : errors
  // One sentence per field: a wrong format (`01/12/2026` for a date) says more than the range pattern it also fails.
  const rank = (error: FastifySchemaValidationError) => (error.keyword === 'pattern' ? 1 : 0)
  const described = chosen
    .map((error, index) => ({ error, index, fieldError: describe(error, part) }))
    .sort((a, b) => rank(a.error) - rank(b.error) || a.index - b.index)
  const unique = described
    .filter(
      ({ fieldError }, index) =>
        described.findIndex((o) => o.fieldError.field === fieldError.field) === index,
    )
    .sort((a, b) => a.index - b.index)
    .map(({ fieldError }) => fieldError)
  const [first, ...rest] = unique
  if (!first) return { message: 'The request is not valid.', errors: [] }
  const more = rest.length ? ` (and ${rest.length} more problem${rest.length === 1 ? '' : 's'})` : ''
  return { message: `${first.message.replace(/\.$/, '')}${more}.`, errors: unique }
}
