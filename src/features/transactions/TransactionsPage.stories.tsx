import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { expect, userEvent, within } from 'storybook/test'
import { withAppProviders } from '../../testing/storyProviders'
import { transactionHandlers } from './storyHandlers'
import TransactionsPage from './TransactionsPage'

const meta = {
  title: 'Features/Transactions/Transactions page',
  component: TransactionsPage,
  decorators: [withAppProviders({ path: '/finance/transactions', url: '/finance/transactions' })],
  parameters: { layout: 'fullscreen' },
  beforeEach({ msw }) {
    msw.use(...transactionHandlers())
  },
} satisfies Meta<typeof TransactionsPage>

export default meta
type Story = StoryObj<typeof meta>

/** November's payments; the Rent QR tab lists payments received on the property's QR. */
export const November: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Diya Nair')).toBeVisible()
    await expect(await canvas.findByText('₹12,12,500.00')).toBeVisible()
    await userEvent.click(canvas.getByRole('tab', { name: 'Rent QR' }))
    await expect(await canvas.findByText('432109876543')).toBeVisible()
  },
}
