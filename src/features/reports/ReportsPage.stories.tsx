import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { withAppProviders } from '../../testing/storyProviders'
import { runningJob } from './fixtures'
import ReportsPage from './ReportsPage'
import { newReportState, reportHandlers } from './storyHandlers'

const meta = {
  title: 'Features/Reports',
  component: ReportsPage,
  decorators: [withAppProviders({ path: '/reports', url: '/reports' })],
  parameters: { layout: 'fullscreen' },
  beforeEach({ msw }) {
    msw.use(...reportHandlers({ state: newReportState({ run: false }) }))
  },
} satisfies Meta<typeof ReportsPage>

export default meta
type Story = StoryObj<typeof meta>

/** The catalogue by area, a ready, a failed and an expired report, and one e-mail sent. */
export const Reports: Story = {}

/** A report being made: its progress bar, held still here. */
export const Running: Story = {
  beforeEach({ msw }) {
    msw.use(...reportHandlers({ state: newReportState({ jobs: [runningJob], run: false }) }))
  },
}

/** Nothing generated yet. */
export const NoReportsYet: Story = {
  beforeEach({ msw }) {
    msw.use(...reportHandlers({ state: newReportState({ jobs: [], emails: [] }) }))
  },
}

/** The job list could not be loaded: Retry. */
export const ListFailed: Story = {
  beforeEach({ msw }) {
    msw.use(...reportHandlers({ failing: { now: true } }))
  },
}
