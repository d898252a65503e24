import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'

/** 32 random bytes, base64url: a bearer token. */
export const newToken = () => randomBytes(32).toString('base64url')

/** 16 random bytes, base64url: an id that cannot be guessed (OTP request ids). */
export const newOpaqueId = () => randomBytes(16).toString('base64url')

/** Tokens carry 256 random bits, so a plain sha256 is enough to store them. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

/** Six random digits, leading zeros kept. */
export const newOtpCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0')

export const newSalt = () => randomBytes(16).toString('hex')

/** HMAC-SHA256 of a code keyed by its own random salt. */
export const hashOtpCode = (code: string, salt: string) =>
  createHmac('sha256', salt).update(code).digest('hex')

/** Compares two hex digests in constant time. */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex')
  const right = Buffer.from(b, 'hex')
  return left.length === right.length && timingSafeEqual(left, right)
}
