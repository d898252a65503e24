import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { http, HttpResponse } from 'msw'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { inSheetFrame } from '../../testing/sheetFrame'
import { withAppProviders } from '../../testing/storyProviders'
import { tokenRequest } from './fixtures'
import { addHandlers, tokenRequestHandlers } from './storyHandlers'
import TokenRequestSheet from './TokenRequestSheet'

/** The bodies of the update and reject calls. */
const sent: { update?: unknown; reject?: unknown } = {}

const meta = {
  title: 'Features/Tenants/Move-in request sheet/Tests',
  component: TokenRequestSheet,
  decorators: [inSheetFrame(520), withAppProviders()],
  parameters: { layout: 'fullscreen' },
  args: { panelId: 1, tokenRequestId: 61 },
  beforeEach({ msw }) {
    sent.update = undefined
    sent.reject = undefined
    msw.use(
      ...tokenRequestHandlers,
      ...addHandlers,
      http.put('*/onboarding/api/v1/operator/token_request/:id/update', async ({ request }) => {
        sent.update = await request.json()
        return HttpResponse.json({ data: tokenRequest({ status: 'APPROVED' }) })
      }),
      http.put('*/onboarding/api/v1/operator/token_request/:id/reject', async ({ request }) => {
        sent.reject = await request.json()
        return HttpResponse.json({
          data: tokenRequest({ status: 'REJECTED', reject_reason: 'Chose another PG' }),
        })
      }),
    )
  },
} satisfies Meta<typeof TokenRequestSheet>

export default meta
type Story = StoryObj<typeof meta>

export const ShowsTheDuesAndApproves: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const dues = within(await canvas.findByRole('region', { name: 'Move-in dues' }))
    await expect(dues.getByText('Token already paid').nextElementSibling).toHaveTextContent('-₹5,000.00')
    await expect(dues.getByText('Due on move-in').nextElementSibling).toHaveTextContent('₹26,741.94')
    const form = within(canvas.getByRole('form', { name: 'Move-in request' }))
    await userEvent.clear(form.getByLabelText(/Token received/))
    await userEvent.type(form.getByLabelText(/Token received/), '6000')
    await userEvent.click(form.getByRole('button', { name: 'Save' }))
    await expect(await form.findByText('The token received cannot exceed the token asked for')).toBeVisible()
    await userEvent.clear(form.getByLabelText(/Token received/))
    await userEvent.type(form.getByLabelText(/Token received/), '4000')
    await userEvent.click(form.getByRole('button', { name: 'Save and approve' }))
    await waitFor(() => expect(sent.update).toEqual({ token_paid_paise: 400_000, status: 'APPROVED' }))
  },
}

export const RejectsWithAReason: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Reject' }))
    const dialog = within(await within(document.body).findByRole('alertdialog'))
    await userEvent.type(dialog.getByLabelText(/Reason/), 'Chose another PG')
    await userEvent.type(dialog.getByLabelText(/Refund from the token/), '2500')
    await userEvent.click(dialog.getByRole('button', { name: 'Reject request' }))
    await waitFor(() => expect(sent.reject).toEqual({ reason: 'Chose another PG', refund_paise: 250_000 }))
  },
}
