import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { http, HttpResponse } from 'msw'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { inSheetFrame } from '../../testing/sheetFrame'
import { withAppProviders } from '../../testing/storyProviders'
import { expectToast } from '../../testing/storyToasts'
import BulkRoomEditSheet from './BulkRoomEditSheet'
import { floors } from './fixtures'
import type { RoomMultipleEditRequest } from './inventoryApi'
import { sheetReadHandlers } from './storyHandlers'

const sent: { edit?: RoomMultipleEditRequest } = {}

const meta = {
  title: 'Features/Inventory/Bulk room edit/Tests',
  component: BulkRoomEditSheet,
  decorators: [inSheetFrame(520), withAppProviders()],
  parameters: { layout: 'fullscreen' },
  args: { panelId: 1, propertyId: 1, roomIds: [101, 102], unitLet: false },
  beforeEach({ msw }) {
    sent.edit = undefined
    msw.use(
      http.put('*/inventory/api/v1/operator/room/multiple_edit', async ({ request }) => {
        sent.edit = (await request.json()) as RoomMultipleEditRequest
        const rooms = floors[0].rooms.map((room) => ({ ...room, is_ac: false, rent_paise: 950000 }))
        return HttpResponse.json({ data: { updated_count: rooms.length, rooms } })
      }),
      ...sheetReadHandlers,
    )
  },
} satisfies Meta<typeof BulkRoomEditSheet>

export default meta
type Story = StoryObj<typeof meta>

export const AppliesOnlyTheChangedFieldsToEveryRoom: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Rooms 102, 101')).toBeVisible()
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Air-conditioning' }), 'Non-AC')
    await userEvent.type(canvas.getByRole('textbox', { name: 'Monthly rent per bed' }), '9500')
    await userEvent.click(canvas.getByRole('switch', { name: 'Replace features' }))
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Attached bath' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Apply to 2 rooms' }))
    await waitFor(() =>
      expect(sent.edit).toEqual({
        room_id_list: [101, 102],
        is_ac: false,
        rent_paise: 950000,
        feature_ids: [22],
      }),
    )
    await expectToast('2 rooms updated')
  },
}

export const AsksForAtLeastOneChange: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Apply to 2 rooms' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Change at least one thing to apply.')
    await expect(sent.edit).toBeUndefined()
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Status' }), 'Inactive')
    await expect(canvas.queryByText('Change at least one thing to apply.')).toBeNull()
  },
}
