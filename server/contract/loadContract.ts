import { createHash } from 'node:crypto'
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { parse } from 'yaml'

export type Json = null | boolean | number | string | Json[] | JsonObject
export type JsonObject = { [key: string]: Json }

/** The contract the client is generated from; the server serves and validates against the same file. */
export const CONTRACT_FILE = path.resolve(__dirname, '..', '..', 'openapi', 'roost.yaml')

/** Where inlined contracts are kept between processes, by the hash of their sources. */
const CACHE_DIR = path.resolve(__dirname, '..', '..', 'node_modules', '.cache', 'roost')

const isObject = (value: Json | undefined): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Follows a JSON pointer (`/components/schemas/Error`) inside a parsed file. */
function pointTo(root: Json, pointer: string, where: string): Json {
  let node: Json | undefined = root
  for (const raw of pointer.split('/').slice(1)) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~')
    node = Array.isArray(node) ? node[Number(key)] : isObject(node) ? node[key] : undefined
    if (node === undefined) throw new Error(`Contract: ${where} points at nothing`)
  }
  return node
}

const loaded = new Map<string, { stamp: string; contract: JsonObject }>()

/** A change stamp of the contract's folder: the newest modification time and the number of files. */
function folderStamp(folder: string): string {
  const visit = (entry: string): number[] => {
    const stat = statSync(entry)
    if (!stat.isDirectory()) return [stat.mtimeMs]
    return readdirSync(entry).flatMap((name) => visit(path.join(entry, name)))
  }
  const times = visit(folder)
  return `${Math.max(...times)}/${times.length}`
}

/**
 * The contract, parsed once per process and again only when a file of its folder changes (each test file
 * builds several apps; parsing takes most of a second).
 */
export function loadContract(file = CONTRACT_FILE): JsonObject {
  const absolute = path.resolve(file)
  const stamp = folderStamp(path.dirname(absolute))
  const cached = loaded.get(absolute)
  if (cached?.stamp === stamp) return cached.contract
  const contract = cachedContract(absolute)
  loaded.set(absolute, { stamp, contract })
  return contract
}

/** Every file of a folder, sorted by path. */
function filesOf(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .map((name) => path.join(folder, name))
    .filter((entry) => statSync(entry).isFile())
    .sort()
}

/** A cached contract, or undefined when there is none (or another process just pruned it). */
function readCache(cacheFile: string): JsonObject | undefined {
  try {
    return JSON.parse(readFileSync(cacheFile, 'utf8')) as JsonObject
  } catch {
    return undefined
  }
}

/**
 * The inlined contract from the disk cache when its sources hash the same, else read and cached: parsing and
 * inlining take seconds, and every server process (every jest test file) would pay them again.
 */
function cachedContract(file: string): JsonObject {
  const hash = createHash('sha256')
  for (const source of filesOf(path.dirname(file))) hash.update(source).update(readFileSync(source))
  const cacheFile = path.join(CACHE_DIR, `contract-${hash.digest('hex').slice(0, 16)}.json`)
  const cached = readCache(cacheFile)
  if (cached) return cached
  const contract = readContract(file)
  try {
    mkdirSync(CACHE_DIR, { recursive: true })
    for (const old of readdirSync(CACHE_DIR).filter((name) => name.startsWith('contract-'))) {
      rmSync(path.join(CACHE_DIR, old), { force: true })
    }
    const partial = `${cacheFile}.${process.pid}`
    writeFileSync(partial, JSON.stringify(contract))
    renameSync(partial, cacheFile)
  } catch (error) {
    // A read-only install still serves; it only reads the contract again next start.
    console.warn(`Contract cache not written: ${String(error)}`)
  }
  return contract
}

/**
 * Reads the contract and inlines every `$ref`, also those into other files (relative to the file they
 * appear in), so that one self-contained object describes the whole API. Keys written beside a `$ref`
 * (a summary or description) override the target's. A `$ref` cycle is refused: the API has none.
 */
function readContract(file: string): JsonObject {
  const files = new Map<string, Json>()
  const read = (absolute: string): Json => {
    let parsed = files.get(absolute)
    if (parsed === undefined) {
      parsed = parse(readFileSync(absolute, 'utf8')) as Json
      files.set(absolute, parsed)
    }
    return parsed
  }

  const resolve = (node: Json, currentFile: string, trail: readonly string[]): Json => {
    if (Array.isArray(node)) return node.map((item) => resolve(item, currentFile, trail))
    if (!isObject(node)) return node
    const { $ref, ...siblings } = node
    if (typeof $ref === 'string') {
      const [target, pointer = ''] = $ref.split('#')
      const targetFile = target ? path.resolve(path.dirname(currentFile), target) : currentFile
      const key = `${targetFile}#${pointer}`
      if (trail.includes(key)) throw new Error(`Contract: $ref cycle through ${key}`)
      const resolved = resolve(pointTo(read(targetFile), pointer, `${$ref} in ${currentFile}`), targetFile, [
        ...trail,
        key,
      ])
      return isObject(resolved) ? { ...resolved, ...resolveEntries(siblings, currentFile, trail) } : resolved
    }
    return resolveEntries(node, currentFile, trail)
  }
  const resolveEntries = (node: JsonObject, currentFile: string, trail: readonly string[]): JsonObject =>
    Object.fromEntries(Object.entries(node).map(([k, v]) => [k, resolve(v, currentFile, trail)]))

  const absolute = path.resolve(file)
  const contract = resolve(read(absolute), absolute, [])
  if (!isObject(contract)) throw new Error(`Contract: ${file} is not an OpenAPI document`)
  return contract
}

export type HttpMethod = 'GET' | 'PUT' | 'POST' | 'DELETE' | 'PATCH'

export type Operation = {
  operationId: string
  method: HttpMethod
  /** The OpenAPI path template, `/user/api/v1/resource/institution/{id}/course/list`. */
  path: string
  tags: string[]
  /** Whether the operation needs `Authorization: Token …` (its own `security`, or the document's). */
  secured: boolean
  /** The operation object itself, with every `$ref` inlined. */
  spec: JsonObject
}

const METHODS: readonly HttpMethod[] = ['GET', 'PUT', 'POST', 'DELETE', 'PATCH']

/** Every operation of the contract, in document order. */
export function listOperations(contract: JsonObject): Operation[] {
  const paths = isObject(contract.paths) ? contract.paths : {}
  const globalSecurity = Array.isArray(contract.security) ? contract.security : []
  return Object.entries(paths).flatMap(([pathTemplate, item]) =>
    METHODS.flatMap((method) => {
      const spec = isObject(item) ? item[method.toLowerCase()] : undefined
      if (!isObject(spec) || typeof spec.operationId !== 'string') return []
      const security = Array.isArray(spec.security) ? spec.security : globalSecurity
      return [
        {
          operationId: spec.operationId,
          method,
          path: pathTemplate,
          tags: Array.isArray(spec.tags) ? spec.tags.map(String) : [],
          secured: security.length > 0,
          spec,
        },
      ]
    }),
  )
}

/** The JSON schema of an operation's answer with this status (exact code, then `4XX`, then `default`). */
export function responseSchema(operation: Operation, status: number): JsonObject | undefined {
  const responses = operation.spec.responses
  if (!isObject(responses)) return undefined
  const response =
    responses[String(status)] ?? responses[`${String(status)[0]}XX`] ?? responses[`${String(status)[0]}xx`]
  const chosen = response ?? responses.default
  if (!isObject(chosen) || !isObject(chosen.content)) return undefined
  const json = chosen.content['application/json']
  return isObject(json) && isObject(json.schema) ? json.schema : undefined
}
