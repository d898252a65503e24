import { randomBytes } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import fastifyHelmet from '@fastify/helmet'
import type { FastifyInstance, FastifyReply } from 'fastify'

export type SecurityHeaderOptions = {
  /** The origin of a provider on another host (`https://api.example.in`), allowed in `connect-src`. */
  providerOrigin?: string
}

/** An origin exactly (scheme, host, port: no path), or an error saying what is wrong with it. */
export function parseProviderOrigin(value: string): string {
  let origin: string
  try {
    origin = new URL(value).origin
  } catch {
    throw new Error(`PROVIDER_ORIGIN must be an origin such as https://api.example.in, not "${value}".`)
  }
  if (origin === 'null' || origin !== value.replace(/\/$/, '')) {
    throw new Error(`PROVIDER_ORIGIN must be an origin (scheme, host and port only), not "${value}".`)
  }
  return origin
}

declare module 'fastify' {
  interface FastifyReply {
    /**
     * A new nonce, named for scripts and styles in this answer's Content-Security-Policy: for a page whose inline
     * script (its configuration) and injected `<style>` tags carry it.
     */
    pageNonce(): string
  }
}

type Directives = Record<
  string,
  Iterable<string | ((request: IncomingMessage, response: ServerResponse) => string)>
>

/**
 * The app's policy: scripts and styles from this origin only (and, on pages, the inline configuration and the
 * `<style>` tags styled-components injects, which carry the page's nonce), no plugins, no framing, calls to this
 * origin and the provider.
 */
const appDirectives = (connectSrc: string[]): Directives => ({
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  // data: for the UPI QR code and the icons drawn as CSS images (SVG data URLs).
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'"],
  connectSrc,
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
})

/**
 * Protective headers on every answer (API, app shell, files, errors, 404s) through helmet: no sniffing, no
 * referrer, no framing, and the app's strict Content-Security-Policy. Policies are built once: @fastify/helmet
 * would rebuild its policy on every request, so it sends the other headers and helmet's own CSP middleware,
 * built here once, sends the policy. A header a handler sets itself (a download's `sandbox`) replaces these.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  { providerOrigin }: SecurityHeaderOptions = {},
): Promise<void> {
  const directives = appDirectives([
    "'self'",
    ...(providerOrigin ? [parseProviderOrigin(providerOrigin)] : []),
  ])
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    // The provider serves plain HTTP on a local port; HTTPS (and HSTS) belongs to whatever terminates TLS.
    strictTransportSecurity: false,
  })

  const everyAnswer = fastifyHelmet.contentSecurityPolicy({ useDefaults: false, directives })
  app.addHook('onRequest', (request, reply, done) => everyAnswer(request.raw, reply.raw, done))

  const nonces = new WeakMap<ServerResponse, string>()
  const page = fastifyHelmet.contentSecurityPolicy({
    useDefaults: false,
    directives: {
      ...directives,
      scriptSrc: ["'self'", (_request, response) => `'nonce-${nonces.get(response)}'`],
      styleSrc: ["'self'", (_request, response) => `'nonce-${nonces.get(response)}'`],
    },
  })
  app.decorateReply('pageNonce', function (this: FastifyReply) {
    const nonce = randomBytes(16).toString('base64')
    nonces.set(this.raw, nonce)
    page(this.request.raw, this.raw, (error?: Error) => {
      if (error) throw error
    })
    return nonce
  })
}
