import { screen, waitFor } from '@testing-library/react'
import { http } from 'msw'
import { MemoryRouter } from 'react-router-dom'
import { makeStore } from '../../app/core/store'
import { sentCalls, setupMswServer } from '../../testing/mswServer'
import { renderWithProviders } from '../../testing/renderWithProviders'
import { sessionHandlers } from '../../testing/sessionHandlers'
import ComplaintsPage from './ComplaintsPage'
import { prefetch } from './ComplaintsPage.reads'
import { complaintsHandlers } from './storyHandlers'

const server = setupMswServer()

const sent = sentCalls(server)

/** Prefetches at `address`, waits for its `count` calls, then renders the screen there. */
async function prefetchThenRender(address: string, count: number) {
  server.use(...sessionHandlers, ...complaintsHandlers())
  const store = makeStore()
  prefetch(store.dispatch, { search: new URLSearchParams(address), params: {} })
  await waitFor(() => expect(sent).toHaveLength(count))
  const prefetched = [...sent]
  renderWithProviders(
    <MemoryRouter initialEntries={[`/services/complaints${address}`]}>
      <ComplaintsPage />
    </MemoryRouter>,
    { store },
  )
  return prefetched
}

it('asks at boot for the complaints page and a linked complaint; the render adds only the pickers, once the page is shown', async () => {
  const prefetched = await prefetchThenRender('?complaint=1&search=tap&rowsPerPage=20', 2)
  expect(prefetched).toContain(
    '/complaint/api/v1/operator/complaint/list?offset=0&limit=20&status=all&search_text=tap',
  )
  expect(prefetched).toContain('/complaint/api/v1/operator/complaint/1/details?activity_list_version=v3')
  expect(await screen.findByText('Bathroom tap leaking')).toBeInTheDocument()
  expect(await screen.findByRole('option', { name: 'Sai Plumbing Works' })).toBeInTheDocument()
  expect(sent.slice(0, 2)).toEqual(prefetched)
  expect(
    sent
      .slice(2)
      .map((call) => call.split('?')[0])
      .sort(),
  ).toEqual([
    '/complaint/api/v1/operator/complaint/type/list',
    '/complaint/api/v1/operator/vendor/list',
    '/property/api/v1/operator/property/list',
    '/user/api/v1/operator/user/list',
  ])
})

it('asks at boot for the vendors page and the properties its rows name when the address opens that tab', async () => {
  const prefetched = await prefetchThenRender('?tab=vendors&service=PLUMBER', 2)
  expect(await screen.findByText('Sai Plumbing Works')).toBeInTheDocument()
  expect(sent).toEqual(prefetched)
})

it('asks at boot for the complaint types when the address opens the SLA targets', async () => {
  const prefetched = await prefetchThenRender('?tab=sla', 1)
  expect(await screen.findByText('Plumbing')).toBeInTheDocument()
  expect(sent).toEqual(prefetched)
})

it('asks for the filters’ pickers only once the complaints page is on screen, which it does not wait for', async () => {
  let answerList = () => {}
  const listAnswered = new Promise<void>((resolve) => {
    answerList = resolve
  })
  server.use(
    ...sessionHandlers,
    http.get('*/complaint/api/v1/operator/complaint/list', async () => {
      await listAnswered
      // Falls through to the fixtures' list, which answers.
      return undefined
    }),
    ...complaintsHandlers(),
  )
  renderWithProviders(
    <MemoryRouter initialEntries={['/services/complaints']}>
      <ComplaintsPage />
    </MemoryRouter>,
  )
  await waitFor(() => expect(sent).toHaveLength(1))
  expect(sent.map((call) => call.split('?')[0])).toEqual(['/complaint/api/v1/operator/complaint/list'])
  answerList()
  expect(await screen.findByText('Bathroom tap leaking')).toBeInTheDocument()
  expect(await screen.findByRole('option', { name: 'Sai Plumbing Works' })).toBeInTheDocument()
  expect(sent).toHaveLength(5)
})
