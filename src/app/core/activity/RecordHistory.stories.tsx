import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { delay, http, HttpResponse } from 'msw'
import { expect, userEvent, within } from 'storybook/test'
import { withAppProviders } from '../../../testing/storyProviders'
import { activityEntries, historyHandler, moveInEntry, paymentEntry } from './activityFixtures'
import { RecordHistory } from './RecordHistory'

const meta = {
  title: 'App/Activity/Record history',
  component: RecordHistory,
  decorators: [withAppProviders()],
  args: { entity: 'tenant', id: 5 },
  beforeEach({ msw }) {
    msw.use(historyHandler(activityEntries))
  },
} satisfies Meta<typeof RecordHistory>

export default meta

/** Whether the failing stories' server still fails (it recovers for Try again). */
const failing = { now: false }
type Story = StoryObj<typeof meta>

export const ATenantsChanges: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const timeline = await canvas.findByRole('list', { name: 'Changes to this record' })
    const items = within(timeline).getAllByRole('listitem')
    // Newest first: the payment that named the tenant, then the move-in.
    await expect(items).toHaveLength(2)
    await expect(items[0]).toHaveTextContent(paymentEntry.summary)
    await expect(items[1]).toHaveTextContent(moveInEntry.summary)
    await expect(items[1]).toHaveTextContent(/Moved a tenant in · Anita Rao · 21\/11\/2026/)
    await userEvent.click(within(items[1]).getByText(/^Changes/))
    await expect(within(items[1]).getByText('Rent')).toBeVisible()
    await expect(within(items[1]).getByText('Rent').parentElement).toHaveTextContent(/— → ₹12,000/)
  },
}

export const Empty: Story = {
  args: { entity: 'bed', id: 77 },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No changes recorded yet')).toBeVisible()
  },
}

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('*/user/api/v1/operator/activity/history', async () => {
        await delay('infinite')
        return HttpResponse.json({})
      }),
    )
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('region', { name: 'History' })).toBeVisible()
    await expect(within(canvasElement).getByText('Loading the history')).toBeInTheDocument()
  },
}

export const LoadError: Story = {
  beforeEach({ msw }) {
    failing.now = true
    msw.use(
      http.get('*/user/api/v1/operator/activity/history', () =>
        failing.now
          ? HttpResponse.json({ message: 'Some unknown error has occured' }, { status: 400 })
          : HttpResponse.json({ data: { count: 1, results: [moveInEntry] } }),
      ),
    )
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('The history could not be loaded')).toBeVisible()
    failing.now = false
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(await canvas.findByText(moveInEntry.summary)).toBeVisible()
  },
}
