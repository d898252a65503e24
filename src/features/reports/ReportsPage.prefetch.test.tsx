import { screen, waitFor } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { makeStore } from '../../app/core/store'
import { sentCalls, setupMswServer } from '../../testing/mswServer'
import { renderWithProviders } from '../../testing/renderWithProviders'
import { sessionHandlers } from '../../testing/sessionHandlers'
import ReportsPage from './ReportsPage'
import { prefetch } from './ReportsPage.reads'
import { reportHandlers } from './storyHandlers'

const server = setupMswServer()

const sent = sentCalls(server)

it('asks at boot for the catalogue alone; the lists below it and their property names follow once it is drawn', async () => {
  server.use(...sessionHandlers, ...reportHandlers())
  const store = makeStore()
  prefetch(store.dispatch)
  await waitFor(() => expect(sent).toHaveLength(1))
  expect(sent).toEqual(['/report/api/v1/operator/report/type/list'])
  renderWithProviders(
    <MemoryRouter initialEntries={['/reports']}>
      <ReportsPage />
    </MemoryRouter>,
    { store },
  )
  // The first render has the catalogue; the lists below it are loading.
  expect(screen.getAllByText('Rent roll')).not.toHaveLength(0)
  expect(screen.getByRole('status', { name: 'Loading the reports' })).toBeInTheDocument()
  await waitFor(() => expect(screen.queryByRole('status', { name: /^Loading the/ })).toBeNull())
  expect(sent).toHaveLength(4)
  expect(sent).toContain('/report/api/v1/operator/report/list?offset=0&limit=20')
})
