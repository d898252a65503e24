import { request } from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { DEMO_OPERATOR } from '../seed'
import { chooseEncoding } from './compression'
import { startTestServer, type TestServer } from '../testing/testServer'

const LIST = '/payment/api/v1/operator/collection/list?status=all&limit=100'

/** The bytes on the wire of a GET, as a client sending `acceptEncoding` receives them (node's http, no decoding). */
function rawGet(server: TestServer, token: string, acceptEncoding: string) {
  return new Promise<{ encoding: string | undefined; vary: string | undefined; bytes: Buffer }>(
    (resolve, reject) => {
      const call = request(`${server.url}${LIST}`, {
        headers: {
          Authorization: `Token ${token}`,
          'X-User-Type': 'operator',
          'X-Source': 'desktop',
          'Accept-Encoding': acceptEncoding,
        },
      })
      call.on('response', (answer) => {
        const chunks: Buffer[] = []
        answer.on('data', (chunk: Buffer) => chunks.push(chunk))
        answer.on('end', () =>
          resolve({
            encoding: answer.headers['content-encoding'],
            vary: answer.headers.vary,
            bytes: Buffer.concat(chunks),
          }),
        )
      })
      call.on('error', reject)
      call.end()
    },
  )
}

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ rateLimit: false })
})
afterAll(() => server.close())

it('sends a list compressed with Brotli to a client that takes it, the same JSON in a fraction of the bytes', async () => {
  const token = await server.signIn(DEMO_OPERATOR.phone)
  const plain = await rawGet(server, token, 'identity')
  const brotli = await rawGet(server, token, 'br, gzip')
  expect(plain.encoding).toBeUndefined()
  expect(brotli.encoding).toBe('br')
  expect(brotli.vary?.toLowerCase()).toContain('accept-encoding')
  expect(JSON.parse(brotliDecompressSync(brotli.bytes).toString('utf8'))).toEqual(
    JSON.parse(plain.bytes.toString()),
  )
  expect(brotli.bytes.length).toBeLessThan(plain.bytes.length / 4)
})

it('falls back to gzip, and leaves a small answer as it is', async () => {
  const token = await server.signIn(DEMO_OPERATOR.phone)
  const plain = await rawGet(server, token, 'identity')
  const gzip = await rawGet(server, token, 'gzip, br;q=0')
  expect(gzip.encoding).toBe('gzip')
  expect(gunzipSync(gzip.bytes).toString('utf8')).toBe(plain.bytes.toString('utf8'))
  const health = await fetch(`${server.url}/health`, { headers: { 'Accept-Encoding': 'br' } })
  expect(health.headers.get('content-encoding')).toBeNull()
})

it('chooses Brotli, then gzip, of what the client accepts, and nothing it refuses', () => {
  expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br')
  expect(chooseEncoding('gzip;q=1.0, br;q=0')).toBe('gzip')
  expect(chooseEncoding('*')).toBe('br')
  expect(chooseEncoding('deflate')).toBeNull()
  expect(chooseEncoding('br;q=0, gzip;q=0')).toBeNull()
  expect(chooseEncoding(undefined)).toBeNull()
})
