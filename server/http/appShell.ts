import { existsSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'

/** The production build of the app (webpack's output). */
export const DIST_DIR = path.resolve(__dirname, '..', '..', 'dist')

/**
 * API paths are `/<service>/api/...` and `/health`. `/dashboard` and `/onboarding` are app routes while
 * `/dashboard/api/...` and `/onboarding/api/...` are API paths.
 */
export const isApiPath = (url: string) => /^\/[A-Za-z0-9_-]+\/api(\/|\?|$)|^\/health(\/|\?|$)/.test(url)

const IMMUTABLE = 'public, max-age=31536000, immutable'
const REVALIDATE = 'no-cache'

const NOT_BUILT = `<!doctype html>
<meta charset="utf-8">
<title>Roost: the app is not built</title>
<p>The Roost app has not been built yet. Run <code>npm start</code> (it builds when needed) or
<code>npm run build</code>, then reload. The API works meanwhile.</p>
`

/** The tag of the built page that loads the runtime configuration (src/index.html). */
const CONFIG_TAG = '<script src="/config.js"></script>'

/**
 * The page as sent: this answer's nonce in a `<meta property="csp-nonce">` first in its head, where
 * styled-components reads it for every `<style>` tag it injects (its getNonce, v6.6), and the runtime configuration
 * (`config`, config.js's text) inline with the same nonce in place of the tag that loads it. Inline, it costs the
 * page no request before its scripts may run: config.js is revalidated on every load, so loading it blocked every
 * load for one round trip.
 */
export function pageWithNonce(html: string, nonce: string, config?: string): string {
  const meta = `<meta property="csp-nonce" nonce="${nonce}">`
  const withMeta = /<head(\s[^>]*)?>/i.test(html)
    ? html.replace(/<head(\s[^>]*)?>/i, (head) => `${head}${meta}`)
    : html.replace(/^(<!doctype html>)?/i, (doctype) => `${doctype}${meta}`)
  if (config === undefined) return withMeta
  // `</script` in the text would end the element early; in a string, where it can only stand, `<\/` is the same text.
  const inline = `<script nonce="${nonce}">${config.replace(/<\/(script)/gi, '<\\/$1')}</script>`
  return withMeta.replace(CONFIG_TAG, () => inline)
}

/** What the build's asset manifest lists for each page's route (webpack.config.ts): its chunks beyond the entry's. */
type ScreenFiles = { path: string; files: string[] }

/** A route of react-router's syntax (`/occupancy/tenant/:tenantId`, `/open/*`) as a pattern of a whole path. */
function routePattern(route: string): RegExp {
  const parts = route
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
  const splat = parts.at(-1) === '\\*'
  const body = (splat ? parts.slice(0, -1) : parts).join('/')
  return new RegExp(`^${body}${splat ? '(?:/.*)?' : '/?'}$`)
}

/** Reads each route's files from the build's asset manifest: the first route matching a path gives its files. */
function screenFilesOf(manifest: string): (pathname: string) => string[] {
  const screens = ((JSON.parse(manifest) as { screens?: ScreenFiles[] }).screens ?? []).map((screen) => ({
    pattern: routePattern(screen.path),
    files: screen.files,
  }))
  return (pathname) => screens.find(({ pattern }) => pattern.test(pathname))?.files ?? []
}

/**
 * The page with the scripts of its route's chunks (`files`, paths in the build) after its own, deferred as those
 * are: they download beside the entry and run just after it, which finds them there when it asks for them (the
 * loader looks for a script of the same address before adding its own), rather than asking once it has run.
 */
export function pageWithScripts(html: string, files: readonly string[]): string {
  if (!files.length) return html
  const tags = files.map((file) => `<script defer="defer" src="/${file}"></script>`).join('')
  return html.replace(/<\/head>/i, (end) => `${tags}${end}`)
}

/** A file of the build, read again only when a new build or a deployment replaces it. */
function builtFile(file: string): () => string {
  let kept: { modified: number; text: string } | undefined
  return () => {
    const modified = statSync(file).mtimeMs
    if (kept?.modified !== modified) kept = { modified, text: readFileSync(file, 'utf8') }
    return kept.text
  }
}

const wantsPage = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  (request.headers.accept ?? '').includes('text/html')

/**
 * One origin serves the API and the app: the build's content-hashed `assets/*` (cached for a year), `config.js`
 * (revalidated), the app's index.html with a fresh nonce and config.js inline for `/` and any other
 * page the browser asks for (the router decides; never the file as built, which has no nonce), the benches'
 * baseline.html the same way, and a JSON 404 for anything else, API paths included.
 */
export async function registerAppShell(app: FastifyInstance, distDir: string): Promise<void> {
  const built = existsSync(path.join(distDir, 'index.html'))
  // Files are looked for under /assets/ only: a page's address (/dashboard) goes straight to the page, where a
  // static route over the whole build first looked on disk for the file and its two compressed copies (~2 ms).
  if (built) {
    await app.register(fastifyStatic, {
      root: path.join(distDir, 'assets'),
      prefix: '/assets/',
      index: false,
      // The build's scripts have .br and .gz copies beside them (webpack.config.ts), sent to browsers that take them.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply) => {
        reply.header('cache-control', IMMUTABLE)
      },
    })
  }

  const index = built ? builtFile(path.join(distDir, 'index.html')) : undefined
  const configFile = path.join(distDir, 'config.js')
  const config = existsSync(configFile) ? builtFile(configFile) : undefined
  if (config) {
    app.get('/config.js', (_request, reply) =>
      reply.header('cache-control', REVALIDATE).type('text/javascript; charset=utf-8').send(config()),
    )
  }
  const manifestFile = path.join(distDir, 'asset-manifest.json')
  const manifest = existsSync(manifestFile) ? builtFile(manifestFile) : undefined
  let screenFiles: { manifest: string; of: (pathname: string) => string[] } | undefined
  const filesOf = (url: string) => {
    if (!manifest) return []
    const text = manifest()
    if (screenFiles?.manifest !== text) screenFiles = { manifest: text, of: screenFilesOf(text) }
    return screenFiles.of(url.split('?')[0])
  }
  const send = (reply: FastifyReply, html: (() => string) | undefined, files: readonly string[] = []) =>
    reply
      .code(html ? 200 : 503)
      .header('cache-control', REVALIDATE)
      .type('text/html; charset=utf-8')
      .send(html ? pageWithNonce(pageWithScripts(html(), files), reply.pageNonce(), config?.()) : NOT_BUILT)
  const page = (request: FastifyRequest, reply: FastifyReply) => send(reply, index, filesOf(request.url))
  if (built) app.get('/', (request, reply) => page(request, reply))
  // The benches' baseline page (src/baseline), sent as the app's page is: with a nonce, never as built.
  const baselineFile = path.join(distDir, 'baseline.html')
  if (existsSync(baselineFile)) {
    const baseline = builtFile(baselineFile)
    app.get('/baseline.html', (_request, reply) => send(reply, baseline))
  }

  app.setNotFoundHandler((request, reply) => {
    if (isApiPath(request.url)) {
      return reply
        .code(404)
        .send({ message: `No API operation answers ${request.method} ${request.url.split('?')[0]}.` })
    }
    if (wantsPage(request)) return page(request, reply)
    return reply.code(404).send({ message: 'Not found.' })
  })
}
