import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { FastifyInstance, FastifyReply } from 'fastify'

/** Answers smaller than this go as they are: compressing them saves less than it costs. */
const THRESHOLD_BYTES = 1024

/** Text the answers carry (JSON, CSV, HTML, scripts, SVG); files already compressed (XLSX, PDF, images) are not. */
const COMPRESSIBLE = /^(application\/(json|javascript|xml)|text\/|image\/svg\+xml)/i

type Encoding = 'br' | 'gzip'

/**
 * The encoding to send an answer in, from the client's Accept-Encoding: Brotli before gzip, neither when the client
 * refuses them (`q=0`) or names none.
 */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | null {
  const accepted = new Set<string>()
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';')
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='))
    if (name && (q === undefined || Number(q.slice(2)) > 0)) accepted.add(name)
  }
  if (accepted.has('br') || accepted.has('*')) return 'br'
  return accepted.has('gzip') ? 'gzip' : null
}

function varyOnEncoding(reply: FastifyReply) {
  const vary = reply.getHeader('vary')
  const named = typeof vary === 'string' ? vary : Array.isArray(vary) ? vary.join(', ') : ''
  if (!/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(named))
    reply.header('vary', named ? `${named}, Accept-Encoding` : 'Accept-Encoding')
}

/**
 * Compresses answers of 1 KB and more for clients that accept it: Brotli at quality 1, else gzip at level 1, in one
 * synchronous call on the serialized answer. Quality 1 keeps the cost to the server small on the largest answer,
 * the bed board's 2.5 MB at 10,000 beds (9 ms here, to a ninth of its size; quality 4 took 36 ms for a
 * thirteenth). A page of a hundred collections goes as about 5 KB instead of 70. A stream plugin
 * (@fastify/compress) did the same through zlib streams, whose plumbing cost the server more than the compression
 * itself: about a fifth of its time on the first reads of a screen, which every load waits for. Streamed answers
 * (the build's scripts, compressed once at build time and sent as their .br or .gz copy; report files) go as they
 * are.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload
    const type = reply.getHeader('content-type')
    if (reply.hasHeader('content-encoding') || typeof type !== 'string' || !COMPRESSIBLE.test(type))
      return payload
    varyOnEncoding(reply)
    const size = Buffer.byteLength(payload)
    const encoding = size >= THRESHOLD_BYTES ? chooseEncoding(request.headers['accept-encoding']) : null
    if (!encoding) return payload
    reply.header('content-encoding', encoding)
    reply.removeHeader('content-length')
    return encoding === 'br'
      ? brotliCompressSync(payload, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 1, [constants.BROTLI_PARAM_SIZE_HINT]: size },
        })
      : gzipSync(payload, { level: 1 })
  })
}
