import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import Fastify from 'fastify'
import { DEMO_OPERATOR } from '../seed'
import { startTestServer, type TestServer } from '../testing/testServer'
import { parseProviderOrigin, registerSecurityHeaders } from './securityHeaders'

const INDEX =
  '<!doctype html><html><head><title>Roost</title></head><body><div id="root"></div></body></html>'
const page = { headers: { Accept: 'text/html,application/xhtml+xml' } }

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: string | null): Map<string, string[]> {
  expect(header).toBeTruthy()
  return new Map(
    (header ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name, values]),
  )
}

/**
 * Every protective header, and the app's strict policy; a page's also allows scripts and styles carrying its nonce
 * (the same one), which it returns.
 */
function expectProtected(headers: Headers, { isPage = false } = {}): string | undefined {
  expect(headers.get('x-content-type-options')).toBe('nosniff')
  expect(headers.get('referrer-policy')).toBe('no-referrer')
  expect(headers.get('x-frame-options')).toBe('DENY')
  const policy = directives(headers.get('content-security-policy'))
  expect(policy.get('default-src')).toEqual(["'self'"])
  expect(policy.get('object-src')).toEqual(["'none'"])
  expect(policy.get('frame-ancestors')).toEqual(["'none'"])
  expect(policy.get('base-uri')).toEqual(["'self'"])
  expect(policy.get('form-action')).toEqual(["'self'"])
  expect(policy.get('img-src')).toEqual(["'self'", 'data:'])
  expect(policy.get('connect-src')).toEqual(["'self'"])
  const everything = [...policy.values()].flat()
  expect(everything).not.toContain("'unsafe-inline'")
  expect(everything).not.toContain("'unsafe-eval'")
  const styles = policy.get('style-src') ?? []
  const scripts = policy.get('script-src') ?? []
  if (!isPage) {
    expect(styles).toEqual(["'self'"])
    expect(scripts).toEqual(["'self'"])
    return undefined
  }
  expect(styles).toHaveLength(2)
  expect(styles[0]).toBe("'self'")
  expect(scripts).toEqual(styles)
  const nonce = /^'nonce-([A-Za-z0-9+/]{22}==)'$/.exec(styles[1])?.[1]
  expect(nonce).toBeDefined()
  return nonce
}

describe('every answer', () => {
  let dist: string
  let server: TestServer
  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'roost-dist-'))
    mkdirSync(path.join(dist, 'assets'))
    writeFileSync(path.join(dist, 'index.html'), INDEX)
    writeFileSync(path.join(dist, 'assets', 'main.1a2b3c4d.js'), 'console.log(1)')
    server = await startTestServer({ distDir: dist })
  })
  afterAll(async () => {
    await server.close()
    rmSync(dist, { recursive: true, force: true })
  })

  it('an API answer', async () => {
    const token = await server.signIn(DEMO_OPERATOR.phone)
    const answer = await server.call('GET', '/user/api/v1/user_detail', { token })
    expect(answer.status).toBe(200)
    expectProtected(answer.headers)
  })

  it('the app shell, whose page carries the nonce its policy names, new on every answer', async () => {
    const nonces: (string | undefined)[] = []
    for (const route of ['/', '/dashboard', '/index.html']) {
      const answer = await server.call<string>('GET', route, page)
      expect(answer.status).toBe(200)
      const nonce = expectProtected(answer.headers, { isPage: true })
      expect(answer.body).toContain(`<head><meta property="csp-nonce" nonce="${nonce}"><title>`)
      nonces.push(nonce)
    }
    expect(new Set(nonces).size).toBe(3)
  })

  it('a static file', async () => {
    const answer = await server.call('GET', '/assets/main.1a2b3c4d.js')
    expect(answer.status).toBe(200)
    expectProtected(answer.headers)
  })

  it('an error and a 404', async () => {
    const invalid = await server.call('POST', '/access/api/v1/otp/validate/1', { body: '{"otp":' })
    expect(invalid.status).toBe(400)
    expectProtected(invalid.headers)
    const unsigned = await server.call('GET', '/user/api/v1/user_detail')
    expect(unsigned.status).toBe(401)
    expectProtected(unsigned.headers)
    for (const url of ['/dashboard/api/v9/nothing', '/assets/gone.12345678.js']) {
      const missing = await server.call('GET', url)
      expect(missing.status).toBe(404)
      expectProtected(missing.headers)
    }
  })
})

it('names the configured provider origin in connect-src, and refuses what is not an origin', async () => {
  const app = Fastify()
  await registerSecurityHeaders(app, { providerOrigin: 'https://api.example.in' })
  app.get('/', async () => ({ data: 1 }))
  await app.listen({ host: '127.0.0.1', port: 0 })
  try {
    const address = app.server.address()
    const port = typeof address === 'object' && address ? address.port : 0
    const answer = await fetch(`http://127.0.0.1:${port}/`)
    expect(directives(answer.headers.get('content-security-policy')).get('connect-src')).toEqual([
      "'self'",
      'https://api.example.in',
    ])
  } finally {
    await app.close()
  }
  expect(() => parseProviderOrigin('https://api.example.in/v1')).toThrow(/origin/)
  expect(() => parseProviderOrigin('api.example.in')).toThrow(/origin/)
  expect(parseProviderOrigin('http://10.0.0.5:8080/')).toBe('http://10.0.0.5:8080')
})

it("lets a handler's own policy (a download's sandbox) replace the app's", async () => {
  const app = Fastify()
  await registerSecurityHeaders(app)
  app.get('/file', (_request, reply) =>
    reply
      .header('content-security-policy', "sandbox; default-src 'none'")
      .type('application/pdf')
      .send(Buffer.from('%PDF-1.7')),
  )
  await app.listen({ host: '127.0.0.1', port: 0 })
  try {
    const address = app.server.address()
    const port = typeof address === 'object' && address ? address.port : 0
    const answer = await fetch(`http://127.0.0.1:${port}/file`)
    expect(answer.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'")
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff')
  } finally {
    await app.close()
  }
})
