import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { delay, http, HttpResponse } from 'msw'
import { withAppProviders } from '../../testing/storyProviders'
import ExpenseFormSheet from './ExpenseFormSheet'
import ExpenseSheet from './ExpenseSheet'
import ExpensesPage from './ExpensesPage'
import { emptySummary } from './fixtures'
import { expenseHandlers } from './storyHandlers'

const meta = {
  title: 'Features/Expenses/Expenses page',
  component: ExpensesPage,
  decorators: [withAppProviders({ path: '/finance/expenses', url: '/finance/expenses?month=2026-11' })],
  parameters: { layout: 'fullscreen' },
  beforeEach({ msw }) {
    msw.use(...expenseHandlers(undefined, 12))
  },
} satisfies Meta<typeof ExpensesPage>

export default meta
type Story = StoryObj<typeof meta>

/** November's figures, spending by category and month (bars with their tables), and the recorded expenses. */
export const FiguresAndList: Story = {}

/** Every status at once: drafts waiting, voided ones struck through with their reason. */
export const AllStatuses: Story = {
  parameters: { route: { url: '/finance/expenses?month=2026-11&status=all' } },
}

/** Recurring expenses with their next due date; one paused. */
export const Recurring: Story = { parameters: { route: { url: '/finance/expenses?tab=recurring' } } }

/** A month with nothing recorded. */
export const EmptyMonth: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('*/expense/api/v1/operator/expense/summary', () => HttpResponse.json({ data: emptySummary })),
      http.get('*/expense/api/v1/operator/expense/list', () =>
        HttpResponse.json({
          data: {
            count: 0,
            total_paise: 0,
            tax_paise: 0,
            status_counts: { RECORDED: 0, DRAFT: 0, VOIDED: 0 },
            results: [],
          },
        }),
      ),
    )
  },
}

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('*/expense/api/v1/operator/expense/*', async () => {
        await delay('infinite')
        return HttpResponse.json({})
      }),
    )
  },
}

/** The list and figures could not be read: each offers a retry. */
export const CouldNotLoad: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('*/expense/api/v1/operator/expense/*', () =>
        HttpResponse.json({ message: 'Some unknown error has occured' }, { status: 400 }),
      ),
    )
  },
}

/** An all-properties bill: its split by beds, GST, receipt and the void action. */
export const ExpenseDetailSheet: Story = {
  render: () => <ExpenseSheet panelId={1} expenseId={504} />,
}

/** The add-expense form as the sheet shows it. */
export const AddExpenseSheet: Story = {
  render: () => <ExpenseFormSheet panelId={1} />,
}
