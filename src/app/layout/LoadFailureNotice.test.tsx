import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { setupMswServer } from '../../testing/mswServer'
import { renderWithProviders } from '../../testing/renderWithProviders'
import { api } from '../core/api'
import { TOKEN_STORAGE_KEY } from '../core/session/tokenStorage'
import { LoadFailureNotice } from './LoadFailureNotice'

const probeApi = api.injectEndpoints({
  endpoints: (build) => ({
    probe: build.query<{ data: string }, string>({ query: (name) => `/probe/api/v1/${name}` }),
    getUserDetail: build.query<unknown, undefined>({ query: () => '/user/api/v1/user_detail' }),
  }),
})

const server = setupMswServer()
const PROBE = 'http://localhost/probe/api/v1/:name'

/** Answers the probe with `status`, counting the calls. */
function provider(status: number) {
  const calls = { count: 0 }
  server.use(
    http.get(PROBE, ({ params }) => {
      calls.count += 1
      return status === 200
        ? HttpResponse.json({ data: params.name })
        : HttpResponse.json({ message: 'Down' }, { status })
    }),
  )
  return calls
}

/** Subscribes as a screen would, and waits until the call has settled (retries included). */
async function subscribe(store: ReturnType<typeof renderWithProviders>['store'], name: string) {
  const subscription = store.dispatch(probeApi.endpoints.probe.initiate(name))
  await act(async () => {
    await subscription
  })
  // Not the subscription itself: it is thenable, and an async function would hand back what it resolves to.
  return { unsubscribe: () => subscription.unsubscribe() }
}

beforeEach(() => localStorage.setItem(TOKEN_STORAGE_KEY, 'secret-token'))
afterEach(() => localStorage.clear())

/** Lets the store pass on which queries are subscribed (it does so at most every 500 ms). */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 600)))

const notice = () => screen.queryByRole('alert')

describe('LoadFailureNotice', () => {
  it('shows nothing while every call on screen has its data', async () => {
    provider(200)
    const { store } = renderWithProviders(<LoadFailureNotice />)
    const subscription = await subscribe(store, 'rooms')
    await settle()
    expect(notice()).toBeNull()
    subscription.unsubscribe()
  })

  it('says a screen could not load, and Retry asks again and takes the notice away once it answers', async () => {
    provider(500)
    const { store } = renderWithProviders(<LoadFailureNotice />)
    const subscription = await subscribe(store, 'rooms')
    expect(await screen.findByRole('alert')).toHaveTextContent('Some of this screen could not be loaded')

    const calls = provider(200)
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(notice()).toBeNull())
    expect(calls.count).toBe(1)
    expect(probeApi.endpoints.probe.select('rooms')(store.getState()).data).toEqual({ data: 'rooms' })
    subscription.unsubscribe()
  }, 10_000)

  it('leaves out failures nothing on screen uses any more, and the session check (spec §8 handles it)', async () => {
    provider(500)
    server.use(
      http.get('http://localhost/user/api/v1/user_detail', () => new HttpResponse(null, { status: 500 })),
    )
    const { store } = renderWithProviders(<LoadFailureNotice />)
    const left = await subscribe(store, 'left')
    left.unsubscribe()
    const profile = store.dispatch(probeApi.endpoints.getUserDetail.initiate(undefined))
    await act(async () => {
      await profile
    })
    await settle()
    expect(notice()).toBeNull()
    profile.unsubscribe()
  }, 10_000)
})
