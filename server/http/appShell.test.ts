import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliCompressSync } from 'node:zlib'
import { startTestServer, type TestServer } from '../testing/testServer'
import { isApiPath } from './appShell'

const INDEX =
  '<!doctype html><html><head><title>Roost</title><script src="/config.js"></script></head><body><div id="root"></div></body></html>'
const CONFIG = "window.__ROOST_CONFIG__ = { apiBaseUrl: '' }"
const BASELINE = '<!doctype html><html><head><title>Baseline</title></head><body></body></html>'
/** The page as built: without the nonce the server adds to every answer, and config.js loaded, not inline. */
const withoutNonce = (html: string) =>
  html
    .replace(/<meta property="csp-nonce" nonce="[^"]+">/, '')
    .replace(`<script nonce="${nonceOf(html)}">${CONFIG}</script>`, '<script src="/config.js"></script>')
const nonceOf = (html: string) => html.match(/<meta property="csp-nonce" nonce="([^"]+)">/)?.[1]
const page = { headers: { Accept: 'text/html,application/xhtml+xml' } }
const ROUTE_SCRIPT = `console.log(${JSON.stringify('a route '.repeat(200))})`

describe('with the production build', () => {
  let dist: string
  let server: TestServer
  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'roost-dist-'))
    mkdirSync(path.join(dist, 'assets'))
    writeFileSync(path.join(dist, 'index.html'), INDEX)
    writeFileSync(path.join(dist, 'baseline.html'), BASELINE)
    writeFileSync(path.join(dist, 'config.js'), CONFIG)
    writeFileSync(path.join(dist, 'assets', 'main.1a2b3c4d.js'), 'console.log(1)')
    writeFileSync(path.join(dist, 'assets', 'route.5e6f7a8b.js'), ROUTE_SCRIPT)
    writeFileSync(path.join(dist, 'assets', 'route.5e6f7a8b.js.br'), brotliCompressSync(ROUTE_SCRIPT))
    server = await startTestServer({ database: ':memory:', distDir: dist })
  })
  afterAll(async () => {
    await server.close()
    rmSync(dist, { recursive: true, force: true })
  })

  it.each([
    '/',
    '/login',
    '/dashboard',
    '/onboarding',
    '/occupancy/tenant/42',
    '/finance/collections?page=2',
  ])('answers the app route %s with index.html, revalidated on every load', async (route) => {
    const answer = await server.call<string>('GET', route, page)
    expect(answer.status).toBe(200)
    expect(withoutNonce(answer.body)).toBe(INDEX)
    expect(answer.headers.get('content-type')).toMatch(/^text\/html/)
    expect(answer.headers.get('cache-control')).toBe('no-cache')
  })

  it('serves the page as built with a new nonce after a rebuild, and never the built file without one', async () => {
    const rebuilt = INDEX.replace('Roost', 'Roost 2')
    writeFileSync(path.join(dist, 'index.html'), rebuilt)
    try {
      const answer = await server.call<string>('GET', '/', page)
      expect(withoutNonce(answer.body)).toBe(rebuilt)
      const asFile = await server.call<string>('GET', '/index.html', { headers: { Accept: '*/*' } })
      expect(asFile.status).toBe(404)
    } finally {
      writeFileSync(path.join(dist, 'index.html'), INDEX)
    }
  })

  it("serves the benches' baseline page with its own style nonce, as the app's page", async () => {
    const answer = await server.call<string>('GET', '/baseline.html', { headers: { Accept: '*/*' } })
    expect(answer.status).toBe(200)
    expect(withoutNonce(answer.body)).toBe(BASELINE)
    const nonce = nonceOf(answer.body)
    expect(answer.headers.get('content-security-policy')).toContain(`style-src 'self' 'nonce-${nonce}'`)
    expect(answer.headers.get('cache-control')).toBe('no-cache')
  })

  it('sends config.js inline in the page, under the nonce its policy names for scripts, as it stands now', async () => {
    const first = await server.call<string>('GET', '/finance/collections', page)
    const nonce = nonceOf(first.body)
    expect(first.body).toContain(`<script nonce="${nonce}">${CONFIG}</script>`)
    expect(first.body).not.toContain('src="/config.js"')
    expect(first.headers.get('content-security-policy')).toContain(`script-src 'self' 'nonce-${nonce}'`)
    const moved = "window.__ROOST_CONFIG__ = { apiBaseUrl: 'https://api.example.in' } // </script>"
    writeFileSync(path.join(dist, 'config.js'), moved)
    try {
      const second = await server.call<string>('GET', '/', page)
      expect(second.body).toContain(
        `<script nonce="${nonceOf(second.body)}">${moved.replace('</script>', '<\\/script>')}</script>`,
      )
    } finally {
      writeFileSync(path.join(dist, 'config.js'), CONFIG)
    }
  })

  it('caches content-hashed assets for a year and revalidates config.js', async () => {
    const asset = await server.call('GET', '/assets/main.1a2b3c4d.js')
    expect(asset.status).toBe(200)
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const config = await server.call<string>('GET', '/config.js')
    expect(config.body).toContain('__ROOST_CONFIG__')
    expect(config.headers.get('cache-control')).toBe('no-cache')
  })

  it('sends the Brotli copy of a script the build compressed to a browser that takes it, cached alike', async () => {
    const brotli = await server.call<string>('GET', '/assets/route.5e6f7a8b.js', {
      headers: { 'Accept-Encoding': 'gzip, deflate, br' },
    })
    expect(brotli.status).toBe(200)
    expect(brotli.headers.get('content-encoding')).toBe('br')
    expect(brotli.headers.get('vary')?.toLowerCase()).toContain('accept-encoding')
    expect(brotli.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(brotli.body).toBe(ROUTE_SCRIPT)
    const plain = await server.call<string>('GET', '/assets/route.5e6f7a8b.js', {
      headers: { 'Accept-Encoding': 'identity' },
    })
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(plain.body).toBe(ROUTE_SCRIPT)
  })

  it('answers a missing asset with 404, not with the app', async () => {
    const answer = await server.call('GET', '/assets/gone.12345678.js', { headers: { Accept: '*/*' } })
    expect(answer.status).toBe(404)
    expect(answer.body).toEqual({ message: 'Not found.' })
  })

  it('answers an unknown API path with a JSON 404, even when a page is asked for', async () => {
    for (const url of ['/dashboard/api/v9/nothing', '/onboarding/api/v1/operator/nope', '/health/deep']) {
      const answer = await server.call('GET', url, page)
      expect(answer.status).toBe(404)
      expect(answer.body).toEqual({ message: `No API operation answers GET ${url}.` })
    }
    const wrongMethod = await server.call('DELETE', '/user/api/v1/user_detail')
    expect(wrongMethod.status).toBe(404)
  })

  it('serves the API beside the app', async () => {
    const health = await server.call<{ data: { status: string } }>('GET', '/health', page)
    expect(health.status).toBe(200)
    expect(health.body.data.status).toBe('ok')
    const secured = await server.call('GET', '/dashboard/api/v1/operator/', page)
    expect(secured.status).toBe(401)
  })
})

