import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { http, HttpResponse } from 'msw'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { inSheetFrame } from '../../testing/sheetFrame'
import { withAppProviders } from '../../testing/storyProviders'
import { expectToast } from '../../testing/storyToasts'
import { floors, room } from './fixtures'
import type { Floor, Room } from './inventoryApi'
import RoomSheet from './RoomSheet'
import { sheetReadHandlers } from './storyHandlers'

const sent: { update?: unknown; toggle?: unknown } = {}

/** Floors whose room 102 follows the edits and toggles made through the sheet. */
function roomHandlers() {
  let current: Room = room()
  sent.update = undefined
  sent.toggle = undefined
  const withRoom = (): Floor[] =>
    floors.map((floor) => ({
      ...floor,
      rooms: floor.rooms.map((other) => (other.id === current.id ? current : other)),
    }))
  return [
    http.get('*/inventory/api/v1/operator/property/:id/floor/list', () =>
      HttpResponse.json({ data: { count: floors.length, results: withRoom() } }),
    ),
    http.put('*/inventory/api/v1/operator/room/:id', async ({ request }) => {
      const body = (await request.json()) as Partial<Room>
      sent.update = body
      current = { ...current, ...body }
      return HttpResponse.json({ data: current })
    }),
    http.post('*/inventory/api/v1/operator/room/:id/toggle', async ({ request }) => {
      const body = (await request.json()) as { is_active: boolean }
      sent.toggle = body
      current = { ...current, is_active: body.is_active }
      return HttpResponse.json({ data: current })
    }),
    ...sheetReadHandlers,
  ]
}

const meta = {
  title: 'Features/Inventory/Room sheet/Tests',
  component: RoomSheet,
  decorators: [inSheetFrame(480), withAppProviders()],
  parameters: { layout: 'fullscreen' },
  args: { panelId: 1, propertyId: 1, roomId: 102 },
  beforeEach({ msw }) {
    msw.use(...roomHandlers())
  },
} satisfies Meta<typeof RoomSheet>

export default meta
type Story = StoryObj<typeof meta>

const editForm = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('form', { name: 'Edit room 102' }))

export const SavesOnlyWhatChanged: Story = {
  play: async ({ canvasElement }) => {
    const form = await editForm(canvasElement)
    const save = form.getByRole('button', { name: 'Save room' })
    await expect(save).toBeDisabled()
    const rent = form.getByRole('textbox', { name: 'Monthly rent per bed' })
    await expect(rent).toHaveValue('14500')
    await userEvent.clear(rent)
    await userEvent.type(rent, '15250')
    await waitFor(() => expect(form.getByRole('checkbox', { name: 'Balcony' })).toBeVisible())
    await userEvent.click(form.getByRole('checkbox', { name: 'Balcony' }))
    await userEvent.click(save)
    await waitFor(() => expect(sent.update).toEqual({ rent_paise: 1525000, feature_ids: [22, 23] }))
    await expectToast('Room 102 saved')
    await waitFor(() => expect(form.getByRole('button', { name: 'Save room' })).toBeDisabled())
  },
}

export const ExplainsInvalidFields: Story = {
  play: async ({ canvasElement }) => {
    const form = await editForm(canvasElement)
    await userEvent.clear(form.getByRole('textbox', { name: /Room number or name/ }))
    await userEvent.clear(form.getByRole('textbox', { name: 'Sharing (beds)' }))
    await userEvent.type(form.getByRole('textbox', { name: 'Sharing (beds)' }), '25')
    await userEvent.click(form.getByRole('button', { name: 'Save room' }))
    await expect(await form.findByText('Enter the room number or name')).toBeVisible()
    await expect(form.getByText('Between 1 and 20')).toBeVisible()
    await expect(sent.update).toBeUndefined()
  },
}

export const TogglesTheRoomOff: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const toggle = await canvas.findByRole('switch', { name: 'Room is active' })
    await expect(toggle).toHaveAttribute('aria-checked', 'true')
    await userEvent.click(toggle)
    await waitFor(() => expect(sent.toggle).toEqual({ is_active: false }))
    await expectToast('Room 102 is inactive now')
    await waitFor(() =>
      expect(canvas.getByRole('switch', { name: 'Room is active' })).toHaveAttribute('aria-checked', 'false'),
    )
  },
}
