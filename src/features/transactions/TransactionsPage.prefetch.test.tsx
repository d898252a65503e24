import { screen, waitFor, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { makeStore } from '../../app/core/store'
import { today } from '../../app/core/today'
import { setupMswServer } from '../../testing/mswServer'
import { renderWithProviders } from '../../testing/renderWithProviders'
import { sessionHandlers } from '../../testing/sessionHandlers'
import { transactionHandlers, type TransactionReadLog } from './storyHandlers'
import TransactionsPage from './TransactionsPage'
import { prefetch } from './TransactionsPage.reads'

const server = setupMswServer()

function prefetched(address: string) {
  const sent: TransactionReadLog = { reads: [] }
  server.use(...sessionHandlers, ...transactionHandlers(undefined, sent))
  const store = makeStore()
  prefetch(store.dispatch, { search: new URLSearchParams(address), params: {} })
  return { sent, store }
}

const renderAt = (address: string, store: ReturnType<typeof makeStore>) =>
  renderWithProviders(
    <MemoryRouter initialEntries={[`/finance/transactions${address}`]}>
      <TransactionsPage />
    </MemoryRouter>,
    { store },
  )

it('asks at boot for the list of the month in the address; the render adds its options and figures once the rows are on screen', async () => {
  const address = '?page=1&rowsPerPage=20&tab=recorded&month=2026-10&mode=UPI&search_text=aarav'
  const { sent, store } = prefetched(address)
  await waitFor(() => expect(sent.reads).toHaveLength(1))
  renderAt(address, store)
  expect(
    within(screen.getByRole('table', { name: 'Recorded transactions' })).getByText('Aarav Sharma'),
  ).toBeInTheDocument()
  expect(within(await screen.findByLabelText('This month')).getByText('96')).toBeInTheDocument()
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'Month' })).toHaveValue('2026-10'))
  expect(sent.reads[0]).toBe(
    '/payment/api/v2/operator/collection/transactions/list?offset=0&limit=20&filter_version=v3&month=2026-10&mode=UPI&search_text=aarav',
  )
  expect([...sent.reads.slice(1)].sort()).toEqual([
    '/payment/api/v1/operator/recorded/transaction/dashboard?month=2026-10',
    '/payment/api/v1/transaction/filter',
  ])
})

it('asks at boot for the list of this month on the Rent QR tab, and then for the options and figures', async () => {
  const address = '?page=1&rowsPerPage=10&tab=rent_qr'
  const { sent, store } = prefetched(address)
  await waitFor(() => expect(sent.reads).toHaveLength(1))
  renderAt(address, store)
  expect(
    within(screen.getByRole('table', { name: 'Rent QR transactions' })).getByText('Aarav Sharma'),
  ).toBeInTheDocument()
  const month = today().slice(0, 7)
  await waitFor(() => expect(sent.reads).toHaveLength(3))
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'Month' })).toHaveValue(month))
  expect(sent.reads[0]).toBe(
    `/payment/api/v1/operator/rentqr/transactions/list?offset=0&limit=10&month=${month}`,
  )
  expect([...sent.reads.slice(1)].sort()).toEqual([
    `/payment/api/v1/operator/recorded/transaction/dashboard?month=${month}`,
    '/payment/api/v1/transaction/filter',
  ])
})