describe("with a build whose manifest lists each route's chunks", () => {
  const SCREENS = [
    {
      path: '/occupancy/tenant/:tenantId',
      files: ['assets/reads-tenant.1.chunk.js', 'assets/route-tenant.2.chunk.js'],
    },
    { path: '/occupancy/tenant', files: ['assets/route-tenants.3.chunk.js'] },
    { path: '/open/*', files: ['assets/route-open.4.chunk.js'] },
    { path: '/finance/collections', files: ['assets/route-collections.5.chunk.js'] },
  ]
  const scriptsOf = (html: string) =>
    [...html.matchAll(/<script defer="defer" src="([^"]+)"><\/script>/g)].map((m) => m[1])
  let dist: string
  let server: TestServer
  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'roost-dist-'))
    mkdirSync(path.join(dist, 'assets'))
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head><script defer="defer" src="/assets/main.1.js"></script></head><body></body></html>',
    )
    writeFileSync(
      path.join(dist, 'asset-manifest.json'),
      JSON.stringify({ entry: ['assets/main.1.js'], groups: {}, screens: SCREENS }),
    )
    server = await startTestServer({ database: ':memory:', seed: false, distDir: dist })
  })
  afterAll(async () => {
    await server.close()
    rmSync(dist, { recursive: true, force: true })
  })

  it.each([
    ['/occupancy/tenant/42', ['assets/reads-tenant.1.chunk.js', 'assets/route-tenant.2.chunk.js']],
    ['/occupancy/tenant', ['assets/route-tenants.3.chunk.js']],
    ['/occupancy/tenant/', ['assets/route-tenants.3.chunk.js']],
    ['/finance/collections?page=2&status=due', ['assets/route-collections.5.chunk.js']],
    ['/open', ['assets/route-open.4.chunk.js']],
    ['/open/pay/abc', ['assets/route-open.4.chunk.js']],
    ['/opening', []],
    ['/occupancy/tenant/42/files', []],
    ['/', []],
  ])("sends %s with its route's chunks, deferred after the page's own scripts", async (address, files) => {
    const answer = await server.call<string>('GET', address, page)
    expect(answer.status).toBe(200)
    expect(scriptsOf(answer.body)).toEqual(['/assets/main.1.js', ...files.map((file) => `/${file}`)])
  })

  it('reads the manifest again after a rebuild', async () => {
    const rebuilt = [{ path: '/finance/collections', files: ['assets/route-collections.6.chunk.js'] }]
    writeFileSync(
      path.join(dist, 'asset-manifest.json'),
      JSON.stringify({ entry: [], groups: {}, screens: rebuilt }),
    )
    try {
      const answer = await server.call<string>('GET', '/finance/collections', page)
      expect(scriptsOf(answer.body)).toEqual(['/assets/main.1.js', '/assets/route-collections.6.chunk.js'])
    } finally {
      writeFileSync(
        path.join(dist, 'asset-manifest.json'),
        JSON.stringify({ entry: [], groups: {}, screens: SCREENS }),
      )
    }
  })
})

describe('before the app is built', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ database: ':memory:', seed: false })
  })
  afterAll(() => server.close())

  it('still serves the API and explains the missing build', async () => {
    expect((await server.call('GET', '/health')).status).toBe(200)
    const answer = await server.call<string>('GET', '/dashboard', page)
    expect(answer.status).toBe(503)
    expect(answer.body).toContain('npm start')
  })
})

it('tells API paths from app routes', () => {
  expect(
    ['/health', '/dashboard/api/v1/operator/', '/onboarding/api', '/user/api/v1/user_detail?x=1'].every(
      isApiPath,
    ),
  ).toBe(true)
  expect(['/', '/dashboard', '/onboarding', '/apiary', '/healthy', '/finance/api-keys'].some(isApiPath)).toBe(
    false,
  )
})
