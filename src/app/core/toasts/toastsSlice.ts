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
    toastShown: {
      reducer(state, action: PayloadAction<ToastMessage>) {
        state.push(action.payload)
        if (state.length > MAX_TOASTS) state.shift()
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
