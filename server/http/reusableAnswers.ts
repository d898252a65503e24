/**
 * Answers kept between requests and sent again unchanged (the collection list's cached pages). A reusable answer
 * is frozen, checked against the contract the first time it leaves (responseValidation) and turned into UTF-8
 * bytes once, so a repeat costs neither Ajv, JSON.stringify nor counting the bytes of a 60 KB string.
 */
const bytesOf = new WeakMap<object, Buffer | null>()

function deepFreeze(value: unknown): void {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return
  Object.freeze(value)
  for (const field of Object.values(value)) deepFreeze(field)
}

/** Marks an answer as sent many times; it must not change afterwards, so it is frozen. */
export function reusable<T extends object>(answer: T): T {
  deepFreeze(answer)
  if (!bytesOf.has(answer)) bytesOf.set(answer, null)
  return answer
}

export const isReusable = (payload: unknown): payload is object =>
  typeof payload === 'object' && payload !== null && bytesOf.has(payload)

/** JSON of a payload: the bytes kept for a reusable answer, a fresh string otherwise. */
export function serializeAnswer(payload: unknown): string | Buffer {
  if (!isReusable(payload)) return JSON.stringify(payload)
  let bytes = bytesOf.get(payload)
  if (!bytes) {
    bytes = Buffer.from(JSON.stringify(payload))
    bytesOf.set(payload, bytes)
  }
  return bytes
}
