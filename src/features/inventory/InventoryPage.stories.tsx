import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { AddressOutput } from '../../testing/AddressOutput'
import { withAppProviders } from '../../testing/storyProviders'
import InventoryPage from './InventoryPage'
import { overviewHandlers } from './storyHandlers'

const meta = {
  title: 'Features/Inventory/Inventory overview',
  component: InventoryPage,
  decorators: [withAppProviders({ path: '/occupancy/inventory', url: '/occupancy/inventory' })],
  render: () => (
    <>
      <AddressOutput />
      <InventoryPage />
    </>
  ),
  beforeEach({ msw }) {
    msw.use(...overviewHandlers())
  },
} satisfies Meta<typeof InventoryPage>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
