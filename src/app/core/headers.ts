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

/** The headers every call carries: the operator's token when there is one, who is calling and from where. */
export const callHeaders = (token: string | null): [string, string][] => [
  ...(token ? [[HEADER.authorization, authorizationValue(token)] as [string, string]] : []),
  [HEADER.userType, USER_TYPE],
  [HEADER.source, SOURCE],
]
