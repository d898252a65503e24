import { browser } from '../browser'
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

/** Forgets a token the provider no longer accepts; the visitor is anonymous from here (spec §4). */
export const tokenRejected = (): AppThunk => (dispatch) => {
  tokenStorage.clear()
  dispatch(tokenChanged(null))
}

/**
 * Forgets the token and reloads at the sign-in screen: a fresh page drops every cached response and
 * in-flight call, so nothing of this operator's data survives for the next one.
 */
export const signOut = (): AppThunk => () => {
  tokenStorage.clear()
  signupTokenStorage.clear()
  browser.goTo('/login')
}
