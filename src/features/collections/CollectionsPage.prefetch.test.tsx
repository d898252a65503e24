import { screen, waitFor } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { makeStore } from '../../app/core/store'
import { sentCalls, setupMswServer } from '../../testing/mswServer'
import { renderWithProviders } from '../../testing/renderWithProviders'
import { sessionHandlers } from '../../testing/sessionHandlers'
import CollectionsPage from './CollectionsPage'
import { prefetch } from './CollectionsPage.reads'
import { listHandlers } from './storyHandlers'

const server = setupMswServer()
const sent = sentCalls(server)

it('asks at boot for the first page of the address’s tab and filters, so that the render asks for it no more', async () => {
  server.use(...sessionHandlers, ...listHandlers(250))
  const store = makeStore()
  const address = '?tab=received&month=2026-10&mode=UPI'
  prefetch(store.dispatch, { search: new URLSearchParams(address), params: {} })
  await waitFor(() => expect(sent).toHaveLength(1))
  const [first] = sent
  renderWithProviders(
    <MemoryRouter initialEntries={[`/finance/collections${address}`]}>
      <CollectionsPage />
    </MemoryRouter>,
    { store },
  )
  expect(await screen.findByText('Aarav Sharma 1')).toBeInTheDocument()
  expect(first).toMatch(/\/collection\/list\?offset=0&limit=\d+&status=received&.*month=2026-10&mode=UPI$/)
  // The figures and filter options follow the list's first page; the page itself is not asked for again.
  await waitFor(() => expect(sent.length).toBeGreaterThan(1))
  expect(sent.filter((call) => call.includes('/collection/list?'))).toEqual([first])
})
