import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { http, HttpResponse } from 'msw'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { inSheetFrame } from '../../testing/sheetFrame'
import { withAppProviders } from '../../testing/storyProviders'
import { expectToast } from '../../testing/storyToasts'
import { floors } from './fixtures'
import type { InventoryEditRequest } from './inventoryApi'
import InventoryAddSheet from './InventoryAddSheet'
import { sheetReadHandlers } from './storyHandlers'

const sent: { request?: InventoryEditRequest } = {}

const meta = {
  title: 'Features/Inventory/Add inventory/Tests',
  component: InventoryAddSheet,
  decorators: [inSheetFrame(520), withAppProviders()],
  parameters: { layout: 'fullscreen' },
  args: { panelId: 1, propertyId: 1, unitLet: false },
  beforeEach({ msw }) {
    sent.request = undefined
    msw.use(
      http.post('*/inventory/api/v1/operator/property/:id/inventory/edit', async ({ request }) => {
        sent.request = (await request.json()) as InventoryEditRequest
        return HttpResponse.json({ data: { floors_added: 1, rooms_added: 4, beds_added: 7, floors } })
      }),
      ...sheetReadHandlers,
    )
  },
} satisfies Meta<typeof InventoryAddSheet>

export default meta
type Story = StoryObj<typeof meta>

export const AddsFloorsRoomsAndBedsInOneCall: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const first = within(await canvas.findByRole('group', { name: 'Floor 1' }))
    await expect(first.getByRole('textbox', { name: 'Level' })).toHaveValue('2')
    await userEvent.type(first.getByRole('textbox', { name: "New floor's name" }), 'Second floor')
    await userEvent.type(first.getByRole('textbox', { name: 'Room numbers' }), '201-203')
    await userEvent.type(first.getByRole('textbox', { name: 'Beds per room' }), '2')
    await userEvent.type(first.getByRole('textbox', { name: 'Monthly rent per bed' }), '9000')

    await userEvent.click(canvas.getByRole('button', { name: 'Add another floor' }))
    const second = within(canvas.getByRole('group', { name: 'Floor 2' }))
    await userEvent.selectOptions(second.getByRole('combobox', { name: 'Floor' }), 'Ground floor')
    await userEvent.type(second.getByRole('textbox', { name: 'Room numbers' }), '103')
    await userEvent.selectOptions(second.getByRole('combobox', { name: 'Room type' }), 'Single AC')

    await expect(canvas.getByText('Adds 1 new floor, 4 rooms, 7 beds.')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Add 4 rooms' }))
    await waitFor(() =>
      expect(sent.request).toEqual({
        floors: [
          {
            name: 'Second floor',
            level: 2,
            rooms: ['201', '202', '203'].map((name) => ({
              name,
              bed_count: 2,
              sharing: 2,
              rent_paise: 900000,
            })),
          },
          { floor_id: 1, rooms: [{ name: '103', room_type_id: 11 }] },
        ],
      }),
    )
    await expectToast('Added 1 floor, 4 rooms, 7 beds')
  },
}

export const RefusesRoomsThatExistOrLackDetails: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const group = within(await canvas.findByRole('group', { name: 'Floor 1' }))
    await userEvent.selectOptions(group.getByRole('combobox', { name: 'Floor' }), 'Ground floor')
    await userEvent.type(group.getByRole('textbox', { name: 'Room numbers' }), '101, 107')
    await userEvent.click(canvas.getByRole('button', { name: 'Add 2 rooms' }))
    await expect(await group.findByText('101 is already a room of this property')).toBeVisible()
    await expect(group.getByText('Enter beds per room, or choose a room type')).toBeVisible()
    await expect(group.getByText('Enter the rent, or choose a room type')).toBeVisible()
    await expect(sent.request).toBeUndefined()
  },
}
