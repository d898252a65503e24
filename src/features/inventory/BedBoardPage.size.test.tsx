import { screen } from '@testing-library/react'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { setupMswServer } from '../../testing/mswServer'
import { renderWithProviders } from '../../testing/renderWithProviders'
import { sessionHandlers } from '../../testing/sessionHandlers'
import BedBoardPage from './BedBoardPage'
import { BOARD_SIZE_STORAGE_KEY, rememberBoardSize, rememberedBoardSize } from './boardSize'
import { makeBeds, summary } from './fixtures'
import { boardHandlers, newInventorySentLog } from './storyHandlers'

const server = setupMswServer()

const renderBoard = () =>
  renderWithProviders(
    <MemoryRouter initialEntries={['/occupancy/inventory/1']}>
      <Routes>
        <Route path="/occupancy/inventory/:propertyId" element={<BedBoardPage />} />
      </Routes>
    </MemoryRouter>,
  )

/** A ResizeObserver that reports `box` for every element it is given, as the browser does first. */
function observeAs(box: { width: number; height: number }) {
  class ReportingObserver {
    constructor(private readonly report: ResizeObserverCallback) {}
    observe(target: Element) {
      const entry = { target, contentRect: box } as unknown as ResizeObserverEntry
      this.report([entry], this as unknown as ResizeObserver)
    }
    unobserve() {}
    disconnect() {}
  }
  window.ResizeObserver = ReportingObserver as unknown as typeof ResizeObserver
}

afterEach(() => {
  localStorage.removeItem(BOARD_SIZE_STORAGE_KEY)
  Reflect.deleteProperty(window, 'ResizeObserver')
})

it('lays out its first rows for the box last measured in a window of this size', async () => {
  rememberBoardSize({ width: 640, height: 360 })
  server.use(...sessionHandlers, ...boardHandlers(makeBeds(), summary, newInventorySentLog()))
  renderBoard()
  const list = await screen.findByRole('list', { name: 'Beds by floor and room' })
  expect(list).toHaveStyle({ height: '360px' })
})

it('remembers the box the board is measured at, for the next load in a window of this size', async () => {
  observeAs({ width: 812, height: 433 })
  server.use(...sessionHandlers, ...boardHandlers(makeBeds(), summary, newInventorySentLog()))
  renderBoard()
  const list = await screen.findByRole('list', { name: 'Beds by floor and room' })
  expect(list).toHaveStyle({ height: '433px' })
  expect(rememberedBoardSize()).toEqual({ width: 812, height: 433 })
})
