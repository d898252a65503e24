import { createSlice } from '@reduxjs/toolkit'

/** UI preferences that survive a reload (persisted with redux-persist). Server data never goes here. */
export type PreferencesState = { navCollapsed: boolean }

export const preferencesSlice = createSlice({
  name: 'preferences',
  initialState: { navCollapsed: false } as PreferencesState,
  reducers: {
    navToggled(state) {
      state.navCollapsed = !state.navCollapsed
    },
  },
  selectors: {
    selectNavCollapsed: (state) => state.navCollapsed,
  },
})

export const { navToggled } = preferencesSlice.actions
export const { selectNavCollapsed } = preferencesSlice.selectors
