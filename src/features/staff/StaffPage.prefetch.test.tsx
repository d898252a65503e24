import { screen, waitFor } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { makeStore } from '../../app/core/store'
import { sentCalls, setupMswServer } from '../../testing/mswServer'
import { renderWithProviders } from '../../testing/renderWithProviders'
import { sessionHandlers } from '../../testing/sessionHandlers'
import StaffPage from './StaffPage'
import { prefetch } from './StaffPage.reads'
import { staffHandlers } from './storyHandlers'

const server = setupMswServer()

const sent = sentCalls(server)

async function prefetchThenRender(address: string) {
  server.use(...sessionHandlers, ...staffHandlers())
  const store = makeStore()
  prefetch(store.dispatch, { search: new URLSearchParams(address), params: {} })
  await waitFor(() => expect(sent).toHaveLength(1))
  const prefetched = [...sent]
  renderWithProviders(
    <MemoryRouter initialEntries={[`/services/staff${address}`]}>
      <StaffPage />
    </MemoryRouter>,
    { store },
  )
  return prefetched
}

const PROPERTY_PICKER = '/property/api/v1/operator/property/list?limit=100&source=staff&property_type=all'

it('asks at boot for the team page; the render adds only the property picker, once the rows are on screen', async () => {
  const prefetched = await prefetchThenRender('?role=WARDEN&property_id=2&active=true&rowsPerPage=20')
  expect(prefetched).toEqual([
    '/user/api/v1/operator/staff/list?offset=0&limit=20&property_id=2&role=WARDEN&is_active=true',
  ])
  expect(await screen.findByText('Ravi Kumar')).toBeInTheDocument()
  expect(await screen.findByRole('option', { name: 'HSR Residency' })).toBeInTheDocument()
  expect(sent).toEqual([...prefetched, PROPERTY_PICKER])
})

it('asks at boot for the collections tab when the address opens it, and for the picker after its rows', async () => {
  const prefetched = await prefetchThenRender('?tab=collections&period=2026-10&search=ravi')
  expect(prefetched).toHaveLength(1)
  expect(prefetched[0]).toContain('/staff/collection/list?')
  expect(prefetched[0]).toContain('month=2026-10')
  expect(await screen.findByRole('status', { name: 'Totals' })).toBeInTheDocument()
  await waitFor(() => expect(sent).toEqual([...prefetched, PROPERTY_PICKER]))
})
