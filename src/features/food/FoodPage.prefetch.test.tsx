import { screen, waitFor } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { makeStore } from '../../app/core/store'
import { today } from '../../app/core/today'
import { holdFrames } from '../../testing/frames'
import { sentCalls, setupMswServer } from '../../testing/mswServer'
import { renderWithProviders } from '../../testing/renderWithProviders'
import { sessionHandlers } from '../../testing/sessionHandlers'
import { nextDay } from './dayText'
import { dayHandlers } from './dayHandlers'
import FoodPage from './FoodPage'
import { prefetch } from './FoodPage.reads'

const server = setupMswServer()
const sent = sentCalls(server)
const { withoutFrame, drawFrame } = holdFrames()

const headcountOf = (call: string) => {
  const query = new URLSearchParams(call.split('?')[1])
  return [query.get('property_id'), query.get('date')]
}

it("asks at boot for the property picker, then the chosen property's headcount for today; tomorrow's once the tab has been drawn", async () => {
  server.use(...sessionHandlers, ...dayHandlers())
  const store = makeStore()
  const address = '?property_id=2'
  void prefetch(store.dispatch, { search: new URLSearchParams(address), params: {} })
  await waitFor(() => expect(sent).toHaveLength(2))
  renderWithProviders(
    <MemoryRouter initialEntries={[`/food-management${address}`]}>
      <FoodPage />
    </MemoryRouter>,
    { store },
  )
  expect(await screen.findByRole('heading', { name: /^Today · / })).toBeInTheDocument()
  expect(await screen.findAllByRole('heading', { name: /Breakfast/ })).toHaveLength(1)
  await withoutFrame()
  expect(sent.slice(1).map(headcountOf)).toEqual([['2', today()]])

  await drawFrame()
  expect(await screen.findAllByRole('heading', { name: /Breakfast/ })).toHaveLength(2)
  expect(sent.slice(1).map(headcountOf)).toEqual([
    ['2', today()],
    ['2', nextDay(today())],
  ])
})
