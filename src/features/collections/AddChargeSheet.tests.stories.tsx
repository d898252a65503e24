import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { http, HttpResponse } from 'msw'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { inSheetFrame } from '../../testing/sheetFrame'
import { withAppProviders } from '../../testing/storyProviders'
import { expectToast } from '../../testing/storyToasts'
import AddChargeSheet from './AddChargeSheet'
import type { OtherPaymentTicketCreateRequest } from './collectionsApi.gen'
import { makeCollection } from './fixtures'

const sent: { other?: OtherPaymentTicketCreateRequest } = {}

const meta = {
  title: 'Features/Collections/Add charge/Tests',
  component: AddChargeSheet,
  decorators: [inSheetFrame(480), withAppProviders()],
  parameters: { layout: 'fullscreen' },
  args: { panelId: 1, tenantId: 31 },
  beforeEach({ msw }) {
    sent.other = undefined
    msw.use(
      http.post('*/payment/api/v2/operator/payment_ticket/create', async ({ request }) => {
        const body = (await request.json()) as OtherPaymentTicketCreateRequest
        sent.other = body
        const created = makeCollection({
          id: 777,
          type: 'OTHERS',
          charge_kind: body.charge_kind,
          title: body.title,
        })
        return HttpResponse.json({ data: created }, { status: 201 })
      }),
    )
  },
} satisfies Meta<typeof AddChargeSheet>

export default meta
type Story = StoryObj<typeof meta>

/** From a tenant's page: an 'Other charge' (v2 ticket) needs a title and an amount. */
export const AddsAnOtherCharge: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.queryByRole('combobox', { name: 'Tenant' })).toBeNull()
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Type' }), 'OTHERS')
    await userEvent.click(canvas.getByRole('button', { name: 'Add charge' }))
    await expect(await canvas.findByText('Name the charge, e.g. Electricity (Oct)')).toBeVisible()
    await expect(canvas.getByText('Enter the amount')).toBeVisible()

    await userEvent.type(canvas.getByRole('textbox', { name: 'Title' }), 'Electricity (Oct, 84 units)')
    await userEvent.type(canvas.getByRole('textbox', { name: 'Amount' }), '842.50')
    await userEvent.click(canvas.getByRole('button', { name: 'Add charge' }))
    await waitFor(() =>
      expect(sent.other).toMatchObject({
        type: 'OTHERS',
        tenant_id: 31,
        charge_kind: 'ELECTRICITY',
        title: 'Electricity (Oct, 84 units)',
        amount_paise: 84250,
      }),
    )
    await expectToast('Electricity (Oct, 84 units) added')
  },
}
