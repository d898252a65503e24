import { screen, waitFor } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { makeStore } from '../../app/core/store'
import { sentCalls, setupMswServer } from '../../testing/mswServer'
import { renderWithProviders } from '../../testing/renderWithProviders'
import { sessionHandlers } from '../../testing/sessionHandlers'
import { dayHandlers } from './dayHandlers'
import FoodPage from './FoodPage'
import { prefetch } from './FoodPage.reads'

const server = setupMswServer()

const sent = sentCalls(server)

it("asks at boot for the property picker, then the chosen property's two days of headcounts, and the render for nothing more", async () => {
  server.use(...sessionHandlers, ...dayHandlers())
  const store = makeStore()
  const address = '?property_id=2'
  void prefetch(store.dispatch, { search: new URLSearchParams(address), params: {} })
  await waitFor(() => expect(sent).toHaveLength(3))
  const prefetched = [...sent]
  renderWithProviders(
    <MemoryRouter initialEntries={[`/food-management${address}`]}>
      <FoodPage />
    </MemoryRouter>,
    { store },
  )
  expect(await screen.findByRole('heading', { name: /^Today · / })).toBeInTheDocument()
  expect(await screen.findAllByRole('heading', { name: /Breakfast/ })).toHaveLength(2)
  expect(sent).toEqual(prefetched)
  expect(
    prefetched.slice(1).map((call) => new URLSearchParams(call.split('?')[1]).get('property_id')),
  ).toEqual(['2', '2'])
})
