import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom'
import { selectSheetStack } from '../../app/core/sideSheet/sideSheetSlice'
import { makeStore } from '../../app/core/store'
import { setupMswServer } from '../../testing/mswServer'
import { renderWithProviders } from '../../testing/renderWithProviders'
import { sessionHandlers } from '../../testing/sessionHandlers'
import { listHandlers, resetSent, sent } from './storyHandlers'
import TenantsPage from './TenantsPage'
import { prefetch } from './TenantsPage.reads'

const server = setupMswServer()

function Where() {
  const { pathname, search } = useLocation()
  return <output aria-label="Where">{pathname + search}</output>
}

function renderAt(url: string, store = makeStore()) {
  return renderWithProviders(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/occupancy/tenant" element={<TenantsPage />} />
        <Route path="/occupancy/tenant/:tenantId" element={<p>Tenant page</p>} />
      </Routes>
      <Where />
    </MemoryRouter>,
    { store },
  )
}

beforeEach(() => {
  resetSent()
  server.use(...sessionHandlers, ...listHandlers)
})

describe('tenants page', () => {
  it('asks at boot for the rows; the render adds the stage counts and options once the rows are on screen', async () => {
    const store = makeStore()
    const address = '?page=1&rowsPerPage=20&tab=upcoming&property_id=2&name=arj'
    prefetch(store.dispatch, { search: new URLSearchParams(address), params: {} })
    await waitFor(() => expect(sent.reads).toHaveLength(1))
    renderAt(`/occupancy/tenant${address}`, store)
    expect(
      within(screen.getByRole('table', { name: 'Tenants' })).getByText('Arjun Reddy'),
    ).toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('tab', { name: /On notice/ })).toHaveTextContent('2'))
    expect(await screen.findByRole('option', { name: 'Roost Viman Nagar' })).toBeInTheDocument()
    expect(sent.reads[0]).toBe(
      '/onboarding/api/v1/operator/tenant/list?offset=0&limit=20&type=upcoming&name=arj&property_id=2',
    )
    expect([...sent.reads.slice(1)].sort()).toEqual([
      '/onboarding/api/v1/operator/tenant/summary/dashboard?property_id=2',
      '/property/api/v1/operator/property/list?limit=100&source=tenants&property_type=all',
    ])
  })

  it('opens the tab, search and page of the address', async () => {
    renderAt('/occupancy/tenant?tab=upcoming&page=1&rowsPerPage=10')
    const table = await screen.findByRole('table', { name: 'Tenants' })
    expect(await within(table).findByText('Arjun Reddy')).toBeInTheDocument()
    expect(within(table).queryByText('Ananya Iyer')).not.toBeInTheDocument()
    expect(screen.getByRole('tab', { name: /Upcoming/ })).toHaveAttribute('aria-selected', 'true')
    expect(sent.lists.at(-1)?.get('type')).toBe('upcoming')
    expect(sent.lists.at(-1)?.get('limit')).toBe('10')
  })

  it('shows the stage counts on the tabs', async () => {
    renderAt('/occupancy/tenant')
    await waitFor(() => expect(screen.getByRole('tab', { name: /On notice/ })).toHaveTextContent('2'))
    expect(screen.getByRole('button', { name: 'Move-in requests (2)' })).toBeInTheDocument()
  })

  it('goes to the tenant page on a row click', async () => {
    renderAt('/occupancy/tenant')
    await userEvent.click(await screen.findByText('Rahul Verma'))
    expect(await screen.findByText('Tenant page')).toBeInTheDocument()
    expect(screen.getByRole('status', { name: 'Where' })).toHaveTextContent('/occupancy/tenant/102')
  })

  it('pushes the add-tenant sheet with the chosen property', async () => {
    const { store } = renderAt('/occupancy/tenant?property_id=2')
    expect(await screen.findByText('Joseph Thomas')).toBeInTheDocument()
    expect(screen.queryByText('Ananya Iyer')).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Add tenant' }))
    expect(selectSheetStack(store.getState()).at(-1)).toMatchObject({
      kind: 'tenants/add',
      title: 'Add tenant',
      props: { propertyId: 2 },
    })
  })

  it('opens the All tab with a dashboard tile’s move-in period, says so, and shows every move again', async () => {
    renderAt('/occupancy/tenant?tab=all&moved_in_from=2026-11-01&moved_in_to=2026-11-30')
    expect(await screen.findByText('Rahul Verma')).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: /All/ })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByText(/^Moved in .+ to .+/)).toBeInTheDocument()
    expect(sent.lists.at(-1)?.get('type')).toBe('all')
    expect(sent.lists.at(-1)?.get('moved_in_from')).toBe('2026-11-01')
    expect(sent.lists.at(-1)?.get('moved_in_to')).toBe('2026-11-30')
    await userEvent.click(screen.getByRole('button', { name: 'Show every move' }))
    await waitFor(() => expect(sent.lists.at(-1)?.get('moved_in_from')).toBeNull())
    expect(screen.queryByText(/^Moved in .+ to .+/)).not.toBeInTheDocument()
    expect(screen.getByRole('status', { name: 'Where' })).not.toHaveTextContent('moved_in')
  })
})
