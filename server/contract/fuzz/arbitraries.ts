import fc from 'fast-check'
import type { Json, JsonObject } from '../loadContract'

/** A JSON value written into a body as raw text, for what `JSON.stringify` cannot write (`1e309`, `-0`). */
export class RawJson {
  constructor(readonly text: string) {}
}

/** Ids of the signed-in operator to use for a field or path parameter named so, or undefined for none. */
export type IdSource = (name: string) => readonly number[] | undefined

export const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The declared types of a schema without `null`, and whether null is allowed. */
export function typesOf(schema: JsonObject): { types: string[]; nullable: boolean } {
  const all = Array.isArray(schema.type) ? schema.type.map(String) : schema.type ? [String(schema.type)] : []
  return { types: all.filter((type) => type !== 'null'), nullable: all.includes('null') }
}

/** `id`, `tenant_id` and `collection_ids` items take real ids. */
export const isIdName = (name: string) => name === 'id' || /_ids?$/.test(name)

const ID_LIST_PATTERN = '^[0-9]+(,[0-9]+)*$'

const DAY_MS = 86_400_000
/** Valid dates are drawn from 2000–2040: the range an operator can mean; the extremes are boundary cases. */
const dates = fc
  .integer({ min: Date.UTC(2000, 0, 1) / DAY_MS, max: Date.UTC(2040, 11, 31) / DAY_MS })
  .map((day) => new Date(day * DAY_MS).toISOString().slice(0, 10))

const dateTimes = fc
  .integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2040, 11, 31) })
  .map((ms) => new Date(ms).toISOString())

const emails = fc
  .tuple(fc.stringMatching(/^[a-z0-9]{1,12}(\.[a-z0-9]{1,8})?$/), fc.stringMatching(/^[a-z][a-z0-9]{1,20}$/))
  .map(([local, domain]) => `${local}@${domain}.in`)

/** Text an operator might type: plain words, Indian scripts, emoji, any code point. */
function text(minLength: number, maxLength: number): fc.Arbitrary<string> {
  const cap = Math.min(maxLength, Math.max(minLength, 40))
  return fc.oneof(
    { weight: 3, arbitrary: fc.string({ minLength, maxLength: cap }) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength, maxLength: cap }) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength, maxLength: cap }) },
  )
}

function stringValue(schema: JsonObject, name: string): fc.Arbitrary<string> {
  const minLength = typeof schema.minLength === 'number' ? schema.minLength : 0
  const maxLength = typeof schema.maxLength === 'number' ? schema.maxLength : 200
  if (schema.format === 'date') return dates
  if (schema.format === 'date-time') return dateTimes
  if (schema.format === 'email') return emails
  if (schema.format === 'binary') return fc.constant(name)
  if (typeof schema.pattern === 'string') {
    const pattern = new RegExp(schema.pattern)
    return fc
      .stringMatching(pattern)
      .filter((value) => [...value].length >= minLength && [...value].length <= maxLength)
  }
  return text(minLength, maxLength)
}

function integerValue(schema: JsonObject): fc.Arbitrary<number> {
  const low = typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + 1 : schema.minimum
  const high = typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum - 1 : schema.maximum
  const min = typeof low === 'number' ? low : -1_000_000
  const max = typeof high === 'number' ? high : Math.max(min, 0) + 1_000_000_000
  return fc.integer({
    min: Math.max(min, Number.MIN_SAFE_INTEGER),
    max: Math.min(max, Number.MAX_SAFE_INTEGER),
  })
}

function numberValue(schema: JsonObject): fc.Arbitrary<number> {
  const min = typeof schema.minimum === 'number' ? schema.minimum : -1e9
  const max = typeof schema.maximum === 'number' ? schema.maximum : 1e9
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true })
}

function arrayValue(schema: JsonObject, name: string, ids: IdSource): fc.Arbitrary<Json[]> {
  const items = isObject(schema.items) ? schema.items : {}
  const minLength = typeof schema.minItems === 'number' ? schema.minItems : 0
  const maxLength = Math.min(
    typeof schema.maxItems === 'number' ? schema.maxItems : 5,
    Math.max(minLength, 5),
  )
  const item = validValue(items, name.replace(/_ids$/, '_id'), ids)
  return schema.uniqueItems === true
    ? fc.uniqueArray(item, { minLength, maxLength, selector: (value) => JSON.stringify(value) })
    : fc.array(item, { minLength, maxLength })
}

function objectValue(schema: JsonObject, ids: IdSource): fc.Arbitrary<JsonObject> {
  const properties = isObject(schema.properties) ? schema.properties : {}
  const required = Array.isArray(schema.required) ? schema.required.map(String) : []
  const model = Object.fromEntries(
    Object.entries(properties).map(([key, value]) => [
      key,
      validValue(isObject(value) ? value : {}, key, ids),
    ]),
  )
  const record = fc.record(model, { requiredKeys: required.filter((key) => key in model) })
  const minProperties = typeof schema.minProperties === 'number' ? schema.minProperties : 0
  return (
    minProperties > 0 ? record.filter((value) => Object.keys(value).length >= minProperties) : record
  ).map((value) => value as JsonObject)
}

/**
 * Values the schema accepts. A field named like an id takes one of the operator's real ids when the source
 * knows some (so that valid requests reach the handlers), else any id the schema allows.
 */
