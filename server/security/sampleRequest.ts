import fc from 'fast-check'
import type { Json, JsonObject, Operation } from '../contract/loadContract'

const isObject = (value: Json | undefined): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A request: the path filled in with the query string, and a JSON body or a multipart form. */
export type SampledRequest = { method: string; url: string; body?: Json | FormData }

/** A PNG's signature and header: what an upload's file field gets. */
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex')

const firstType = (schema: JsonObject): string | undefined => {
  const types = Array.isArray(schema.type)
    ? schema.type.map(String)
    : [schema.type].filter(Boolean).map(String)
  return types.find((type) => type !== 'null') ?? types[0]
}

function sampleString(schema: JsonObject): string {
  if (schema.format === 'date') return '2026-12-01'
  if (schema.format === 'date-time') return '2026-12-01T05:30:00.000Z'
  if (schema.format === 'email') return 'owner@example.com'
  if (schema.format === 'uri') return 'https://example.com/'
  const minLength = typeof schema.minLength === 'number' ? schema.minLength : 1
  if (typeof schema.pattern === 'string') {
    const maxLength = typeof schema.maxLength === 'number' ? schema.maxLength : Infinity
    const matching = fc
      .stringMatching(new RegExp(schema.pattern))
      .filter((text) => text.length >= minLength && text.length <= maxLength)
    return fc.sample(matching, { seed: 13, numRuns: 1 })[0]
  }
  return 'a'.repeat(Math.max(minLength, 2))
}

function sampleNumber(schema: JsonObject): number {
  const low =
    typeof schema.minimum === 'number'
      ? schema.minimum
      : typeof schema.exclusiveMinimum === 'number'
        ? schema.exclusiveMinimum + 1
        : 1
  const high =
    typeof schema.maximum === 'number'
      ? schema.maximum
      : typeof schema.exclusiveMaximum === 'number'
        ? schema.exclusiveMaximum - 1
        : Infinity
  return Math.min(Math.max(low, 1), high)
}

/**
 * The smallest value a schema accepts, deterministically: required properties only (optional ones until
 * `minProperties` is met), `minItems` items, the first enum value, a date for a date. Enough to get a request
 * past validation, so a test sees what the server does after it (its token check, an unknown field's refusal).
 */
export function sampleValue(schema: JsonObject): Json {
  if ('const' in schema) return schema.const ?? null
  if (Array.isArray(schema.enum)) return schema.enum.find((value) => value !== null) ?? null
  switch (firstType(schema)) {
    case 'object': {
      const properties = isObject(schema.properties) ? schema.properties : {}
      const required = Array.isArray(schema.required) ? schema.required.map(String) : []
      const minProperties = typeof schema.minProperties === 'number' ? schema.minProperties : 0
      const optional = Object.keys(properties).filter((name) => !required.includes(name))
      const chosen = [...required, ...optional.slice(0, Math.max(0, minProperties - required.length))]
      return Object.fromEntries(
        chosen.map((name) => {
          const property = properties[name]
          return [name, sampleValue(isObject(property) ? property : {})]
        }),
      )
    }
    case 'array': {
      const count = typeof schema.minItems === 'number' ? schema.minItems : 0
      const items = isObject(schema.items) ? schema.items : {}
      const sampled = sampleValue(items)
      return Array.from({ length: count }, (_, index) =>
        typeof sampled === 'number' && schema.uniqueItems ? sampled + index : sampled,
      )
    }
    case 'integer':
    case 'number':
      return sampleNumber(schema)
    case 'boolean':
      return true
    case 'string':
      return sampleString(schema)
    default:
      return null
  }
}

type Parameter = { name: string; in: string; required: boolean; schema: JsonObject }

const parametersOf = (operation: Operation): Parameter[] =>
  (Array.isArray(operation.spec.parameters) ? operation.spec.parameters : []).filter(isObject).map((p) => ({
    name: String(p.name),
    in: String(p.in),
    required: p.required === true,
    schema: isObject(p.schema) ? p.schema : {},
  }))

/** The operation's JSON body schema, when it takes JSON. */
export function jsonBodySchema(operation: Operation): JsonObject | undefined {
  const requestBody = operation.spec.requestBody
  if (!isObject(requestBody) || !isObject(requestBody.content)) return undefined
  const json = requestBody.content['application/json']
  return isObject(json) && isObject(json.schema) ? json.schema : undefined
}

function multipartSchema(operation: Operation): JsonObject | undefined {
  const requestBody = operation.spec.requestBody
  if (!isObject(requestBody) || !isObject(requestBody.content)) return undefined
  const form = requestBody.content['multipart/form-data']
  return isObject(form) && isObject(form.schema) ? form.schema : undefined
}

/** The form's fields as sampleValue chooses them (required, then enough for minProperties); a file is a PNG. */
function sampleForm(schema: JsonObject): FormData {
  const form = new FormData()
  const properties = isObject(schema.properties) ? schema.properties : {}
  const sampled = sampleValue({ ...schema, type: 'object' })
  for (const name of isObject(sampled) ? Object.keys(sampled) : []) {
    const property = properties[name]
    if (isObject(property) && property.format === 'binary') {
      form.append(name, new Blob([PNG], { type: 'image/png' }), 'photo.png')
    } else form.append(name, asText(sampleValue(isObject(property) ? property : {})))
  }
  return form
}

const asText = (value: Json) => (Array.isArray(value) ? value.join(',') : String(value))

/**
 * A request the contract accepts for the operation: path parameters (`pathValues` first, else sampled), the
 * required query parameters, and a sampled JSON body or multipart form.
 */
export function sampleRequest(
  operation: Operation,
  pathValues: Record<string, string | number> = {},
): SampledRequest {
  const parameters = parametersOf(operation)
  const url = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const parameter = parameters.find((p) => p.in === 'path' && p.name === name)
    return encodeURIComponent(asText(pathValues[name] ?? sampleValue(parameter?.schema ?? {})))
  })
  const query = new URLSearchParams(
    parameters
      .filter((p) => p.in === 'query' && p.required)
      .map((p): [string, string] => [p.name, asText(sampleValue(p.schema))]),
  ).toString()
  const schema = jsonBodySchema(operation)
  const formSchema = schema ? undefined : multipartSchema(operation)
  return {
    method: operation.method,
    url: query ? `${url}?${query}` : url,
    ...(schema ? { body: sampleValue(schema) } : formSchema ? { body: sampleForm(formSchema) } : {}),
  }
}
