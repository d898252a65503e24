/** The temporary token a validated new phone gets; it lasts only until signup (spec §6), so per tab. */
export const SIGNUP_TOKEN_STORAGE_KEY = 'signupToken'

export const signupTokenStorage = {
  get: (): string | null => window.sessionStorage.getItem(SIGNUP_TOKEN_STORAGE_KEY),
  set: (token: string) => window.sessionStorage.setItem(SIGNUP_TOKEN_STORAGE_KEY, token),
  clear: () => window.sessionStorage.removeItem(SIGNUP_TOKEN_STORAGE_KEY),
}
