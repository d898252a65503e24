import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { delay, http, HttpResponse } from 'msw'
import { withAppProviders } from '../../testing/storyProviders'
import { listHandlers } from './storyHandlers'
import TenantsPage from './TenantsPage'

const meta = {
  title: 'Features/Tenants/Tenants page',
  component: TenantsPage,
  decorators: [withAppProviders({ path: '/occupancy/tenant', url: '/occupancy/tenant' })],
} satisfies Meta<typeof TenantsPage>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  beforeEach({ msw }) {
    msw.use(...listHandlers)
  },
}

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('*/onboarding/api/v1/operator/tenant/list', async () => {
        await delay('infinite')
        return HttpResponse.json({})
      }),
      ...listHandlers,
    )
  },
}

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('*/onboarding/api/v1/operator/tenant/list', () =>
        HttpResponse.json({ data: { count: 0, results: [] } }),
      ),
      ...listHandlers,
    )
  },
}
