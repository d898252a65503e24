import { api } from '../api'
import type { AppThunk } from '../store'
import { tokenChanged } from './sessionSlice'
import { signupTokenStorage } from './signupTokenStorage'
import { tokenStorage } from './tokenStorage'

/** Keeps the token (spec §4: stored locally, sent on every call) and starts the session check. */
export const signIn =
  (token: string): AppThunk =>
  (dispatch) => {
    tokenStorage.set(token)
    signupTokenStorage.clear()
    dispatch(tokenChanged(token))
  }

/** Forgets the token and every cached response, so the next operator starts clean. */
export const signOut = (): AppThunk => (dispatch) => {
  tokenStorage.clear()
  dispatch(tokenChanged(null))
  dispatch(api.util.resetApiState())
}
