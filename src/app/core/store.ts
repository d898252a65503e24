import { combineSlices, configureStore, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit'
import { sideSheetSlice } from './sideSheet/sideSheetSlice'

export const rootReducer = combineSlices(sideSheetSlice)

export type RootState = ReturnType<typeof rootReducer>

/** One factory for the app, jest (renderWithProviders) and Storybook decorators. */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({ reducer: rootReducer, preloadedState })
}

export type AppStore = ReturnType<typeof makeStore>
export type AppDispatch = AppStore['dispatch']
export type AppThunk<Result = void> = ThunkAction<Result, RootState, unknown, UnknownAction>
