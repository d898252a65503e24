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

it('asks at boot for the catalogue, the property names and both lists, so that the render asks for nothing more', async () => {
  server.use(...sessionHandlers, ...reportHandlers())
  const store = makeStore()
  prefetch(store.dispatch)
  await waitFor(() => expect(sent).toHaveLength(4))
  const prefetched = [...sent]
  renderWithProviders(
    <MemoryRouter initialEntries={['/reports']}>
      <ReportsPage />
    </MemoryRouter>,
    { store },
  )
  // The first render already has every list: no skeleton is drawn.
  expect(screen.queryByRole('status', { name: /^Loading the/ })).toBeNull()
  expect(screen.getAllByText('Rent roll')).not.toHaveLength(0)
  expect(sent).toEqual(prefetched)
  expect(prefetched).toContain('/report/api/v1/operator/report/list?offset=0&limit=20')
})
