import { screen, waitFor } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { makeStore } from '../../app/core/store'
import { sentCalls, setupMswServer } from '../../testing/mswServer'
import { renderWithProviders } from '../../testing/renderWithProviders'
import { sessionHandlers } from '../../testing/sessionHandlers'
import { businessHandlers } from './business/businessHandlers'
import SettingsPage from './SettingsPage'
import { prefetch } from './SettingsPage.reads'

const server = setupMswServer()

const sent = sentCalls(server)

it('asks at boot for the business profile and the tax types its form offers, so that the render asks for nothing more', async () => {
  server.use(...sessionHandlers, ...businessHandlers())
  const store = makeStore()
  prefetch(store.dispatch, { search: new URLSearchParams(), params: {} })
  await waitFor(() =>
    expect(sent).toEqual([
      '/user/api/v1/operator/business_profile',
      '/user/api/v1/resource/tax/list?limit=100',
    ]),
  )
  const prefetched = [...sent]
  renderWithProviders(
    <MemoryRouter initialEntries={['/settings']}>
      <SettingsPage />
    </MemoryRouter>,
    { store },
  )
  expect(await screen.findByLabelText(/^Brand/)).toHaveValue('Roost Demo Stays')
  expect(screen.getByRole('option', { name: 'GST' })).toBeInTheDocument()
  expect(sent).toEqual(prefetched)
})

it('asks for nothing at boot when the address opens another section, whose calls live in its own chunk', () => {
  const store = makeStore()
  prefetch(store.dispatch, { search: new URLSearchParams('tab=payments'), params: {} })
  expect(store.getState().api.queries).toEqual({})
})
