import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { tokenStorage } from './tokenStorage'

/** The login token, mirrored from local storage so screens re-render on sign-in and sign-out. */
export type SessionState = { token: string | null }

export const sessionSlice = createSlice({
  name: 'session',
  initialState: (): SessionState => ({ token: typeof window === 'undefined' ? null : tokenStorage.get() }),
  reducers: {
    tokenChanged(state, action: PayloadAction<string | null>) {
      state.token = action.payload
    },
  },
  selectors: {
    selectToken: (state) => state.token,
  },
})

export const { tokenChanged } = sessionSlice.actions
export const { selectToken } = sessionSlice.selectors
