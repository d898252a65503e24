import { constants } from 'node:zlib'
import fastifyCompress from '@fastify/compress'
import type { FastifyInstance } from 'fastify'

/**
 * Compresses answers of 1 KB and more for clients that accept it: Brotli at quality 1, else gzip. Quality 1 keeps
 * the cost to the server small on the largest answer, the bed board's 2.5 MB at 10,000 beds (9 ms here, to a ninth
 * of its size; quality 4 took 36 ms for a thirteenth). A page of a hundred collections goes as about 5 KB instead
 * of 70. The build's scripts are compressed once at build time instead (appShell's preCompressed), and files
 * already compressed (XLSX, PDF, images) are sent as they are.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } },
  })
}
