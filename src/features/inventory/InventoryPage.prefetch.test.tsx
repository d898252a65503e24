import { screen, waitFor } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { makeStore } from '../../app/core/store'
import { holdFrames } from '../../testing/frames'
import { setupMswServer } from '../../testing/mswServer'
import { renderWithProviders } from '../../testing/renderWithProviders'
import { sessionHandlers } from '../../testing/sessionHandlers'
import { propertyOccupancy } from './fixtures'
import InventoryPage from './InventoryPage'
import { prefetch } from './InventoryPage.reads'
import { newInventorySentLog, overviewHandlers } from './storyHandlers'

const server = setupMswServer()
const { withoutFrame, drawFrame } = holdFrames()

it('asks at boot for the page of the address, so that the first render shows its cards, and asks for their summaries once they are drawn', async () => {
  const sent = newInventorySentLog()
  server.use(...sessionHandlers, ...overviewHandlers(sent))
  const store = makeStore()
  const address = '?page=2&rowsPerPage=20&property_name=Roost&property_type=pg'
  prefetch(store.dispatch, { search: new URLSearchParams(address), params: {} })
  await waitFor(() => expect(sent.requests).toHaveLength(1))
  renderWithProviders(
    <MemoryRouter initialEntries={[`/occupancy/inventory${address}`]}>
      <InventoryPage />
    </MemoryRouter>,
    { store },
  )
  expect(screen.getByRole('region', { name: 'Roost Koramangala' })).toBeInTheDocument()
  await withoutFrame()
  expect(sent.requests).toHaveLength(1)
  // The summaries need the list's property ids, so the cards ask for them once they are drawn with it.
  await drawFrame()
  await waitFor(() => expect(sent.requests).toHaveLength(1 + propertyOccupancy.length))
  expect(sent.requests[0]).toBe(
    '/property/api/v1/operator/property/list?offset=20&limit=20&property_name=Roost&property_type=PG&source=inventory',
  )
  expect(sent.requests.slice(1).every((request) => request.endsWith('/summary'))).toBe(true)
})
