import { screen, waitFor, within } from '@testing-library/react'
import { delay, http } from 'msw'
import { MemoryRouter } from 'react-router-dom'
import { makeStore } from '../../app/core/store'
import { setupMswServer } from '../../testing/mswServer'
import { renderWithProviders } from '../../testing/renderWithProviders'
import { sessionHandlers } from '../../testing/sessionHandlers'
import ExpensesPage from './ExpensesPage'
import { prefetch } from './ExpensesPage.reads'
import { expenseHandlers, newExpenseSentLog } from './storyHandlers'

const server = setupMswServer()

const renderAt = (address: string, store = makeStore()) =>
  renderWithProviders(
    <MemoryRouter initialEntries={[`/finance/expenses${address}`]}>
      <ExpensesPage />
    </MemoryRouter>,
    { store },
  )

/** Prefetches the screen at `address`, waits until the handlers have seen `reads` reads, then renders it there. */
async function prefetchedAt(address: string, reads: number) {
  const sent = newExpenseSentLog()
  server.use(...sessionHandlers, ...expenseHandlers(sent))
  const store = makeStore()
  prefetch(store.dispatch, { search: new URLSearchParams(address), params: {} })
  await waitFor(() => expect(sent.reads).toHaveLength(reads))
  renderAt(address, store)
  return sent
}

it('asks at boot for the list alone; the render asks for its figures and options once the rows are on screen', async () => {
  const sent = await prefetchedAt(
    '?page=1&rowsPerPage=20&tab=expenses&month=2026-11&property_id=1&payment_mode=BANK_TRANSFER',
    1,
  )
  expect(sent.reads).toEqual([
    '/expense/api/v1/operator/expense/list?offset=0&limit=20&property_id=1&payment_mode=BANK_TRANSFER&status=RECORDED&month=2026-11',
  ])
  expect(
    within(await screen.findByRole('table', { name: 'Expenses' })).getByText('Lease rent to landlord'),
  ).toBeInTheDocument()
  expect(await screen.findByText('Spent in November 2026')).toBeInTheDocument()
  expect(await screen.findByRole('option', { name: 'Koramangala PG' })).toBeInTheDocument()
  expect(
    await within(screen.getByRole('combobox', { name: 'Vendor' })).findByRole('option', {
      name: 'Sri Sai Electricals',
    }),
  ).toBeInTheDocument()
  expect(sent.reads.slice(1).sort()).toEqual([
    '/expense/api/v1/operator/category/list?limit=100',
    '/expense/api/v1/operator/expense/summary?month=2026-11&property_id=1',
    '/expense/api/v1/operator/vendor/list?limit=100',
    '/property/api/v1/operator/property/list?limit=100&source=expenses&property_type=all',
  ])
})

it('asks at boot for the recurring templates, the figures and the property options on the Recurring tab', async () => {
  const sent = await prefetchedAt('?page=1&rowsPerPage=10&tab=recurring&month=2026-10', 3)
  expect(
    within(screen.getByRole('table', { name: 'Recurring expenses' })).getByText('Fibre internet'),
  ).toBeInTheDocument()
  expect(screen.getByText('Spent in October 2026')).toBeInTheDocument()
  expect([...sent.reads].sort()).toEqual([
    '/expense/api/v1/operator/expense/summary?month=2026-10',
    '/expense/api/v1/operator/template/list?offset=0&limit=10',
    '/property/api/v1/operator/property/list?limit=100&source=expenses&property_type=all',
  ])
})

it('shows the rows as soon as the list arrives, whether or not the figures and options have', async () => {
  server.use(
    ...sessionHandlers,
    http.get('*/expense/api/v1/operator/category/list', () => delay('infinite')),
    http.get('*/expense/api/v1/operator/vendor/list', () => delay('infinite')),
    http.get('*/property/api/v1/operator/property/list', () => delay('infinite')),
    http.get('*/expense/api/v1/operator/expense/summary', () => delay('infinite')),
    ...expenseHandlers(),
  )
  renderAt('?page=1&rowsPerPage=10&tab=expenses&month=2026-11')
  const table = await screen.findByRole('table', { name: 'Expenses' })
  expect(await within(table).findByText('Lease rent to landlord')).toBeInTheDocument()
  expect(within(table).getAllByText('Koramangala PG').length).toBeGreaterThan(0)
})

it('sends the list alone first, and the figures and options once its rows are on screen', async () => {
  const sent = newExpenseSentLog()
  let answerList = () => {}
  const listAnswered = new Promise<void>((resolve) => {
    answerList = resolve
  })
  server.use(
    ...sessionHandlers,
    http.get('*/expense/api/v1/operator/expense/list', async ({ request }) => {
      sent.reads.push(new URL(request.url).pathname)
      await listAnswered
      // Falls through to the fixtures' list, which answers (and notes the read again).
      return undefined
    }),
    ...expenseHandlers(sent),
  )
  renderAt('?page=1&rowsPerPage=10&tab=expenses&month=2026-11')
  await waitFor(() => expect(sent.reads).toHaveLength(1))
  expect(sent.reads).toEqual(['/expense/api/v1/operator/expense/list'])
  answerList()
  expect(await screen.findByText('Lease rent to landlord')).toBeInTheDocument()
  await waitFor(() => expect(sent.reads).toHaveLength(6))
  expect(sent.reads.slice(2).sort()).toEqual([
    '/expense/api/v1/operator/category/list?limit=100',
    '/expense/api/v1/operator/expense/summary?month=2026-11',
    '/expense/api/v1/operator/vendor/list?limit=100',
    '/property/api/v1/operator/property/list?limit=100&source=expenses&property_type=all',
  ])
})
