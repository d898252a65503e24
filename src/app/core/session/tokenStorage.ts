/** The login token lives in local storage (spec §4) under this key. */
export const TOKEN_STORAGE_KEY = 'token'

export const tokenStorage = {
  get: (): string | null => window.localStorage.getItem(TOKEN_STORAGE_KEY),
  set: (token: string) => window.localStorage.setItem(TOKEN_STORAGE_KEY, token),
  clear: () => window.localStorage.removeItem(TOKEN_STORAGE_KEY),
}
