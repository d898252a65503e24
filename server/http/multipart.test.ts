import { request as httpRequest } from 'node:http'
import { DEMO_OPERATOR } from '../seed'
import { multipartBody, PNG, postRaw, uploadedFiles } from '../testing/fileKit'
import { formWith, tenantPaths } from '../testing/tenantKit'
import { startTestServer, type TestServer } from '../testing/testServer'

type Data<T> = { data: T }

let server: TestServer
let token: string
/** The three upload endpoints, each with the fields it needs besides `file`. */
let endpoints: { name: string; path: string; fields: Record<string, string> }[]

beforeAll(async () => {
  server = await startTestServer()
  token = await server.signIn(DEMO_OPERATOR.phone)
  const call = <T>(path: string) => server.call<T>('GET', path, { token })
  const [tenant] = (await call<Data<{ results: { id: number }[] }>>(tenantPaths.list('?limit=1'))).body.data
    .results
  const [collection] = (
    await call<Data<{ results: { id: number }[] }>>(
      '/payment/api/v1/operator/collection/list?is_ticket_bifurcation_v2_required=true',
    )
  ).body.data.results
  endpoints = [
    { name: 'uploadFile', path: tenantPaths.uploadFile, fields: { purpose: 'OTHER' } },
    { name: 'uploadTenantDocument', path: tenantPaths.upload(tenant.id), fields: { category: 'ID_PROOF' } },
    {
      name: 'uploadPaymentProof',
      path: `/payment/api/v1/operator/${collection.id}/payment-proof`,
      fields: { amount_paise: '3000' },
    },
  ]
})
afterAll(() => server.close())

const BOUNDARY = 'roost-test-boundary'
const form = (fields: Record<string, string>, files: Buffer[] = [PNG]) =>
  multipartBody(BOUNDARY, [
    ...Object.entries(fields).map(([name, data]) => ({ name, data })),
    ...files.map((data, index) => ({ name: 'file', fileName: `photo-${index}.png`, data })),
  ])

describe('malformed and oversized forms are the sender’s mistake: 400 with a sentence', () => {
  it('answers a sixth file with 400 (at most five), storing none of them', async () => {
    for (const endpoint of endpoints) {
      const before = uploadedFiles(server)
      const six = Array.from({ length: 6 }, () => PNG)
      const answer = await postRaw(
        server,
        endpoint.path,
        `multipart/form-data; boundary=${BOUNDARY}`,
        form(endpoint.fields, six),
        token,
      )
      expect({ endpoint: endpoint.name, status: answer.status, body: JSON.parse(answer.body) }).toEqual({
        endpoint: endpoint.name,
        status: 400,
        body: {
          message: 'Send at most 5 files in one form.',
          errors: [{ field: 'body', message: 'Send at most 5 files in one form.' }],
        },
      })
      expect(uploadedFiles(server)).toEqual(before)
    }
  })

  it('answers a file over 10 MB with 400 and the documented sentence', async () => {
    for (const endpoint of endpoints) {
      const answer = await server.call('POST', endpoint.path, {
        token,
        body: formWith(endpoint.fields, { name: 'scan.png', data: Buffer.alloc(10 * 1024 * 1024 + 1) }),
      })
      expect({ endpoint: endpoint.name, status: answer.status, body: answer.body }).toEqual({
        endpoint: endpoint.name,
        status: 400,
        body: {
          message: 'The file is larger than 10 MB.',
          errors: [{ field: 'body.file', message: 'The file is larger than 10 MB.' }],
        },
      })
    }
  })

  const whole = () => form({ purpose: 'OTHER', category: 'ID_PROOF' })
  it.each([
    [
      'a boundary the body does not use',
      `multipart/form-data; boundary=not-the-one`,
      whole,
      'The form could not be read as multipart/form-data: Unexpected end of multipart data.',
    ],
    [
      'no boundary at all',
      'multipart/form-data',
      whole,
      'The form could not be read as multipart/form-data: Multipart: Boundary not found.',
    ],
    [
      'a body cut short inside the file',
      `multipart/form-data; boundary=${BOUNDARY}`,
      () => whole().subarray(0, whole().length - 40),
      'The form could not be read as multipart/form-data: Part terminated early due to unexpected end of multipart data.',
    ],
  ])('answers %s with 400 on every upload endpoint', async (_label, contentType, body, message) => {
    for (const endpoint of endpoints) {
      const answer = await postRaw(server, endpoint.path, contentType, body(), token)
      expect({ endpoint: endpoint.name, status: answer.status, body: JSON.parse(answer.body) }).toEqual({
        endpoint: endpoint.name,
        status: 400,
        body: { message, errors: [{ field: 'body', message }] },
      })
    }
  })
})

/**
 * Starts a multipart upload that declares 50 MB and sends only its first part, holding the rest back; resolves with
 * the answer if one comes while the body is still unfinished, or with null after `waitMs`.
 */
function answerBeforeBodyEnds(path: string, authorization?: string, waitMs = 3_000) {
  return new Promise<{ status: number; body: string } | null>((resolve, reject) => {
    const head = Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\n` +
        'Content-Type: application/pdf\r\n\r\n%PDF-1.7\n',
    )
    const sent = httpRequest(server.url + path, {
      method: 'POST',
      headers: {
        'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`,
        'Content-Length': 50 * 1024 * 1024,
        'X-User-Type': 'operator',
        'X-Source': 'desktop',
        ...(authorization ? { Authorization: authorization } : {}),
      },
    })
    const timer = setTimeout(() => {
      sent.destroy()
      resolve(null)
    }, waitMs)
    sent.on('response', (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => {
        clearTimeout(timer)
        sent.destroy()
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() })
      })
    })
    sent.on('error', (error) => {
      clearTimeout(timer)
      reject(error)
    })
    sent.write(head)
    sent.write(Buffer.alloc(64 * 1024, 0x20))
  })
}

describe('an upload without a valid token is refused before its body is read', () => {
  it.each([
    ['no token', undefined, 'Please sign in to continue.'],
    [
      'an unknown token',
      'Token xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx',
      'Your session has ended. Please sign in again.',
    ],
    ['a malformed header', 'Bearer abc', 'The Authorization header must read "Token <your token>".'],
  ])('answers 401 with %s while the body is still being sent', async (_label, authorization, message) => {
    for (const endpoint of endpoints) {
      const answer = await answerBeforeBodyEnds(endpoint.path, authorization)
      expect({ endpoint: endpoint.name, answer }).toEqual({
        endpoint: endpoint.name,
        answer: { status: 401, body: JSON.stringify({ message }) },
      })
    }
  })

  it('waits for the body of an upload with a valid token (the check is what answers early)', async () => {
    expect(await answerBeforeBodyEnds(tenantPaths.uploadFile, `Token ${token}`, 1_000)).toBeNull()
  })
})
