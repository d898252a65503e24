/** A random key of 32 hex digits (the contract takes 8 to 128 characters). */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16)
  crypto.getRandomValues(bytes)
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/**
 * One Idempotency-Key per payment attempt: the same body gets the same key until it is recorded, so a double
 * click or a retry replays the first answer instead of paying twice; a changed body is a new attempt.
 */
export function createIdempotencyKeys() {
  let current: { body: string; key: string } | null = null
  return {
    keyFor(body: unknown): string {
      const text = JSON.stringify(body)
      if (current?.body !== text) current = { body: text, key: newIdempotencyKey() }
      return current.key
    },
    /** The attempt was recorded: the next payment, even of the same amount, is a new one. */
    done() {
      current = null
    },
  }
}
