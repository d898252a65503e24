import fc from 'fast-check'
import type { Json, JsonObject, Operation } from '../loadContract'
import {
  hostileValue,
  isObject,
  oneMegabyte,
  RawJson,
  toJsonText,
  toText,
  typesOf,
  validValue,
  type IdSource,
} from './arbitraries'

/** One generated request, ready to send, with the case it exercises. */
export type FuzzRequest = {
  operationId: string
  /** What the request tries: `valid`, `boundary body.amount_paise`, `malformed JSON`… */
  kind: string
  method: string
  /** Path with its query string. */
  url: string
  headers: Record<string, string>
  body?: string | FormData
}

type Parameter = { name: string; in: 'path' | 'query' | 'header'; required: boolean; schema: JsonObject }
type Value = Json | RawJson
/** A request before it is written out: parameters and body as values, so that one part can be spoiled. */
type Model = {
  path: Record<string, Value>
  query: Record<string, Value>
  header: Record<string, Value>
  body: Value | undefined
}
/** Where a value sits (`query.limit`, `body.deductions.0.amount_paise`) and its schema there. */
type Target = { at: (string | number)[]; schema: JsonObject; required: boolean }

const parametersOf = (operation: Operation): Parameter[] =>
  (Array.isArray(operation.spec.parameters) ? operation.spec.parameters : []).filter(isObject).map((p) => ({
    name: String(p.name),
    in: p.in as Parameter['in'],
    required: p.required === true,
    schema: isObject(p.schema) ? p.schema : {},
  }))

/** The body's media type and schema (JSON preferred), or undefined when the operation takes no body. */
export function bodyOf(
  operation: Operation,
): { mediaType: string; schema: JsonObject; required: boolean } | undefined {
  const requestBody = operation.spec.requestBody
  if (!isObject(requestBody) || !isObject(requestBody.content)) return undefined
  const [mediaType, content] = Object.entries(requestBody.content)[0] ?? []
  if (!mediaType || !isObject(content)) return undefined
  return {
    mediaType,
    schema: isObject(content.schema) ? content.schema : {},
    required: requestBody.required === true,
  }
}

/** Every value of a body with its schema, nested objects and array items included. */
function bodyTargets(value: Value | undefined, schema: JsonObject, at: (string | number)[]): Target[] {
  if (!isObject(value)) return []
  const properties = isObject(schema.properties) ? schema.properties : {}
  const required = Array.isArray(schema.required) ? schema.required.map(String) : []
  return Object.entries(value).flatMap(([key, inner]) => {
    const innerSchema = isObject(properties[key]) ? properties[key] : {}
    const here: Target = { at: [...at, key], schema: innerSchema, required: required.includes(key) }
    const items = isObject(innerSchema.items) ? innerSchema.items : {}
    const nested = Array.isArray(inner)
      ? inner.flatMap((item, index) => [
          { at: [...at, key, index], schema: items, required: true },
          ...bodyTargets(item, items, [...at, key, index]),
        ])
      : bodyTargets(inner, innerSchema, [...at, key])
    return [here, ...nested]
  })
}

const paramTargets = (parameters: Parameter[], model: Model): Target[] =>
  parameters
    .filter((p) => p.name in model[p.in])
    .map((p) => ({ at: [p.in, p.name], schema: p.schema, required: p.required }))

/** Sets or (value undefined) removes the value at a path of the model, in a copy. */
function changed(model: Model, at: (string | number)[], value: Value | undefined): Model {
  const copy = copyModel(model)
  let node: unknown = copy
  for (const key of at.slice(0, -1)) node = (node as Record<string | number, unknown>)[key]
  const last = at[at.length - 1]
  if (Array.isArray(node) && typeof last === 'number') {
    if (value === undefined) node.splice(last, 1)
    else node[last] = value
  } else if (node && typeof node === 'object') {
    if (value === undefined) Reflect.deleteProperty(node, last)
    else (node as Record<string, unknown>)[last] = value
  }
  return copy
}

