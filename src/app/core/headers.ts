/** Every header the client sends to the provider, named once (spec §7). */
export const HEADER = {
  authorization: 'Authorization',
  userType: 'X-User-Type',
  source: 'X-Source',
  countryCode: 'X-Country-Code',
  countryIso: 'X-Country-Iso',
  idempotencyKey: 'Idempotency-Key',
} as const

export const USER_TYPE = 'operator'
export const SOURCE = 'desktop'

/** `Authorization: Token {token}` */
export const authorizationValue = (token: string) => `Token ${token}`
