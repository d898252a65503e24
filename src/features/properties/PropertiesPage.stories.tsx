import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { delay, http, HttpResponse } from 'msw'
import { AddressOutput } from '../../testing/AddressOutput'
import { withAppProviders } from '../../testing/storyProviders'
import PropertiesPage from './PropertiesPage'
import { propertyListHandlers } from './storyHandlers'

const meta = {
  title: 'Features/Properties/Properties page',
  component: PropertiesPage,
  decorators: [withAppProviders({ path: '/properties', url: '/properties' })],
  render: () => (
    <>
      <AddressOutput />
      <PropertiesPage />
    </>
  ),
} satisfies Meta<typeof PropertiesPage>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  beforeEach({ msw }) {
    msw.use(...propertyListHandlers())
  },
}

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('*/property/api/v1/operator/property/list', () =>
        HttpResponse.json({ data: { count: 0, results: [] } }),
      ),
    )
  },
}

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/property/api/v1/operator/property/list', () => delay('infinite')))
  },
}