/** A deep copy that keeps `RawJson` values (structuredClone would turn them into plain objects). */
function copyModel(model: Model): Model {
  const copy = (value: unknown): unknown =>
    value instanceof RawJson
      ? value
      : Array.isArray(value)
        ? value.map(copy)
        : isObject(value)
          ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, copy(v)]))
          : value
  return copy(model) as Model
}

const describeAt = (at: (string | number)[]) => at.join('.')

/** Bytes an upload may carry: the three accepted types, and what must be refused whatever its name. */
const FILES: readonly { name: string; type: string; bytes: () => Uint8Array }[] = [
  {
    name: 'lease.pdf',
    type: 'application/pdf',
    bytes: () => text('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
  },
  {
    name: 'photo.png',
    type: 'image/png',
    bytes: () =>
      new Uint8Array([
        0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0,
        0, 1, 8, 2, 0, 0, 0, 0x90, 0x77, 0x53, 0xde,
      ]),
  },
  {
    name: 'photo.jpg',
    type: 'image/jpeg',
    bytes: () => new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 0xff, 0xd9]),
  },
  { name: 'empty.pdf', type: 'application/pdf', bytes: () => new Uint8Array() },
  {
    name: 'invoice.pdf',
    type: 'application/pdf',
    bytes: () => text('<html><script>alert(1)</script></html>'),
  },
  { name: 'setup.jpg', type: 'image/jpeg', bytes: () => text('MZ\x90\x00\x03\x00\x00\x00') },
  { name: 'ماڈل\u202Egnp.exe', type: 'application/octet-stream', bytes: () => text('\x7fELF\x02\x01\x01') },
  { name: '../../etc/passwd', type: 'text/plain', bytes: () => text('root:x:0:0') },
]
const text = (value: string) => new TextEncoder().encode(value)

function formData(
  body: Value | undefined,
  schema: JsonObject,
  files: number[],
  extraFiles: number,
): FormData {
  const form = new FormData()
  const properties = isObject(schema.properties) ? schema.properties : {}
  const addFile = (field: string, pick: number) => {
    const file = FILES[pick % FILES.length]
    form.append(field, new Blob([file.bytes()], { type: file.type }), file.name)
  }
  let fileIndex = 0
  for (const [key, value] of Object.entries(isObject(body) ? body : {})) {
    const fieldSchema = properties[key]
    if (isObject(fieldSchema) && fieldSchema.format === 'binary' && value === key)
      addFile(key, files[fileIndex++] ?? 0)
    else form.append(key, toText(value))
  }
  for (let extra = 0; extra < extraFiles; extra += 1) addFile('file', files[extra] ?? extra)
  return form
}

/** Bodies that are broken as a whole rather than in one field. */
const BROKEN_JSON: readonly { kind: string; contentType?: string; body: () => string }[] = [
  { kind: 'malformed JSON', contentType: 'application/json', body: () => '{"a":' },
  { kind: 'JSON array body', contentType: 'application/json', body: () => '[]' },
  { kind: 'JSON null body', contentType: 'application/json', body: () => 'null' },
  { kind: 'JSON number body', contentType: 'application/json', body: () => '1e309' },
  { kind: 'empty JSON body', contentType: 'application/json', body: () => '' },
  { kind: 'text/plain body', contentType: 'text/plain', body: () => 'hello' },
  { kind: 'XML body', contentType: 'application/xml', body: () => '<a>1</a>' },
  { kind: 'form-urlencoded body', contentType: 'application/x-www-form-urlencoded', body: () => 'a=1&b=2' },
  { kind: 'multipart without boundary', contentType: 'multipart/form-data', body: () => '--x\r\n' },
  {
    kind: 'multipart with a wrong boundary',
    contentType: 'multipart/form-data; boundary=right',
    body: () => '--wrong\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--wrong--\r\n',
  },
  {
    kind: 'truncated multipart',
    contentType: 'multipart/form-data; boundary=cut',
    body: () =>
      '--cut\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n',
  },
  { kind: 'body without a content type', body: () => '{"a":1}' },
  {
    kind: 'one-megabyte JSON string',
    contentType: 'application/json',
    body: () => toJsonText({ text: oneMegabyte() }),
  },
]

