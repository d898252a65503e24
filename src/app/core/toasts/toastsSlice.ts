import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit'

export type ToastTone = 'error' | 'success' | 'info'
export type ToastMessage = { id: string; tone: ToastTone; message: string; title?: string }

/** The message shown when a failed call carries no `message` of its own (spec §8, spelling as given). */
export const UNKNOWN_ERROR_MESSAGE = 'Some unknown error has occured'

const MAX_TOASTS = 5

export const toastsSlice = createSlice({
  name: 'toasts',
  initialState: [] as ToastMessage[],
  reducers: {
    /**
     * Adds a toast at the top of the stack. One saying the same thing as a toast already up replaces it, with a fresh
     * id and so a fresh clock: a screen whose five calls fail at once shows one error, not five stacked over its Retry.
     */
    toastShown: {
      reducer(state, action: PayloadAction<ToastMessage>) {
        const { tone, title, message } = action.payload
        const shown = state.filter(
          (toast) => toast.tone !== tone || toast.title !== title || toast.message !== message,
        )
        shown.push(action.payload)
        return shown.slice(-MAX_TOASTS)
      },
      prepare: (toast: Omit<ToastMessage, 'id'>) => ({ payload: { ...toast, id: nanoid() } }),
    },
    toastDismissed(state, action: PayloadAction<string>) {
      return state.filter((toast) => toast.id !== action.payload)
    },
  },
  selectors: {
    selectToasts: (state) => state,
  },
})

export const { toastShown, toastDismissed } = toastsSlice.actions
export const { selectToasts } = toastsSlice.selectors
