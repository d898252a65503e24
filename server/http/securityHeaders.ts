import { randomBytes } from 'node:crypto'
import type { ServerResponse } from 'node:http'
import fastifyHelmet from '@fastify/helmet'
import type { FastifyInstance, FastifyReply } from 'fastify'

export type SecurityHeaderOptions = {
  /** The origin of a provider on another host (`https://api.example.in`), allowed in `connect-src`. */
  providerOrigin?: string
}

const nonces = new WeakMap<ServerResponse, string>()

/** This answer's style nonce: made once per answer, named in its CSP and handed to styled-components. */
function nonceOf(response: ServerResponse): string {
  let nonce = nonces.get(response)
  if (!nonce) {
    nonce = randomBytes(16).toString('base64')
    nonces.set(response, nonce)
  }
  return nonce
}

export const styleNonce = (reply: FastifyReply): string => nonceOf(reply.raw)

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

/**
 * Protective headers on every answer (API, app shell, files, errors, 404s) through helmet: no sniffing, no
 * referrer, no framing, and a strict Content-Security-Policy for the app. Scripts come from this origin only;
 * styles from this origin and from `<style>` tags carrying the answer's nonce (styled-components injects those).
 * A header a handler sets itself (a download's `Content-Security-Policy: sandbox`) replaces helmet's.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  { providerOrigin }: SecurityHeaderOptions = {},
): Promise<void> {
  const connectSrc = ["'self'", ...(providerOrigin ? [parseProviderOrigin(providerOrigin)] : [])]
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", (_request, response) => `'nonce-${nonceOf(response)}'`],
        // data: for the UPI QR code and the icons drawn as CSS images (SVG data URLs).
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc,
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    // The provider serves plain HTTP on a local port; HTTPS (and HSTS) belongs to whatever terminates TLS.
    strictTransportSecurity: false,
  })
}
