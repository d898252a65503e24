import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { http, HttpResponse } from 'msw'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { inSheetFrame } from '../../testing/sheetFrame'
import { withAppProviders } from '../../testing/storyProviders'
import { expectToast } from '../../testing/storyToasts'
import { roomTypes } from './fixtures'
import type { RoomType, RoomTypeCreateRequest } from './inventoryApi'
import RoomTypeSheet from './RoomTypeSheet'
import { sheetReadHandlers } from './storyHandlers'

const sent: { request?: RoomTypeCreateRequest } = {}

const meta = {
  title: 'Features/Inventory/Room type/Tests',
  component: RoomTypeSheet,
  decorators: [inSheetFrame(520), withAppProviders()],
  parameters: { layout: 'fullscreen' },
  args: { panelId: 1, propertyId: 1, unitLet: false },
  beforeEach({ msw }) {
    sent.request = undefined
    msw.use(
      http.post('*/inventory/api/v1/operator/room_type', async ({ request }) => {
        const body = (await request.json()) as RoomTypeCreateRequest
        sent.request = body
        const created: RoomType = {
          ...roomTypes[0],
          ...body,
          id: 14,
          deposit_paise: body.deposit_paise ?? body.rent_paise,
          feature_ids: body.feature_ids ?? [],
          room_count: 0,
        }
        return HttpResponse.json({ data: created }, { status: 201 })
      }),
      ...sheetReadHandlers,
    )
  },
} satisfies Meta<typeof RoomTypeSheet>

export default meta
type Story = StoryObj<typeof meta>

export const CreatesARoomType: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Create type' }))
    await expect(await canvas.findByText('Name the type, e.g. Double sharing AC')).toBeVisible()
    await expect(canvas.getByText('Enter the monthly rent')).toBeVisible()

    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'Triple sharing AC')
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Beds per room' }))
    await userEvent.type(canvas.getByRole('textbox', { name: 'Beds per room' }), '3')
    await userEvent.type(canvas.getByRole('textbox', { name: 'Monthly rent per bed' }), '11500')
    await userEvent.click(canvas.getByRole('switch', { name: 'Air-conditioned' }))
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'AC' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Create type' }))
    await waitFor(() =>
      expect(sent.request).toEqual({
        property_id: 1,
        name: 'Triple sharing AC',
        sharing: 3,
        is_ac: true,
        bath_type: 'ATTACHED',
        rent_paise: 1150000,
        feature_ids: [21],
      }),
    )
    await expectToast('Room type “Triple sharing AC” created')
  },
}

export const UnitTypesHaveNoSharing: Story = {
  args: { unitLet: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('form', { name: 'New unit type' })).toBeVisible()
    await expect(canvas.queryByRole('textbox', { name: 'Beds per room' })).toBeNull()
    await expect(canvas.getByRole('textbox', { name: 'Monthly rent' })).toBeVisible()
  },
}
