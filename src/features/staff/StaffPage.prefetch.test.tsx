import { screen, waitFor } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { makeStore } from '../../app/core/store'
import { sentCalls, setupMswServer } from '../../testing/mswServer'
import { renderWithProviders } from '../../testing/renderWithProviders'
import { sessionHandlers } from '../../testing/sessionHandlers'
import StaffPage, { prefetch } from './StaffPage'
import { staffHandlers } from './storyHandlers'

const server = setupMswServer()

const sent = sentCalls(server)

async function prefetchThenRender(address: string) {
  server.use(...sessionHandlers, ...staffHandlers())
  const store = makeStore()
  prefetch(store.dispatch, { search: new URLSearchParams(address), params: {} })
  await waitFor(() => expect(sent).toHaveLength(2))
  const prefetched = [...sent]
  renderWithProviders(
    <MemoryRouter initialEntries={[`/services/staff${address}`]}>
      <StaffPage />
    </MemoryRouter>,
    { store },
  )
  return prefetched
}

it('asks at boot for the team page its first render shows, so that the render asks for nothing more', async () => {
  const prefetched = await prefetchThenRender('?role=WARDEN&property_id=2&active=true&rowsPerPage=20')
  expect(await screen.findByText('Ravi Kumar')).toBeInTheDocument()
  expect(screen.getByRole('option', { name: 'HSR Residency' })).toBeInTheDocument()
  expect(sent).toEqual(prefetched)
  expect(sent).toContain(
    '/user/api/v1/operator/staff/list?offset=0&limit=20&property_id=2&role=WARDEN&is_active=true',
  )
})

it('asks at boot for the collections tab when the address opens it', async () => {
  const prefetched = await prefetchThenRender('?tab=collections&period=2026-10&search=ravi')
  expect(await screen.findByRole('status', { name: 'Totals' })).toBeInTheDocument()
  expect(sent).toEqual(prefetched)
  expect(
    sent.some((call) => call.includes('/staff/collection/list?') && call.includes('month=2026-10')),
  ).toBe(true)
})
