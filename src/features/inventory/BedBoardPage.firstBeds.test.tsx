import { screen, within } from '@testing-library/react'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { setupMswServer } from '../../testing/mswServer'
import { renderWithProviders } from '../../testing/renderWithProviders'
import { sessionHandlers } from '../../testing/sessionHandlers'
import BedBoardPage from './BedBoardPage'
import { makeBeds, summary } from './fixtures'
import { boardHandlers, newInventorySentLog, wholeBoardHeld } from './storyHandlers'

const server = setupMswServer()

const renderBoard = (address: string) =>
  renderWithProviders(
    <MemoryRouter initialEntries={[`/occupancy/inventory/1${address}`]}>
      <Routes>
        <Route path="/occupancy/inventory/:propertyId" element={<BedBoardPage />} />
      </Routes>
    </MemoryRouter>,
  )

/** The rows of the virtual list, from the size its rows announce (only those in view are mounted). */
const rowCount = (list: HTMLElement) =>
  Number(within(list).getAllByRole('listitem')[0].getAttribute('aria-setsize'))

it('paints the first beds while the whole board is on its way, counts and filters waiting, then the whole board', async () => {
  const beds = makeBeds({ floors: 10, roomsPerFloor: 30 })
  expect(beds.length).toBeGreaterThan(400)
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  const sent = newInventorySentLog()
  server.use(...sessionHandlers, wholeBoardHeld(released), ...boardHandlers(beds, summary, sent))
  renderBoard('')

  const list = await screen.findByRole('list', { name: 'Beds by floor and room' })
  expect(within(list).getByRole('button', { name: 'Room 101' })).toBeInTheDocument()
  expect(screen.getByText('Loading the rest of the beds…')).toHaveAttribute('role', 'status')
  const firstRows = rowCount(list)
  // The counts show as loading, not as the first beds' counts.
  const available = screen.getByRole('checkbox', { name: /^Available/ })
  expect(available).toBeDisabled()
  expect(available).not.toHaveAccessibleName(/\d/)
  expect(screen.getByRole('searchbox', { name: 'Search' })).toBeDisabled()
  expect(screen.getByRole('switch', { name: 'Show inactive rooms' })).toBeDisabled()
  expect(within(list).getByRole('checkbox', { name: 'Select room 101' })).toBeDisabled()
  expect(screen.queryByText(/ beds in /)).not.toBeInTheDocument()
  release()
  const active = beds.filter((bed) => bed.is_active)
  const free = active.filter((bed) => bed.status === 1).length
  expect(await screen.findByRole('checkbox', { name: new RegExp(`^Available.*\\b${free}$`) })).toBeEnabled()
  expect(screen.queryByText('Loading the rest of the beds…')).not.toBeInTheDocument()
  expect(screen.getByRole('searchbox', { name: 'Search' })).toBeEnabled()
  expect(within(list).getByRole('checkbox', { name: 'Select room 101' })).toBeEnabled()
  expect(screen.getByText(new RegExp(`^${active.length} beds in \\d+ rooms$`))).toBeInTheDocument()
  expect(rowCount(list)).toBeGreaterThan(firstRows)
  // Asked for at once, each once; the whole board's request was noted when it was let through.
  expect(sent.requests.filter((request) => request.includes('/bed/list'))).toEqual([
    expect.stringMatching(
      /\/bed\/list\?add_on=DUES&status2=1%2C2%2C3%2C4&icon_v=2&current_date=[-\d]+&limit=200$/,
    ),
    expect.stringMatching(/\/bed\/list\?add_on=DUES&status2=1%2C2%2C3%2C4&icon_v=2&current_date=[-\d]+$/),
  ])
})

it('waits for the whole board when the address sets client filters, which need every bed', async () => {
  const sent = newInventorySentLog()
  server.use(...sessionHandlers, ...boardHandlers(makeBeds(), summary, sent))
  renderBoard('?vacancy=free')
  expect(await screen.findByRole('list', { name: 'Beds by floor and room' })).toBeInTheDocument()
  expect(screen.getByRole('checkbox', { name: /^Available.*\d$/ })).toBeEnabled()
  expect(sent.requests.filter((request) => request.includes('/bed/list?'))).toEqual([
    expect.not.stringContaining('limit='),
  ])
})
