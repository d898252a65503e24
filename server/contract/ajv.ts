import Ajv2020, { type Options, type ValidateFunction } from 'ajv/dist/2020'
import addFormats from 'ajv-formats'
import { refuseNonFinite } from './finiteNumbers'
import type { JsonObject } from './loadContract'

/** Annotations OpenAPI allows in a schema besides JSON Schema 2020-12's own keywords. */
const OPENAPI_ANNOTATIONS = ['example', 'discriminator', 'xml', 'externalDocs']

/** Every `x-…` extension key used anywhere in the contract. */
function extensionKeys(node: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(node)) node.forEach((item) => extensionKeys(item, found))
  else if (typeof node === 'object' && node !== null) {
    for (const [key, value] of Object.entries(node)) {
      if (key.startsWith('x-')) found.add(key)
      extensionKeys(value, found)
    }
  }
  return found
}

export type ContractAjvMode =
  /** Request bodies: no coercion, defaults filled in, extra properties refused (never silently dropped). */
  | 'body'
  /** Path, query and header parameters and multipart fields: strings coerced to the declared types, defaults filled in. */
  | 'parameters'
  /** Answers: checked exactly as written, nothing changed. */
  | 'response'

const MODE_OPTIONS: Record<ContractAjvMode, Options> = {
  body: { coerceTypes: false, useDefaults: true },
  parameters: { coerceTypes: 'array', useDefaults: true },
  response: { coerceTypes: false, useDefaults: false },
}

/**
 * An Ajv for OpenAPI 3.1 (JSON Schema 2020-12) that knows the contract's annotation keywords and formats.
 * Unknown keywords still fail, so a typo in the contract fails at start rather than validating nothing.
 */
export function createContractAjv(contract: JsonObject, mode: ContractAjvMode): Ajv2020 {
  const ajv = new Ajv2020({
    ...MODE_OPTIONS[mode],
    removeAdditional: false,
    allErrors: true,
    strictSchema: true,
    strictTypes: false,
    strictRequired: false,
    allowUnionTypes: true,
  })
  addFormats(ajv)
  for (const keyword of [...OPENAPI_ANNOTATIONS, ...extensionKeys(contract)]) ajv.addKeyword(keyword)
  return ajv
}

const compilers = new WeakMap<JsonObject, Map<ContractAjvMode, (schema: object) => ValidateFunction>>()

/**
 * A compile function for the contract in this mode that compiles each distinct schema once per process,
 * however many apps are built from the same contract (tests build many).
 */
export function contractCompiler(
  contract: JsonObject,
  mode: ContractAjvMode,
): (schema: object) => ValidateFunction {
  let byMode = compilers.get(contract)
  if (!byMode) {
    byMode = new Map()
    compilers.set(contract, byMode)
  }
  let compile = byMode.get(mode)
  if (!compile) {
    const ajv = createContractAjv(contract, mode)
    const compiled = new Map<string, ValidateFunction>()
    compile = (schema) => {
      const key = JSON.stringify(schema)
      let validate = compiled.get(key)
      if (!validate) {
        validate = mode === 'parameters' ? refuseNonFinite(ajv.compile(schema)) : ajv.compile(schema)
        compiled.set(key, validate)
      }
      return validate
    }
    byMode.set(mode, compile)
  }
  return compile
}

/** `answer/data/name must be string; …`: Ajv's errors in one line, for logs and test failures. */
export const describeErrors = (errors: ValidateFunction['errors']): string =>
  (errors ?? []).map((error) => `answer${error.instancePath} ${error.message ?? error.keyword}`).join('; ')
