import fc from 'fast-check'
import { contractCompiler } from '../ajv'
import { listOperations, loadContract, type JsonObject } from '../loadContract'
import { hostileValue, isObject, RawJson, toJsonText, toText, validValue } from './arbitraries'
import { bodyOf, requestsFor } from './requests'

const contract = loadContract()
const operations = listOperations(contract)
const noIds = () => undefined

describe('validValue', () => {
  const bodies = contractCompiler(contract, 'body')
  const parameters = contractCompiler(contract, 'parameters')

  it.each(operations.map((operation) => [operation.operationId, operation] as const))(
    'gives %s parameters and bodies that its own schemas accept',
    (_name, operation) => {
      for (const parameter of (Array.isArray(operation.spec.parameters)
        ? operation.spec.parameters
        : []
      ).filter(isObject)) {
        const schema = isObject(parameter.schema) ? parameter.schema : {}
        const validate = parameters({ type: 'object', properties: { value: schema } })
        for (const value of fc.sample(validValue(schema, String(parameter.name), noIds), {
          seed: 1,
          numRuns: 20,
        })) {
          expect({ parameter: parameter.name, value, valid: validate({ value }) }).toMatchObject({
            valid: true,
          })
        }
      }
      const body = bodyOf(operation)
      if (!body) return
      const validate = (body.mediaType === 'application/json' ? bodies : parameters)(body.schema)
      for (const value of fc.sample(validValue(body.schema, 'body', noIds), { seed: 1, numRuns: 20 })) {
        expect({ value, valid: validate(value), errors: validate.errors }).toMatchObject({ valid: true })
      }
    },
  )

  it('takes ids from the source when a field is named like an id', () => {
    const ids = (name: string) => (name === 'tenant_id' ? [7, 9] : undefined)
    const schema: JsonObject = { type: 'integer', minimum: 1 }
    expect(new Set(fc.sample(validValue(schema, 'tenant_id', ids), { seed: 2, numRuns: 50 }))).toEqual(
      new Set([7, 9]),
    )
    const list = fc.sample(validValue({ type: 'array', items: schema, maxItems: 3 }, 'tenant_ids', ids), {
      seed: 2,
      numRuns: 30,
    })
    expect(list.flat().every((id) => id === 7 || id === 9)).toBe(true)
  })
})

describe('hostileValue', () => {
  it('offers every edge the issue names, and one past the schema own bounds', () => {
    const seen = fc.sample(hostileValue({ type: 'integer', minimum: 1, maximum: 100 }), {
      seed: 3,
      numRuns: 3000,
    })
    const written = new Set(
      seen.map((value) => (value instanceof RawJson ? value.text : JSON.stringify(value))),
    )
    for (const edge of ['0', '-1', String(2 ** 53), '1e309', '100', '101', 'null', '[]', '""', '"\\ud800"']) {
      expect({ edge, seen: written.has(edge) }).toEqual({ edge, seen: true })
    }
    expect(seen.some((value) => typeof value === 'string' && value.length === 10_000)).toBe(true)
    expect(seen.some((value) => typeof value === 'string' && value.includes('\u0000'))).toBe(true)
    expect(seen.some((value) => typeof value === 'string' && value.includes('\u202E'))).toBe(true)
  })

  it('offers dates past the contract range for a date', () => {
    const seen = fc.sample(hostileValue({ type: 'string', format: 'date' }), { seed: 4, numRuns: 500 })
    expect(seen).toEqual(expect.arrayContaining(['9999-12-31', '0000-01-01', '2200-01-01']))
  })
})

describe('writing values', () => {
  it('writes raw JSON numbers as they are, which JSON.stringify cannot', () => {
    expect(toJsonText({ a: new RawJson('1e309'), b: [new RawJson('-0'), 'x'] })).toBe(
      '{"a":1e309,"b":[-0,"x"]}',
    )
  })

  it('writes values for a query or form field as text', () => {
    expect([toText(new RawJson('1e309')), toText([3, 7]), toText(null), toText({ a: 1 })]).toEqual([
      '1e309',
      '3,7',
      'null',
      '{"a":1}',
    ])
  })
})

describe('requestsFor', () => {
  const markPaid = operations.find((operation) => operation.operationId === 'markCollectionPaid')!
  const context = { ids: (name: string) => (name === 'id' ? [42] : undefined), token: 'T' }

  it('is reproducible from its seed', () => {
    const first = fc.sample(requestsFor(markPaid, context), { seed: 5, numRuns: 30 })
    const again = fc.sample(requestsFor(markPaid, context), { seed: 5, numRuns: 30 })
    expect(again).toEqual(first)
  })

  it('mixes valid requests with spoiled ones, addressed to the operation with real ids', () => {
    const requests = fc.sample(requestsFor(markPaid, context), { seed: 6, numRuns: 300 })
    const kinds = new Set(requests.map((request) => request.kind.split(' ')[0]))
    for (const kind of [
      'valid',
      'boundary',
      'missing',
      'null',
      'unknown',
      'one-megabyte',
      'malformed',
      'no',
    ]) {
      expect({ kind, seen: kinds.has(kind) }).toEqual({ kind, seen: true })
    }
    const valid = requests.filter((request) => request.kind === 'valid')
    expect(valid.every((request) => request.url === '/payment/api/v1/operator/collection/42/mark_paid')).toBe(
      true,
    )
    expect(valid.every((request) => request.headers.Authorization === 'Token T')).toBe(true)
    expect(valid.every((request) => typeof request.body === 'string')).toBe(true)
  })

  it('sends uploads as multipart forms with files, and sometimes more files than allowed', () => {
    const upload = operations.find((operation) => operation.operationId === 'uploadPaymentProof')!
    const requests = fc.sample(requestsFor(upload, context), { seed: 7, numRuns: 600 })
    const forms = requests.flatMap((request) => (request.body instanceof FormData ? [request.body] : []))
    expect(forms.some((form) => form.getAll('file').length === 1)).toBe(true)
    expect(forms.some((form) => form.getAll('file').length > 5)).toBe(true)
  })
})
