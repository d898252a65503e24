import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { delay, http } from 'msw'
import { withAppProviders } from '../../testing/storyProviders'
import { analyticsHandlers, emptyAnalyticsHandlers, failingAnalyticsHandlers } from './analyticsHandlers'
import FoodAnalyticsPage from './FoodAnalyticsPage'

const meta = {
  title: 'Features/Food/Food analytics',
  component: FoodAnalyticsPage,
  decorators: [withAppProviders({ path: '/food-management/analytics', url: '/food-management/analytics' })],
  parameters: { layout: 'fullscreen' },
  beforeEach({ msw }) {
    msw.use(...analyticsHandlers())
  },
} satisfies Meta<typeof FoodAnalyticsPage>

export default meta
type Story = StoryObj<typeof meta>

/** The last 30 days: totals, planned against served, skips by source, cost per plate, waste, rebates and meals. */
export const LastThirtyDays: Story = {}

/** A 90-day period: the charts thin their date ticks; the tables scroll. */
export const LastNinetyDays: Story = {
  parameters: { route: { url: '/food-management/analytics?period=90' } },
}

/** A range of dates, with its two fields. */
export const DateRange: Story = {
  parameters: {
    route: { url: '/food-management/analytics?period=range&from_date=2026-10-01&to_date=2026-10-15' },
  },
}

/** The figures on their way. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/food/api/v1/operator/analytics', () => delay('infinite')))
  },
}

/** A period in which the mess served nothing. */
export const NoMeals: Story = {
  beforeEach({ msw }) {
    msw.use(...emptyAnalyticsHandlers())
  },
}

/** The provider failed: the message with Retry. */
export const Failed: Story = {
  beforeEach({ msw }) {
    msw.use(...failingAnalyticsHandlers({ now: true }))
  },
}
