import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { MemoryRouter } from 'react-router-dom'
import { makeStore } from '../../app/core/store'
import { sentCalls, setupMswServer } from '../../testing/mswServer'
import { renderWithProviders } from '../../testing/renderWithProviders'
import { sessionHandlers } from '../../testing/sessionHandlers'
import { analyticsProperties } from './analyticsFixtures'
import { analyticsHandlers } from './analyticsHandlers'
import FoodAnalyticsPage from './FoodAnalyticsPage'
import { prefetch } from './FoodAnalyticsPage.reads'

const server = setupMswServer()

const sent = sentCalls(server)

const PROPERTIES = '/property/api/v1/operator/property/list?offset=0&limit=15&source=food&property_type=all'
const THREE_DAYS = 'period=range&from_date=2026-11-01&to_date=2026-11-03'
const analyticsCall = (propertyId: number) =>
  `/food/api/v1/operator/analytics?property_id=${propertyId}&from_date=2026-11-01&to_date=2026-11-03`

const renderAt = (address: string, store = makeStore()) =>
  renderWithProviders(
    <MemoryRouter initialEntries={[`/food-management/analytics${address}`]}>
      <FoodAnalyticsPage />
    </MemoryRouter>,
    { store },
  )

it("asks at boot for the address's property's figures with the picker, so that the render asks for nothing more", async () => {
  server.use(...sessionHandlers, ...analyticsHandlers())
  const store = makeStore()
  const address = `?property_id=2&${THREE_DAYS}`
  void prefetch(store.dispatch, { search: new URLSearchParams(address), params: {} })
  await waitFor(() => expect(sent).toEqual([analyticsCall(2), PROPERTIES]))
  renderAt(address, store)
  expect(await screen.findByRole('group', { name: 'Totals' })).toBeInTheDocument()
  // Three days of three meals, drawn after the tiles have painted.
  const meals = await screen.findByRole('table', { name: 'Meals by day' })
  await waitFor(() => expect(within(meals).getAllByRole('row')).toHaveLength(1 + 9))
  expect(within(meals).getAllByRole('row')[1]).toHaveTextContent('01/11/2026Breakfast')
  expect(sent).toEqual([analyticsCall(2), PROPERTIES])
})

it("asks at boot for the first property's figures once the picker has answered when the address names none", async () => {
  server.use(...sessionHandlers, ...analyticsHandlers())
  const store = makeStore()
  const address = `?${THREE_DAYS}`
  void prefetch(store.dispatch, { search: new URLSearchParams(address), params: {} })
  await waitFor(() => expect(sent).toEqual([PROPERTIES, analyticsCall(1)]))
  renderAt(address, store)
  expect(await screen.findByRole('group', { name: 'Totals' })).toBeInTheDocument()
  expect(sent).toEqual([PROPERTIES, analyticsCall(1)])
})

it("asks for the address's property's figures without waiting for the property list", async () => {
  let answerList = () => {}
  const listed = new Promise<void>((resolve) => {
    answerList = resolve
  })
  server.use(
    ...sessionHandlers,
    http.get('*/property/api/v1/operator/property/list', async () => {
      await listed
      return HttpResponse.json({ data: { count: analyticsProperties.length, results: analyticsProperties } })
    }),
    ...analyticsHandlers(),
  )
  renderAt(`?property_id=2&${THREE_DAYS}`)
  await waitFor(() => expect(sent).toContain(analyticsCall(2)))
  answerList()
  expect(await screen.findByRole('group', { name: 'Totals' })).toBeInTheDocument()
  expect(await screen.findByRole('combobox', { name: 'Property' })).toHaveValue('2')
  expect(sent).toEqual([PROPERTIES, analyticsCall(2)])
})

it('falls back to the first property when the address names one the operator does not have', async () => {
  server.use(...sessionHandlers, ...analyticsHandlers())
  renderAt(`?property_id=9&${THREE_DAYS}`)
  expect(await screen.findByRole('group', { name: 'Totals' })).toBeInTheDocument()
  await waitFor(() => expect(sent).toEqual([PROPERTIES, analyticsCall(9), analyticsCall(1)]))
  expect(screen.getByRole('combobox', { name: 'Property' })).toHaveValue('1')
})
