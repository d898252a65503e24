import { combineSlices, configureStore, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit'
import { setupListeners } from '@reduxjs/toolkit/query'
import { FLUSH, PAUSE, PERSIST, persistReducer, PURGE, REGISTER, REHYDRATE } from 'redux-persist'
import storage from 'redux-persist/lib/storage'
import { api } from './api'
import { preferencesSlice } from './preferencesSlice'
import { sessionSlice } from './session/sessionSlice'
import { sideSheetSlice } from './sideSheet/sideSheetSlice'
import { toastsSlice } from './toasts/toastsSlice'

const persistedPreferences = persistReducer(
  { key: 'roost.preferences', version: 1, storage },
  preferencesSlice.reducer,
)

export const rootReducer = combineSlices(api, sideSheetSlice, toastsSlice, sessionSlice, {
  [preferencesSlice.reducerPath]: persistedPreferences,
})

export type RootState = ReturnType<typeof rootReducer>

/** One factory for the app, jest (renderWithProviders) and Storybook decorators. */
export function makeStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault({
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }).concat(api.middleware),
    // RTK Query marks its answers for batching; by default their subscribers hear of them at the next animation
    // frame, up to a frame after the data came. At the end of the task instead, a screen starts drawing its data
    // as soon as it arrives, and answers landing in the same task still notify once.
    enhancers: (getDefault) => getDefault({ autoBatch: { type: 'tick' } }),
  })
  // Refetch on reconnect (spec §9); focus refetching is off in the API root.
  setupListeners(store.dispatch)
  return store
}

export type AppStore = ReturnType<typeof makeStore>
export type AppDispatch = AppStore['dispatch']
export type AppThunk<Result = void> = ThunkAction<Result, RootState, unknown, UnknownAction>
