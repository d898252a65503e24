import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { delay, http, HttpResponse } from 'msw'
import { withAppProviders } from '../../testing/storyProviders'
import StaffPage from './StaffPage'
import { staffHandlers } from './storyHandlers'

const meta = {
  title: 'Features/Staff/Staff page',
  component: StaffPage,
  decorators: [withAppProviders({ path: '/services/staff', url: '/services/staff' })],
  parameters: { layout: 'fullscreen' },
  beforeEach({ msw }) {
    msw.use(...staffHandlers(undefined, 12))
  },
} satisfies Meta<typeof StaffPage>

export default meta
type Story = StoryObj<typeof meta>

/** The team with roles, properties, police verification, cash in hand and an inactive member. */
export const Team: Story = {}

/** Who collected what this month, with totals and the CSV export. */
export const Collections: Story = { parameters: { route: { url: '/services/staff?tab=collections' } } }

export const NoStaffYet: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('*/user/api/v1/operator/staff/list', () =>
        HttpResponse.json({ data: { count: 0, results: [] } }),
      ),
    )
  },
}

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('*/user/api/v1/operator/staff/list', async () => {
        await delay('infinite')
        return HttpResponse.json({})
      }),
    )
  },
}

/** The list could not be read: the table makes way for a retry. */
export const CouldNotLoad: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('*/user/api/v1/operator/staff/list', () =>
        HttpResponse.json({ message: 'Some unknown error has occured' }, { status: 400 }),
      ),
    )
  },
}
