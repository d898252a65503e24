import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { expect, within } from 'storybook/test'
import { withAppProviders } from '../../testing/storyProviders'
import { publicLink } from './fixtures'
import OpenPaymentPage from './OpenPaymentPage'
import { openLinkHandlers } from './storyHandlers'

const meta = {
  title: 'Features/Collections/Open payment page',
  component: OpenPaymentPage,
  parameters: { layout: 'centered' },
  beforeEach({ msw }) {
    msw.use(...openLinkHandlers)
  },
} satisfies Meta<typeof OpenPaymentPage>

export default meta
type Story = StoryObj<typeof meta>

/** What a tenant sees on a payment link: the amount due and a UPI QR for exactly that amount. */
export const Active: Story = {
  decorators: [withAppProviders({ path: '/open/pay/:token', url: `/open/pay/${publicLink.token}` })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('₹7,500.00')).toBeVisible()
    await expect(
      await canvas.findByRole('img', { name: 'UPI QR code to pay ₹7,500.00 to Sunrise Stays' }),
    ).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Open in a UPI app' })).toHaveAttribute(
      'href',
      publicLink.upi_uri,
    )
  },
}

export const UnknownLink: Story = {
  decorators: [withAppProviders({ path: '/open/pay/:token', url: '/open/pay/nope' })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('This link is not valid')).toBeVisible()
  },
}
