import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { setupMswServer } from '../../testing/mswServer'
import { renderWithProviders } from '../../testing/renderWithProviders'
import { sessionHandlers } from '../../testing/sessionHandlers'
import CollectionsPage from './CollectionsPage'
import { listHandlers, newSentLog } from './storyHandlers'

const server = setupMswServer()

it('selects rows for bulk actions without opening them', async () => {
  const sent = newSentLog()
  server.use(...sessionHandlers, ...listHandlers(100_000, sent))
  renderWithProviders(
    <MemoryRouter initialEntries={['/finance/collections']}>
      <CollectionsPage />
    </MemoryRouter>,
  )
  await screen.findByText('Aarav Sharma 1')
  await userEvent.click(screen.getByRole('checkbox', { name: /^Select Aarav Sharma 1,/ }))
  await userEvent.click(screen.getByRole('checkbox', { name: /^Select Diya Nair 2,/ }))
  const bar = await screen.findByRole('region', { name: 'Selection' })
  expect(within(bar).getByText('2 selected · ₹18,000.00')).toBeInTheDocument()
  expect(screen.queryByRole('dialog')).toBeNull()
  await waitFor(() => expect(sent.listOffsets).toEqual([0]))
})
