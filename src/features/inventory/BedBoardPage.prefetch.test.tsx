import { screen, waitFor } from '@testing-library/react'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { makeStore } from '../../app/core/store'
import { today } from '../../app/core/today'
import { setupMswServer } from '../../testing/mswServer'
import { renderWithProviders } from '../../testing/renderWithProviders'
import { sessionHandlers } from '../../testing/sessionHandlers'
import BedBoardPage from './BedBoardPage'
import { prefetch } from './BedBoardPage.reads'
import { makeBeds, summary } from './fixtures'
import { boardHandlers, newInventorySentLog } from './storyHandlers'

const server = setupMswServer()

const renderBoard = (store: ReturnType<typeof makeStore>, address: string) =>
  renderWithProviders(
    <MemoryRouter initialEntries={[`/occupancy/inventory/7${address}`]}>
      <Routes>
        <Route path="/occupancy/inventory/:propertyId" element={<BedBoardPage />} />
      </Routes>
    </MemoryRouter>,
    { store },
  )

it('asks at boot for the board of the address and its summary; its room types once its beds are on screen', async () => {
  const sent = newInventorySentLog()
  server.use(...sessionHandlers, ...boardHandlers(undefined, undefined, sent))
  const store = makeStore()
  const address = '?show_inactive=true&vacancy=free'
  prefetch(store.dispatch, { search: new URLSearchParams(address), params: { propertyId: '7' } })
  await waitFor(() => expect(sent.requests).toHaveLength(2))
  renderBoard(store, address)
  expect(screen.getByRole('heading', { level: 1, name: 'Roost Koramangala' })).toBeInTheDocument()
  expect(screen.getByRole('list', { name: 'Beds by floor and room' })).toBeInTheDocument()
  expect(sent.requests).toHaveLength(2)
  await waitFor(() => expect(sent.requests).toHaveLength(3))
  expect([...sent.requests].sort()).toEqual([
    '/dashboard/api/v1/operator/property/7/summary',
    `/inventory/api/v1/operator/property/7/bed/list?add_on=DUES&status2=1%2C2%2C3%2C4&icon_v=2&show_inactive=true&current_date=${today()}`,
    '/inventory/api/v1/operator/property/7/room_type/list?limit=100',
  ])
})

const beds = `/inventory/api/v1/operator/property/7/bed/list?add_on=DUES&status2=1%2C2%2C3%2C4&icon_v=2&current_date=${today()}`

it('asks at boot for the first beds; the board asks for the whole of it once they are on screen', async () => {
  const sent = newInventorySentLog()
  server.use(...sessionHandlers, ...boardHandlers(makeBeds({ floors: 10, roomsPerFloor: 30 }), summary, sent))
  const store = makeStore()
  prefetch(store.dispatch, { search: new URLSearchParams(), params: { propertyId: '7' } })
  await waitFor(() => expect(sent.requests).toHaveLength(2))
  expect(sent.requests.filter((request) => request.startsWith(beds))).toEqual([`${beds}&limit=200`])
  renderBoard(store, '')
  // The first beds show, then the whole board is asked for and wins, with its counts.
  expect(await screen.findByRole('list', { name: 'Beds by floor and room' })).toBeInTheDocument()
  expect(await screen.findByRole('checkbox', { name: /^Available.*\d$/ })).toBeEnabled()
  expect(screen.queryByText('Loading the rest of the beds…')).not.toBeInTheDocument()
  expect(sent.requests.filter((request) => request.startsWith(beds))).toEqual([`${beds}&limit=200`, beds])
  expect(sent.requests).toHaveLength(4)
})

it('asks at boot for the first beds alone when they are the whole board, with its counts', async () => {
  const sent = newInventorySentLog()
  server.use(...sessionHandlers, ...boardHandlers(undefined, undefined, sent))
  const store = makeStore()
  prefetch(store.dispatch, { search: new URLSearchParams(), params: { propertyId: '7' } })
  await waitFor(() => expect(sent.requests).toHaveLength(2))
  renderBoard(store, '')
  expect(await screen.findByRole('list', { name: 'Beds by floor and room' })).toBeInTheDocument()
  await waitFor(() => expect(sent.requests).toHaveLength(3))
  expect(screen.getByRole('checkbox', { name: /^Available.*\d$/ })).toBeEnabled()
  expect(screen.getByRole('searchbox', { name: 'Search' })).toBeEnabled()
  expect(screen.queryByText('Loading the rest of the beds…')).not.toBeInTheDocument()
  expect(sent.requests.filter((request) => request.startsWith(beds))).toEqual([`${beds}&limit=200`])
  expect(sent.requests).toHaveLength(3)
})
