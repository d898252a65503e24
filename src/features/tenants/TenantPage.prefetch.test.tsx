import { screen, waitFor } from '@testing-library/react'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { historyHandler } from '../../app/core/activity/activityFixtures'
import { makeStore } from '../../app/core/store'
import { setupMswServer } from '../../testing/mswServer'
import { renderWithProviders } from '../../testing/renderWithProviders'
import { sessionHandlers } from '../../testing/sessionHandlers'
import { resetSent, sent, tenantPageHandlers } from './storyHandlers'
import TenantPage from './TenantPage'
import { prefetch } from './TenantPage.reads'

const server = setupMswServer()

it('asks at boot for the tenant and the cards of the first screenful, so that the first frame shows them; the cards below ask as they follow a frame later, and nothing more is asked for', async () => {
  resetSent()
  server.use(...sessionHandlers, ...tenantPageHandlers, historyHandler())
  const store = makeStore()
  prefetch(store.dispatch, { search: new URLSearchParams(), params: { tenantId: '101' } })
  await waitFor(() => expect(sent.reads).toHaveLength(3))
  expect([...sent.reads].sort()).toEqual([
    '/payment/api/v1/operator/bank_details?tenant_id=101',
    '/user/api/v1/operator/101/room_details',
    '/user/api/v1/operator/tenant/details/101',
  ])
  renderWithProviders(
    <MemoryRouter initialEntries={['/occupancy/tenant/101']}>
      <Routes>
        <Route path="/occupancy/tenant/:tenantId" element={<TenantPage />} />
      </Routes>
    </MemoryRouter>,
    { store },
  )
  expect(screen.getByRole('heading', { level: 1, name: /Ananya Iyer/ })).toBeInTheDocument()
  expect(screen.getByText('Second floor · Room 204 · Bed B')).toBeInTheDocument()
  expect(screen.getByText('Ananya Iyer XXXXXXXX4321')).toBeInTheDocument()
  expect(screen.queryByRole('heading', { name: 'Documents' })).not.toBeInTheDocument()
  expect(await screen.findByText('Aadhaar (front)')).toBeInTheDocument()
  expect(screen.getByRole('heading', { name: 'Documents' })).toBeInTheDocument()
  expect(screen.getByRole('list', { name: 'Agreements' })).toHaveTextContent('11 months')
  expect([...sent.reads].sort()).toEqual([
    '/onboarding/api/v1/operator/tenant/101/agreement/list',
    '/onboarding/api/v1/operator/tenant/101/document/list?limit=50',
    '/payment/api/v1/operator/bank_details?tenant_id=101',
    '/user/api/v1/operator/101/room_details',
    '/user/api/v1/operator/tenant/details/101',
  ])
})
