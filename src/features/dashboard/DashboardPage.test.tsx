import { screen, waitFor } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { makeStore } from '../../app/core/store'
import { holdFrames } from '../../testing/frames'
import { setupMswServer } from '../../testing/mswServer'
import { renderWithProviders } from '../../testing/renderWithProviders'
import { sessionHandlers } from '../../testing/sessionHandlers'
import DashboardPage from './DashboardPage'
import { prefetch } from './DashboardPage.reads'
import { dashboardHandlers, newDashboardSentLog } from './storyHandlers'

const server = setupMswServer()
const { withoutFrame, drawFrame } = holdFrames()

/** Whether the charts' chunk (DashboardCharts) has been loaded: the page imports it on first use. */
const mockCharts = { loaded: false }
jest.mock('./DashboardCharts', () => {
  mockCharts.loaded = true
  return jest.requireActual<object>('./DashboardCharts')
})

it("asks at boot for the figures its first render shows; the trends and the charts' chunk follow once they are on screen", async () => {
  const sent = newDashboardSentLog()
  server.use(...sessionHandlers, ...dashboardHandlers({ sent }))
  const store = makeStore()
  const address = '?property_ids=1,2&period=last_month'
  prefetch(store.dispatch, { search: new URLSearchParams(address), params: {} })
  await waitFor(() => expect(sent.queries).toHaveLength(1))
  renderWithProviders(
    <MemoryRouter initialEntries={[`/dashboard${address}`]}>
      <DashboardPage />
    </MemoryRouter>,
    { store },
  )
  expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument()
  await screen.findAllByRole('link', { name: /Occupancy/ })
  await withoutFrame()
  expect(sent.queries).toHaveLength(1)
  expect(mockCharts.loaded).toBe(false)

  await drawFrame()
  await waitFor(() => expect(sent.queries).toHaveLength(2))
  await waitFor(() => expect(mockCharts.loaded).toBe(true))
  expect(sent.queries.map((query) => [query.get('data_modules'), query.get('property_ids')])).toEqual([
    [expect.stringContaining('occupancy'), '1,2'],
    ['trends', '1,2'],
  ])
  expect(sent.queries[0].get('period')).toBe('last_month')
})