const MUTATIONS = [
  { kind: 'valid', weight: 6 },
  { kind: 'boundary', weight: 5 },
  { kind: 'missing', weight: 1 },
  { kind: 'null', weight: 1 },
  { kind: 'empty array', weight: 1 },
  { kind: 'unknown field', weight: 1 },
  { kind: 'one-megabyte field', weight: 1 },
  { kind: 'broken body', weight: 2 },
  { kind: 'no token', weight: 1 },
  { kind: 'extra files', weight: 1 },
] as const

export type FuzzContext = {
  ids: IdSource
  /** The token sent in `Authorization` to secured operations. */
  token: string
  /** Only valid requests (for operations that answer 501 whatever comes). */
  validOnly?: boolean
}

/**
 * Requests for one operation: a valid request (real ids where the schema wants one), then maybe spoiled in one
 * place (an edge value, a missing required field, null, an empty list, an unknown field, a megabyte of text,
 * a broken or mistyped body, no token). Uploads carry random files and extra file parts.
 */
export function requestsFor(operation: Operation, context: FuzzContext): fc.Arbitrary<FuzzRequest> {
  const parameters = parametersOf(operation)
  const body = bodyOf(operation)
  const paramArbitraries = (where: Parameter['in']) =>
    fc.record(
      Object.fromEntries(
        parameters
          .filter((p) => p.in === where)
          .map((p) => [p.name, validValue(p.schema, p.name, context.ids)]),
      ),
      {
        requiredKeys: parameters
          .filter((p) => p.in === where && (p.required || where === 'header'))
          .map((p) => p.name),
      },
    ) as fc.Arbitrary<Record<string, Value>>
  const model: fc.Arbitrary<Model> = fc.record({
    path: paramArbitraries('path'),
    query: paramArbitraries('query'),
    header: paramArbitraries('header'),
    body: body
      ? body.required
        ? validValue(body.schema, 'body', context.ids)
        : fc.option(validValue(body.schema, 'body', context.ids), { nil: undefined, freq: 4 })
      : fc.constant(undefined),
  })
  const mutation = context.validOnly
    ? fc.constant('valid')
    : fc.constantFrom(...MUTATIONS.flatMap((m) => Array<string>(m.weight).fill(m.kind)))

  return fc
    .record({
      model,
      mutation,
      pick: fc.nat(),
      files: fc.array(fc.nat({ max: FILES.length - 1 }), { minLength: 7, maxLength: 7 }),
      extraFiles: fc.integer({ min: 1, max: 6 }),
      unknownName: fc.constantFrom('operator_id', 'is_deleted', 'id', 'x', 'status'),
    })
    .chain((draw) => {
      const targets = [
        ...paramTargets(parameters, draw.model),
        ...(body ? bodyTargets(draw.model.body, body.schema, ['body']) : []),
      ]
      const target = targets.length ? targets[draw.pick % targets.length] : undefined
      const hostile = target ? hostileValue(target.schema) : fc.constant<Value>(null)
      return hostile.map((value) => spoil(operation, context, draw, target, targets, value))
    })
}

type Draw = {
  model: Model
  mutation: string
  pick: number
  files: number[]
  extraFiles: number
  unknownName: string
}

