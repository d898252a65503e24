import { waitFor } from '@testing-library/react'
import { newPropertySentLog, propertyListHandlers } from '../../features/properties/storyHandlers'
import { setupMswServer } from '../../testing/mswServer'
import { makeStore } from '../core/store'
import { PATHS } from './paths'
import { SCREEN_CHUNKS } from './screenChunks'
import { preloadScreen, shellScreens } from './screens'

const server = setupMswServer()

it('gives every signed-in screen a reads chunk with its prefetch', async () => {
  for (const screen of shellScreens) {
    const reads = await screen.reads()
    expect({ path: screen.path, prefetch: typeof reads.prefetch }).toEqual({
      path: screen.path,
      prefetch: 'function',
    })
  }
})

it('names the chunks of every page with a route, for the server to send them with the page', () => {
  const routed = SCREEN_CHUNKS.map(({ path }) => path)
  const pages = [
    ...shellScreens.map(({ path }) => path),
    PATHS.login,
    PATHS.loginRestricted,
    PATHS.onboarding,
    PATHS.open,
    PATHS.openPay,
    PATHS.maintenance,
  ]
  expect(pages.filter((path) => !routed.includes(path))).toEqual([])
  expect(new Set(routed).size).toBe(routed.length)
})

it("has started the screen's first request, from its address, when `started` resolves", async () => {
  const sent = newPropertySentLog()
  server.use(...propertyListHandlers(sent))
  const store = makeStore()
  const { started, ready } = preloadScreen(
    { pathname: '/properties', search: '?page=2&rowsPerPage=20' },
    store.dispatch,
  )
  await started
  expect(Object.values(store.getState().api.queries).map((query) => query?.endpointName)).toEqual([
    'listProperties',
  ])
  await ready
  await waitFor(() => expect(sent.lists.map((query) => query.get('offset'))).toEqual(['20']))
})

it('starts nothing, and resolves at once, at an address no signed-in screen has', async () => {
  const store = makeStore()
  const { started, ready } = preloadScreen({ pathname: '/no/such/place', search: '' }, store.dispatch)
  await Promise.all([started, ready])
  expect(store.getState().api.queries).toEqual({})
})

it("resolves both, never rejects, when the screen's prefetch throws", async () => {
  const failing = () => {
    throw new Error('The store is broken')
  }
  const { started, ready } = preloadScreen({ pathname: '/properties', search: '' }, failing)
  await expect(Promise.all([started, ready])).resolves.toEqual([undefined, undefined])
})
