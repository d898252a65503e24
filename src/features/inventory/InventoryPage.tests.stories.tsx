import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { AddressOutput } from '../../testing/AddressOutput'
import { withAppProviders } from '../../testing/storyProviders'
import InventoryPage from './InventoryPage'
import { overviewHandlers } from './storyHandlers'

const meta = {
  title: 'Features/Inventory/Inventory overview/Tests',
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

export const EveryPropertyWithBedsByStatus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const card = within(await canvas.findByRole('region', { name: 'Roost Koramangala' }))
    const legend = within(await card.findByRole('list', { name: 'Beds of Roost Koramangala by status' }))
    await expect(legend.getByText('Available')).toBeVisible()
    await expect(legend.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Available5',
      'Occupied26',
      'Booked3',
      'Ending2',
    ])
    await expect(card.getByRole('meter', { name: 'Occupancy of Roost Koramangala' })).toHaveAttribute(
      'aria-valuenow',
      '72',
    )
    await expect(card.getByRole('link', { name: 'Open the bed board of Roost Koramangala' })).toHaveAttribute(
      'href',
      '/occupancy/inventory/1',
    )
    const units = within(canvas.getByRole('region', { name: 'Roost Arcade' }))
    await expect(await units.findByRole('list', { name: 'Units of Roost Arcade by status' })).toBeVisible()
    await expect(units.getByText('5 of 12 units occupied')).toBeVisible()
  },
}

export const TypeFilterLivesInTheAddress: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('region', { name: 'Roost Koramangala' })
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Type' }), 'Commercial')
    await waitFor(() =>
      expect(canvas.getByRole('status', { name: 'Address' })).toHaveTextContent('property_type=COMMERCIAL'),
    )
  },
}