function spoil(
  operation: Operation,
  context: FuzzContext,
  draw: Draw,
  target: Target | undefined,
  targets: Target[],
  hostile: Value,
): FuzzRequest {
  let model = draw.model
  let kind = draw.mutation
  let token: string | undefined = operation.secured ? context.token : undefined
  let broken: (typeof BROKEN_JSON)[number] | undefined
  const body = bodyOf(operation)
  if (kind === 'boundary' && target) {
    model = changed(model, target.at, hostile)
    kind = `boundary ${describeAt(target.at)}`
  } else if (kind === 'missing') {
    const required = targets.filter((t) => t.required)
    const gone = required[draw.pick % Math.max(1, required.length)]
    if (gone) model = changed(model, gone.at, undefined)
    kind = gone ? `missing ${describeAt(gone.at)}` : 'valid'
  } else if (kind === 'null' && target) {
    model = changed(model, target.at, null)
    kind = `null ${describeAt(target.at)}`
  } else if (kind === 'empty array') {
    const lists = targets.filter((t) => typesOf(t.schema).types.includes('array'))
    const list = lists[draw.pick % Math.max(1, lists.length)]
    if (list) model = changed(model, list.at, [])
    kind = list ? `empty array ${describeAt(list.at)}` : 'valid'
  } else if (kind === 'unknown field') {
    const where = isObject(model.body) ? ['body', draw.unknownName] : ['query', draw.unknownName]
    model = changed(model, where, 1)
    kind = `unknown field ${where.join('.')}`
  } else if (kind === 'one-megabyte field' && target?.at[0] === 'body') {
    // Bodies only: a megabyte in a query string or header is over Node's header limit, refused before any route.
    model = changed(model, target.at, oneMegabyte())
    kind = `one-megabyte ${describeAt(target.at)}`
  } else if (kind === 'broken body' && (body || operation.method !== 'GET')) {
    broken = BROKEN_JSON[draw.pick % BROKEN_JSON.length]
    kind = broken.kind
  } else if (kind === 'extra files' && body?.mediaType === 'multipart/form-data') {
    kind = `extra files ×${draw.extraFiles}`
  } else if (kind === 'no token' && operation.secured) {
    token = draw.pick % 2 ? undefined : 'not-a-real-token'
    kind = token ? 'unknown token' : 'no token'
  } else {
    kind = 'valid'
  }
  return write(operation, model, kind, token, broken, draw)
}

/** Header values must be Latin-1 text without controls; other edge values go percent-encoded. */
const headerText = (value: Value) => {
  const written = toText(value)
  return /^[\x20-\x7e]*$/.test(written) ? written : uriComponent(written)
}

/** Percent-encoded UTF-8; a lone surrogate, which UTF-8 cannot carry, goes as U+FFFD (as a browser sends it). */
const uriComponent = (value: string) => encodeURIComponent(Buffer.from(value, 'utf8').toString('utf8'))

function write(
  operation: Operation,
  model: Model,
  kind: string,
  token: string | undefined,
  broken: (typeof BROKEN_JSON)[number] | undefined,
  draw: Draw,
): FuzzRequest {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_match, name: string) =>
    // An empty segment would address another route (or none); a blank one still reaches this operation.
    name in model.path ? uriComponent(toText(model.path[name]) || ' ') : '',
  )
  const query = new URLSearchParams(
    Object.entries(model.query).map(([key, value]): [string, string] => [key, toText(value)]),
  )
  const headers: Record<string, string> = Object.fromEntries(
    Object.entries(model.header).map(([key, value]) => [key, headerText(value)]),
  )
  if (token) headers.Authorization = `Token ${token}`
  const request: FuzzRequest = {
    operationId: operation.operationId,
    kind,
    method: operation.method,
    url: query.size ? `${path}?${query.toString()}` : path,
    headers,
  }
  const body = bodyOf(operation)
  if (broken) {
    if (broken.contentType) headers['Content-Type'] = broken.contentType
    return { ...request, body: broken.body() }
  }
  if (!body || model.body === undefined) return request
  if (body.mediaType === 'multipart/form-data') {
    const extraFiles = kind.startsWith('extra files') ? draw.extraFiles : 0
    return { ...request, body: formData(model.body, body.schema, draw.files, extraFiles) }
  }
  headers['Content-Type'] = body.mediaType
  return { ...request, body: toJsonText(model.body) }
}
