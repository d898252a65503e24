import { constants } from 'node:zlib'
import fastifyCompress from '@fastify/compress'
import type { FastifyInstance } from 'fastify'

/**
 * Compresses answers of 1 KB and more for clients that accept it: Brotli at quality 4 (near gzip's speed, smaller)
 * or gzip. An operator on a phone reads a page of a hundred collections as about 4 KB instead of 70. The build's
 * scripts are compressed once at build time instead (appShell's preCompressed), and files already compressed
 * (XLSX, PDF, images) are sent as they are.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  })
}
