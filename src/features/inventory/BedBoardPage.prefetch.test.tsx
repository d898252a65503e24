import { screen, waitFor } from '@testing-library/react'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { makeStore } from '../../app/core/store'
import { setupMswServer } from '../../testing/mswServer'
import { renderWithProviders } from '../../testing/renderWithProviders'
import { sessionHandlers } from '../../testing/sessionHandlers'
import BedBoardPage, { prefetch } from './BedBoardPage'
import { providerToday } from './dateRange'
import { boardHandlers, newInventorySentLog } from './storyHandlers'

const server = setupMswServer()

it('asks at boot for the board of the address, so that the first render shows it and asks for nothing more', async () => {
  const sent = newInventorySentLog()
  server.use(...sessionHandlers, ...boardHandlers(undefined, undefined, sent))
  const store = makeStore()
  const address = '?show_inactive=true&vacancy=free'
  prefetch(store.dispatch, { search: new URLSearchParams(address), params: { propertyId: '7' } })
  await waitFor(() => expect(sent.requests).toHaveLength(3))
  renderWithProviders(
    <MemoryRouter initialEntries={[`/occupancy/inventory/7${address}`]}>
      <Routes>
        <Route path="/occupancy/inventory/:propertyId" element={<BedBoardPage />} />
      </Routes>
    </MemoryRouter>,
    { store },
  )
  expect(screen.getByRole('heading', { level: 1, name: 'Roost Koramangala' })).toBeInTheDocument()
  expect(await screen.findByRole('list', { name: 'Beds by floor and room' })).toBeInTheDocument()
  expect([...sent.requests].sort()).toEqual([
    '/dashboard/api/v1/operator/property/7/summary',
    `/inventory/api/v1/operator/property/7/bed/list?add_on=DUES&status2=1%2C2%2C3%2C4&icon_v=2&show_inactive=true&current_date=${providerToday()}`,
    '/inventory/api/v1/operator/property/7/room_type/list?limit=100',
  ])
})
