import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { http, HttpResponse } from 'msw'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { inSheetFrame } from '../../testing/sheetFrame'
import { findModal } from '../../testing/storyDialogs'
import { withAppProviders } from '../../testing/storyProviders'
import { expectToast } from '../../testing/storyToasts'
import { features, propertyDetail } from './fixtures'
import type { PropertyDetail, RoomFeatureChangeRequest } from './propertiesApi'
import PropertySheet from './PropertySheet'

const sent: { update?: unknown; features?: RoomFeatureChangeRequest } = {}

function propertyHandlers(start: PropertyDetail = propertyDetail()) {
  let property = start
  sent.update = undefined
  sent.features = undefined
  return [
    http.get('*/property/api/v1/operator/property/:id', () => HttpResponse.json({ data: property })),
    http.put('*/property/api/v1/operator/property/update/:id', async ({ request }) => {
      const body = (await request.json()) as Partial<PropertyDetail>
      sent.update = body
      property = { ...property, ...body }
      return HttpResponse.json({ data: property })
    }),
    http.get('*/property/api/v1/operator/property/:id/room_feature/list', () =>
      HttpResponse.json({ data: { count: features.length, results: features } }),
    ),
    http.post('*/property/api/v1/operator/room_feature/add_update_remove', async ({ request }) => {
      sent.features = (await request.json()) as RoomFeatureChangeRequest
      return HttpResponse.json({ data: { count: features.length, results: features } })
    }),
  ]
}

const meta = {
  title: 'Features/Properties/Property sheet/Tests',
  component: PropertySheet,
  decorators: [inSheetFrame(600), withAppProviders()],
  parameters: { layout: 'fullscreen' },
  args: { panelId: 1, propertyId: 1 },
  beforeEach({ msw }) {
    msw.use(...propertyHandlers())
  },
} satisfies Meta<typeof PropertySheet>

export default meta
type Story = StoryObj<typeof meta>

const openEdit = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement)
  await userEvent.click(await canvas.findByRole('button', { name: 'Edit property' }))
  return within(canvas.getByRole('form', { name: 'Edit property' }))
}

export const ShowsTheProperty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Calendar month, due on the 5th')).toBeVisible()
    await expect(canvas.getByText('₹50.00 a day')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Open bed board' })).toHaveAttribute(
      'href',
      '/occupancy/inventory/1',
    )
    await expect(canvas.getByRole('meter', { name: 'Occupancy' })).toHaveAttribute('aria-valuenow', '72')
  },
}

export const ValidationShowsMessagesNextToFields: Story = {
  play: async ({ canvasElement }) => {
    const form = await openEdit(canvasElement)
    await userEvent.clear(form.getByRole('textbox', { name: 'Name' }))
    await userEvent.clear(form.getByRole('textbox', { name: 'PIN code' }))
    await userEvent.type(form.getByRole('textbox', { name: 'PIN code' }), '5600')
    await userEvent.clear(form.getByRole('textbox', { name: 'Due on day' }))
    await userEvent.type(form.getByRole('textbox', { name: 'Due on day' }), '31')
    await userEvent.click(form.getByRole('switch', { name: 'GST registered' }))
    await userEvent.type(form.getByRole('textbox', { name: 'GSTIN' }), '29ABCDE')
    await userEvent.clear(form.getByRole('textbox', { name: 'UPI ID' }))
    await userEvent.type(form.getByRole('textbox', { name: 'UPI ID' }), 'roostpg')
    await userEvent.click(form.getByRole('button', { name: 'Save changes' }))

    const name = form.getByRole('textbox', { name: 'Name' })
    await expect(name).toHaveAccessibleDescription('Enter the property name')
    await waitFor(() => expect(name).toHaveFocus())
    await expect(form.getByRole('textbox', { name: 'PIN code' })).toHaveAccessibleDescription(
      'PIN codes have 6 digits',
    )
    await expect(form.getByRole('textbox', { name: 'Due on day' })).toHaveAccessibleDescription(
      /Between 1 and 28/,
    )
    await expect(form.getByRole('textbox', { name: 'GSTIN' })).toHaveAccessibleDescription(
      'Enter the 15-character GSTIN, e.g. 29ABCDE1234F1Z5',
    )
    await expect(form.getByRole('textbox', { name: 'UPI ID' })).toHaveAccessibleDescription(
      'Enter a UPI ID like roostpg@okhdfc',
    )
    await expect(sent.update).toBeUndefined()
  },
}

export const UnitLetTypesCannotReplaceBedLetOnesOnceRoomsExist: Story = {
  play: async ({ canvasElement }) => {
    const form = await openEdit(canvasElement)
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Type' }), 'Commercial')
    await expect(form.queryByRole('combobox', { name: 'Houses' })).toBeNull()
    await expect(form.queryByRole('switch', { name: 'Food' })).toBeNull()
    await userEvent.click(form.getByRole('button', { name: 'Save changes' }))
    await expect(await form.findByText(/a property let by bed cannot become one let by unit/)).toBeVisible()
  },
}

export const SavesOnlyTheChangedFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const form = await openEdit(canvasElement)
    await userEvent.clear(form.getByRole('textbox', { name: 'Manager' }))
    await userEvent.type(form.getByRole('textbox', { name: 'Manager' }), 'Rohan Deshmukh')
    await userEvent.clear(form.getByRole('textbox', { name: 'Grace days' }))
    await userEvent.type(form.getByRole('textbox', { name: 'Grace days' }), '7')
    await userEvent.click(form.getByRole('button', { name: 'Save changes' }))
    await waitFor(() => expect(sent.update).toEqual({ manager_name: 'Rohan Deshmukh', grace_days: 7 }))
    await expectToast('Roost Koramangala saved')
    await expect(await canvas.findByText('Rohan Deshmukh')).toBeVisible()
    await expect(canvas.getByText('7 days')).toBeVisible()
  },
}

export const RoomFeaturesChangeInOneCall: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('tab', { name: 'Room features' }))
    const list = within(await canvas.findByRole('list', { name: 'Room features' }))
    await userEvent.clear(list.getByRole('textbox', { name: 'Name of AC' }))
    await userEvent.type(list.getByRole('textbox', { name: 'Name of AC' }), 'Air conditioning')
    await userEvent.click(list.getByRole('button', { name: 'Remove Attached bath' }))
    await userEvent.type(canvas.getByRole('textbox', { name: 'Add a feature' }), 'Wi-Fi{Enter}')
    await userEvent.type(canvas.getByRole('textbox', { name: 'Add a feature' }), 'wi-fi{Enter}')
    await userEvent.click(canvas.getByRole('button', { name: 'Save features' }))
    await expect(await canvas.findByText('“wi-fi” is already in the list')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Remove wi-fi' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Save features' }))

    const dialog = await findModal('Remove features in use?', 'alertdialog')
    await expect(dialog).toHaveTextContent('They will be unlinked from 12 rooms.')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove and save' }))
    await waitFor(() =>
      expect(sent.features).toEqual({
        property_id: 1,
        add: [{ name: 'Wi-Fi' }],
        update: [{ id: 21, name: 'Air conditioning' }],
        remove: [22],
      }),
    )
    await expectToast('Room features: added 1 feature, renamed 1, removed 1')
  },
}
