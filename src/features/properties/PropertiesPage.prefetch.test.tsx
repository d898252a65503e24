import { screen, waitFor, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { makeStore } from '../../app/core/store'
import { setupMswServer } from '../../testing/mswServer'
import { renderWithProviders } from '../../testing/renderWithProviders'
import { sessionHandlers } from '../../testing/sessionHandlers'
import PropertiesPage from './PropertiesPage'
import { prefetch } from './PropertiesPage.reads'
import { newPropertySentLog, propertyListHandlers } from './storyHandlers'

const server = setupMswServer()

it('asks at boot for the page of the address, so that the first render shows it and asks for nothing more', async () => {
  const sent = newPropertySentLog()
  server.use(...sessionHandlers, ...propertyListHandlers(sent))
  const store = makeStore()
  const address = '?page=1&rowsPerPage=20&property_type=hostel&property_name=Viman'
  prefetch(store.dispatch, { search: new URLSearchParams(address), params: {} })
  await waitFor(() => expect(sent.lists).toHaveLength(1))
  renderWithProviders(
    <MemoryRouter initialEntries={[`/properties${address}`]}>
      <PropertiesPage />
    </MemoryRouter>,
    { store },
  )
  const table = screen.getByRole('table', { name: 'Properties' })
  expect(within(table).getByText('Roost Viman Nagar')).toBeInTheDocument()
  expect(within(table).queryByText('Roost Koramangala')).not.toBeInTheDocument()
  expect(sent.lists.map((query) => Object.fromEntries(query))).toEqual([
    { offset: '0', limit: '20', property_name: 'Viman', property_type: 'HOSTEL', source: 'properties' },
  ])
})
