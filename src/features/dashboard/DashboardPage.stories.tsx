import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { withAppProviders } from '../../testing/storyProviders'
import DashboardPage from './DashboardPage'
import { emptyDashboard, noPropertiesFilterSet } from './fixtures'
import { dashboardHandlers, failingDashboardHandlers, loadingDashboardHandlers } from './storyHandlers'

const meta = {
  title: 'Features/Dashboard',
  component: DashboardPage,
  decorators: [withAppProviders({ path: '/dashboard', url: '/dashboard' })],
  parameters: { layout: 'fullscreen' },
  beforeEach({ msw }) {
    msw.use(...dashboardHandlers())
  },
} satisfies Meta<typeof DashboardPage>

export default meta
type Story = StoryObj<typeof meta>

/** This month over every property: the Today list, the tiles and the charts with their tables. */
export const ThisMonth: Story = {}

/** Two of the three properties and a custom period, as the address keeps them. */
export const CustomPeriod: Story = {
  parameters: {
    route: { url: '/dashboard?property_ids=1,2&period=custom&from_date=2026-04-01&to_date=2026-09-30' },
  },
}

/** The figures on their way: a skeleton for the blocks. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...loadingDashboardHandlers())
  },
}

/** A new operator: no beds, nothing overdue, no expenses and no meal served. */
export const NothingYet: Story = {
  beforeEach({ msw }) {
    msw.use(...dashboardHandlers({ figures: emptyDashboard }))
  },
}

/** No property yet. */
export const NoProperties: Story = {
  beforeEach({ msw }) {
    msw.use(...dashboardHandlers({ filters: noPropertiesFilterSet }))
  },
}

/** The provider failed: the message with Retry. */
export const Failed: Story = {
  beforeEach({ msw }) {
    msw.use(...failingDashboardHandlers({ now: true }))
  },
}
