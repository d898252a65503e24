import { listOperations, loadContract, type Operation } from '../contract/loadContract'
import { DEMO_OPERATOR } from '../seed'
import { startTestServer, type TestServer } from '../testing/testServer'
import { bodyTooLargeMessage, jsonBodyLimit, largestJson, SMALL_BODY_LIMIT } from './bodyLimits'

const operations = listOperations(loadContract())
const operation = (operationId: string) =>
  operations.find((candidate) => candidate.operationId === operationId) as Operation

it('measures the longest JSON a schema admits, and calls anything open-ended unbounded', () => {
  const note = { type: 'string', maxLength: 10 }
  expect(largestJson(note)).toBe(2 + 60)
  expect(largestJson({ type: ['integer', 'null'], minimum: 1, maximum: 500 })).toBe(4)
  expect(largestJson({ type: 'array', maxItems: 3, items: note })).toBe(2 + 3 * 63)
  expect(
    largestJson({
      type: 'object',
      additionalProperties: false,
      properties: { note, ok: { type: 'boolean' } },
    }),
  ).toBe(2 + (4 + 4 + 62) + (2 + 4 + 5))
  expect(largestJson({ type: 'string' })).toBe(Infinity)
  expect(largestJson({ type: 'array', items: note })).toBe(Infinity)
  expect(largestJson({ type: 'object', properties: { note } })).toBe(Infinity)
})

describe('over HTTP', () => {
  let server: TestServer
  let token: string
  beforeAll(async () => {
    server = await startTestServer({ rateLimit: false })
    token = await server.signIn(DEMO_OPERATOR.phone)
  })
  afterAll(() => server.close())

  it('answers a JSON body over its operation’s limit with 413 and a sentence saying the limit', async () => {
    const limit = jsonBodyLimit(operation('markCollectionPaid')) as number
    const body = JSON.stringify({ amount_paise: 100, note: 'x'.repeat(limit) })
    const answer = await server.call('POST', '/payment/api/v1/operator/collection/1/mark_paid', {
      token,
      body,
    })
    expect(answer.status).toBe(413)
    expect(answer.body).toEqual({ message: bodyTooLargeMessage(limit) })
    expect(bodyTooLargeMessage(limit)).toMatch(
      /^The request body is too large: this operation takes at most \d+ (KB|MB)\.$/,
    )
  })

  it('holds a body sent in chunks, without a length, to the same limit', async () => {
    const limit = jsonBodyLimit(operation('markCollectionPaid')) as number
    const chunk = new TextEncoder().encode('x'.repeat(8 * 1024))
    let sent = 0
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > limit * 2) return controller.close()
        sent += chunk.length
        controller.enqueue(chunk)
      },
    })
    const response = await fetch(`${server.url}/payment/api/v1/operator/collection/1/mark_paid`, {
      method: 'POST',
      headers: { Authorization: `Token ${token}`, 'Content-Type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit)
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual({ message: bodyTooLargeMessage(limit) })
  })

  it('lets a bulk inventory edit, sized for a whole property, past the small limit', async () => {
    const floors = Array.from({ length: 20 }, (_, floor) => ({
      name: `Floor ${floor}`,
      level: floor,
      rooms: Array.from({ length: 100 }, (_, room) => ({ name: `Room ${floor}-${room}`, sharing: 2 })),
    }))
    const body = JSON.stringify({ floors })
    expect(body.length).toBeGreaterThan(4 * SMALL_BODY_LIMIT)
    // Read, parsed and validated: the property does not exist, so nothing is added.
    const answer = await server.call('POST', '/inventory/api/v1/operator/property/999999/inventory/edit', {
      token,
      body,
    })
    expect(answer.status).toBe(404)
  })

  it('does not hold uploads to a JSON limit: a 1 MB proof is read whole', async () => {
    const form = new FormData()
    const pdf = Buffer.concat([
      Buffer.from('%PDF-1.4\n'),
      Buffer.alloc(1024 * 1024, '%\n'),
      Buffer.from('%%EOF\n'),
    ])
    form.append('file', new Blob([pdf]), 'proof.pdf')
    form.append('amount_paise', '3000')
    const answer = await server.call<{ message?: string }>(
      'POST',
      '/payment/api/v1/operator/999999/payment-proof',
      {
        token,
        body: form,
      },
    )
    // The collection does not exist: the whole form was read and the request reached its handler.
    expect(answer.status).toBe(404)
  })

  it('keeps requests outside the contract (the app shell, 404s) to a small body', async () => {
    const answer = await server.call('POST', '/nowhere', { body: 'x'.repeat(SMALL_BODY_LIMIT + 1) })
    expect(answer.status).toBe(413)
  })
})
