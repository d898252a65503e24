import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { http, HttpResponse } from 'msw'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { AddressOutput } from '../../testing/AddressOutput'
import { withAppProviders } from '../../testing/storyProviders'
import { features, propertyDetail } from './fixtures'
import PropertiesPage from './PropertiesPage'
import { newPropertySentLog, propertyListHandlers } from './storyHandlers'

const sent = newPropertySentLog()

const meta = {
  title: 'Features/Properties/Properties page/Tests',
  component: PropertiesPage,
  decorators: [withAppProviders({ path: '/properties', url: '/properties' })],
  render: () => (
    <>
      <AddressOutput />
      <PropertiesPage />
    </>
  ),
  beforeEach({ msw }) {
    sent.lists.length = 0
    msw.use(
      ...propertyListHandlers(sent),
      http.get('*/property/api/v1/operator/property/:id', () =>
        HttpResponse.json({ data: propertyDetail() }),
      ),
      http.get('*/property/api/v1/operator/property/:id/room_feature/list', () =>
        HttpResponse.json({ data: { count: features.length, results: features } }),
      ),
    )
  },
} satisfies Meta<typeof PropertiesPage>

export default meta
type Story = StoryObj<typeof meta>

const address = (canvasElement: HTMLElement) => within(canvasElement).getByRole('status', { name: 'Address' })

export const ListsPropertiesWithOccupancy: Story = {
  play: async ({ canvasElement }) => {
    const table = within(await within(canvasElement).findByRole('table', { name: 'Properties' }))
    await expect(await table.findByText('Roost Koramangala')).toBeVisible()
    await expect(table.getByText('3 floors · 18 rooms · 39 beds')).toBeVisible()
    await expect(table.getByText('2 floors · 12 units')).toBeVisible()
    await expect(table.getByRole('meter', { name: 'Occupancy of Roost Viman Nagar' })).toHaveAttribute(
      'aria-valuenow',
      '93',
    )
    await expect(table.getByText('Inactive')).toBeVisible()
    await waitFor(() => expect(address(canvasElement)).toHaveTextContent('/properties?page=1&rowsPerPage=10'))
  },
}

export const SearchAndTypeLiveInTheAddress: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByText('Roost Koramangala')
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search by name' }), 'roost s')
    await waitFor(() => expect(address(canvasElement)).toHaveTextContent('property_name=roost s'))
    await waitFor(() => expect(sent.lists.at(-1)?.get('property_name')).toBe('roost s'))
    await waitFor(() => expect(canvas.queryByText('Roost Koramangala')).toBeNull())
    await expect(canvas.getByText('Roost Sohna Road')).toBeVisible()

    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Type' }), 'Hostel')
    await waitFor(() => expect(address(canvasElement)).toHaveTextContent('property_type=HOSTEL'))
    await expect(await canvas.findByText('No property matches these filters')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }))
    await waitFor(() =>
      expect(address(canvasElement)).toHaveTextContent(/^\/properties\?page=1&rowsPerPage=10$/),
    )
    await expect(await canvas.findByText('Roost Koramangala')).toBeVisible()
  },
}

export const ARowOpensThePropertySheet: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByText('Roost Viman Nagar'))
    const sheet = await within(document.body).findByRole('dialog', { name: 'Roost Viman Nagar' })
    await expect(await within(sheet).findByRole('tab', { name: 'Room features' })).toBeVisible()
  },
}