export function validValue(schema: JsonObject, name: string, ids: IdSource): fc.Arbitrary<Json> {
  if ('const' in schema) return fc.constant(schema.const as Json)
  // A choice of schemas (a GSTIN or null, one file or several): a value of any branch.
  const branches = schema.oneOf ?? schema.anyOf
  if (Array.isArray(branches)) {
    return fc.oneof(...branches.filter(isObject).map((branch) => validValue(branch, name, ids)))
  }
  const { types, nullable } = typesOf(schema)
  if (types.length === 0 && nullable) return fc.constant(null)
  let value: fc.Arbitrary<Json>
  if (Array.isArray(schema.enum)) {
    value = fc.constantFrom(...(schema.enum.filter((option) => option !== null) as Json[]))
  } else {
    const known = types.includes('integer') && isIdName(name) ? ids(name) : undefined
    // `property_ids=3,7`: a comma-separated list of real ids.
    const knownList =
      schema.pattern === ID_LIST_PATTERN && isIdName(name) ? ids(name.replace(/s$/, '')) : undefined
    const byType: fc.Arbitrary<Json>[] = types.map((type) => {
      if (type === 'integer') return known?.length ? fc.constantFrom(...known) : integerValue(schema)
      if (type === 'number') return numberValue(schema)
      if (type === 'string' && knownList?.length)
        return fc.subarray([...knownList], { minLength: 1 }).map((list) => list.join(','))
      if (type === 'string') return stringValue(schema, name)
      if (type === 'boolean') return fc.boolean()
      if (type === 'array') return arrayValue(schema, name, ids)
      if (type === 'object' || isObject(schema.properties)) return objectValue(schema, ids)
      throw new Error(`Fuzzer: no arbitrary for type ${type} of ${name}`)
    })
    if (byType.length === 0)
      byType.push(
        isObject(schema.properties) ? objectValue(schema, ids) : (fc.jsonValue() as fc.Arbitrary<Json>),
      )
    value = byType.length === 1 ? byType[0] : fc.oneof(...byType)
  }
  return nullable ? fc.option(value, { nil: null, freq: 8 }) : value
}

const ONE_MB = 1024 * 1024

/** Numbers at and past every edge: zero, negatives, beyond 2^53 and 2^63, beyond a double (`1e309`), fractions. */
export const boundaryNumbers: readonly (number | RawJson)[] = [
  0,
  -1,
  1.5,
  2 ** 31,
  2 ** 53,
  -(2 ** 53),
  1e20,
  2 ** 63,
  Number.MAX_VALUE,
  new RawJson('1e309'),
  new RawJson('-1e309'),
  new RawJson('-0'),
]

/** Text at every edge: empty, 10,000 characters, odd Unicode (lone surrogates, RTL, NUL, emoji), traversal. */
export const boundaryStrings: readonly string[] = [
  '',
  ' ',
  'x'.repeat(10_000),
  '\uD800',
  'a\uDC00b',
  '\u202Eevil\u202C',
  'مرحبا بالعالم',
  'a\u0000b',
  '👩‍👩‍👧‍👦🏳️‍🌈',
  '../../etc/passwd',
  "'; drop table tenants; --",
  '<script>alert(1)</script>',
  '1e309',
  'NaN',
  '9999-12-31',
  '0000-01-01',
  '2026-02-30',
  '-1',
  '2.5',
]

/** Dates at and past the ends of what date arithmetic and the contract's range (1900–2199) hold. */
const EDGE_DATES = [
  '9999-12-31',
  '0000-01-01',
  '0001-01-01',
  '1900-01-01',
  '2199-12-31',
  '2200-01-01',
  '2026-02-29',
]

/** A string of one megabyte; rare in a run, it costs a megabyte each time. */
export const oneMegabyte = () => 'é'.repeat(ONE_MB / 2)

/**
 * Values a hostile or careless client sends in place of a field: edge numbers and strings, the wrong type,
 * null, empty and odd containers. For a schema it also offers its own edges and one past them.
 */
export function hostileValue(schema: JsonObject): fc.Arbitrary<Json | RawJson> {
  const edges: (Json | RawJson)[] =
    schema.format === 'date' || schema.format === 'date-time' ? [...EDGE_DATES] : []
  for (const key of ['minimum', 'maximum', 'minLength', 'maxLength', 'minItems', 'maxItems'] as const) {
    const limit = schema[key]
    if (typeof limit !== 'number') continue
    const step = key.startsWith('min') ? -1 : 1
    if (key.endsWith('imum')) edges.push(limit, limit + step)
    else if (key.endsWith('Length'))
      edges.push('y'.repeat(Math.max(0, limit)), 'y'.repeat(Math.max(0, limit + step)))
    else edges.push(Array.from({ length: Math.max(0, limit + step) }, () => 1))
  }
  const general: fc.Arbitrary<Json | RawJson> = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...boundaryNumbers) },
    { weight: 4, arbitrary: fc.constantFrom(...boundaryStrings) },
    { weight: 2, arbitrary: fc.constantFrom<Json>(null, true, false, [], {}, [null], { a: 1 }, ['1e309']) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) as fc.Arbitrary<Json> },
  )
  return edges.length
    ? fc.oneof({ weight: 2, arbitrary: fc.constantFrom(...edges) }, { weight: 5, arbitrary: general })
    : general
}

/** JSON text of a value that may hold `RawJson` parts (written as they are). */
export function toJsonText(value: unknown): string {
  const raws: string[] = []
  const marked = JSON.stringify(value, (_key, inner: unknown) => {
    if (inner instanceof RawJson) {
      raws.push(inner.text)
      return `\u0000raw${raws.length - 1}\u0000`
    }
    return inner
  })
  return (marked ?? 'null').replace(
    /"\\u0000raw(\d+)\\u0000"/g,
    (_match, index: string) => raws[Number(index)],
  )
}

/** A value as it is written in a query string, a path segment, a header or a form field. */
export function toText(value: unknown): string {
  if (value instanceof RawJson) return value.text
  if (typeof value === 'string') return value
  if (Array.isArray(value) && value.every((item) => typeof item !== 'object' || item === null))
    return value.join(',')
  return toJsonText(value)
}
