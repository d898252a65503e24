import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { delay, http, HttpResponse } from 'msw'
import { withAppProviders } from '../../testing/storyProviders'
import AttendancePage from './AttendancePage'
import { allHandlers, newSentLog } from './storyHandlers'

const PATH = '/services/attendance_and_outpass'

const meta = {
  title: 'Features/Attendance/Attendance page',
  component: AttendancePage,
  decorators: [withAppProviders({ path: PATH, url: PATH })],
  parameters: { layout: 'fullscreen' },
  beforeEach({ msw }) {
    msw.use(...allHandlers(newSentLog()))
  },
} satisfies Meta<typeof AttendancePage>

export default meta
type Story = StoryObj<typeof meta>

/** Tonight's roll-call: totals, two floors (one sent in camelCase), and the absentees; a floor opens its roll-call. */
export const Attendance: Story = {}

/** The passes, one in each state, with the status tabs' counts; a row opens the pass sheet. */
export const Outpass: Story = { parameters: { route: { url: `${PATH}?tab=outpass` } } }

export const LoadingFloors: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('*/attendance/api/v1/operator/property/:id/floor/list', async () => {
        await delay('infinite')
        return HttpResponse.json({})
      }),
    )
  },
}

export const FloorsFailed: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('*/attendance/api/v1/operator/property/:id/floor/list', () =>
        HttpResponse.json({ message: 'Some unknown error has occured' }, { status: 500 }),
      ),
    )
  },
}

export const NoPasses: Story = {
  parameters: { route: { url: `${PATH}?tab=outpass` } },
  beforeEach({ msw }) {
    msw.use(
      http.get('*/outpass/api/v1/operator/outpass/list', () =>
        HttpResponse.json({ data: { count: 0, results: [], status_counts: {} } }),
      ),
    )
  },
}
