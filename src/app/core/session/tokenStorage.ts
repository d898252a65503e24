import { REMEMBERED_READS_STORAGE_KEY } from '../earlyReads/remembered'

/** The login token lives in local storage (spec §4) under this key. */
export const TOKEN_STORAGE_KEY = 'token'

/**
 * The id of the user the stored token belongs to, kept once the profile has said it. It lets the next visit
 * ask for the module flags alongside the profile instead of after it. Setting or clearing the token drops it, and
 * the reads remembered for early loads (earlyReads/remembered.ts), so neither outlives the token it was learnt with.
 */
export const USER_ID_STORAGE_KEY = 'roost.userId'

const forgetLearnt = () => {
  window.localStorage.removeItem(USER_ID_STORAGE_KEY)
  window.localStorage.removeItem(REMEMBERED_READS_STORAGE_KEY)
}

export const tokenStorage = {
  get: (): string | null => window.localStorage.getItem(TOKEN_STORAGE_KEY),
  set: (token: string) => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, token)
    forgetLearnt()
  },
  clear: () => {
    window.localStorage.removeItem(TOKEN_STORAGE_KEY)
    forgetLearnt()
  },
  userId: (): number | null => {
    const id = Number(window.localStorage.getItem(USER_ID_STORAGE_KEY))
    return Number.isSafeInteger(id) && id > 0 ? id : null
  },
  rememberUserId: (id: number) => window.localStorage.setItem(USER_ID_STORAGE_KEY, String(id)),
}
