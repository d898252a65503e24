import { render, type RenderOptions } from '@testing-library/react'
import type { ReactElement, ReactNode } from 'react'
import { Provider } from 'react-redux'
import { makeStore, type AppStore, type RootState } from '../app/core/store'

type Options = Omit<RenderOptions, 'wrapper'> & { preloadedState?: Partial<RootState>; store?: AppStore }

/** Renders with a real store from the app's own factory; returns the store for dispatching and reading. */
export function renderWithProviders(ui: ReactElement, { preloadedState, store, ...options }: Options = {}) {
  const theStore = store ?? makeStore(preloadedState)
  const Wrapper = ({ children }: { children: ReactNode }) => <Provider store={theStore}>{children}</Provider>
  return { store: theStore, ...render(ui, { wrapper: Wrapper, ...options }) }
}
