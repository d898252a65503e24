import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { http, HttpResponse } from 'msw'
import { withAppProviders } from '../../testing/storyProviders'
import { tenantDetail } from './fixtures'
import { tenantPageHandlers } from './storyHandlers'
import TenantPage from './TenantPage'

const meta = {
  title: 'Features/Tenants/Tenant page',
  component: TenantPage,
  decorators: [withAppProviders({ path: '/occupancy/tenant/:tenantId', url: '/occupancy/tenant/101' })],
} satisfies Meta<typeof TenantPage>

export default meta
type Story = StoryObj<typeof meta>

export const Active: Story = {
  beforeEach({ msw }) {
    msw.use(...tenantPageHandlers)
  },
}

export const OnNotice: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('*/user/api/v1/operator/tenant/details/:id', () =>
        HttpResponse.json({
          data: tenantDetail({
            status: 'ON_NOTICE',
            notice_date: '2026-11-22',
            move_out_date: '2026-12-21',
            offboarding_id: 71,
          }),
        }),
      ),
      ...tenantPageHandlers,
    )
  },
}

export const NotFound: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('*/user/api/v1/operator/tenant/details/:id', () =>
        HttpResponse.json({ message: 'Tenant not found' }, { status: 404 }),
      ),
    )
  },
}
