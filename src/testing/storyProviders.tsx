import type { Decorator } from '@storybook/react-webpack5'
import { useState } from 'react'
import { Provider } from 'react-redux'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { makeStore } from '../app/core/store'
import { SideSheetHost } from '../app/sideSheet/SideSheetHost'
import { ToastHost } from '../app/toasts/ToastHost'

export type StoryRoute = {
  /** The route pattern the story's screen is mounted at, e.g. '/occupancy/inventory/:propertyId'. */
  path?: string
  /** The address the story opens, e.g. '/occupancy/inventory/1?status2=1'. */
  url?: string
}

/**
 * Storybook decorator for feature screens: a fresh store from the app's own factory, a memory router at
 * the given address, and the app's side-sheet host and toasts. Stories mock the network with msw in the
 * contract's shapes (`beforeEach({ msw })`); the signed-in demo operator's profile is answered globally.
 * A story can open another address of the same route with `parameters: { route: { url } }`.
 */
export const withAppProviders =
  ({ path = '/', url: defaultUrl = '/' }: StoryRoute = {}): Decorator =>
  (Story, { parameters }) => {
    const url = (parameters.route as StoryRoute | undefined)?.url ?? defaultUrl
    function Providers() {
      const [store] = useState(() => makeStore())
      const [router] = useState(() =>
        createMemoryRouter(
          [
            {
              path,
              element: (
                <>
                  <Story />
                  <SideSheetHost />
                  <ToastHost />
                </>
              ),
            },
          ],
          { initialEntries: [url] },
        ),
      )
      return (
        <Provider store={store}>
          <RouterProvider router={router} />
        </Provider>
      )
    }
    return <Providers />
  }
