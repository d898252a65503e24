import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { http, HttpResponse } from 'msw'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { inSheetFrame } from '../../testing/sheetFrame'
import { findModal } from '../../testing/storyDialogs'
import { withAppProviders } from '../../testing/storyProviders'
import { paymentLink } from '../collections/fixtures'
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
    const dialog = within(await findModal(undefined, 'alertdialog'))
    await userEvent.type(dialog.getByLabelText(/Reason/), 'Chose another PG')
    await userEvent.type(dialog.getByLabelText(/Refund from the token/), '2500')
    await userEvent.click(dialog.getByRole('button', { name: 'Reject request' }))
    await waitFor(() => expect(sent.reject).toEqual({ reason: 'Chose another PG', refund_paise: 250_000 }))
  },
}

/** A request with ₹3,000 of its ₹5,000 token still to pay. */
const partlyPaid = tokenRequest({ token_paid_paise: 200_000 })

export const MakesAPaymentLinkForTheUnpaidToken: Story = {
  beforeEach({ msw }) {
    let links = 0
    msw.use(
      http.get('*/onboarding/api/v1/operator/token_request/:id/detail', () =>
        HttpResponse.json({ data: partlyPaid }),
      ),
      http.post('*/payment/api/v1/operator/token/:id/payment_link', ({ params }) => {
        links += 1
        const token = `tk_${params.id}_${links}`
        return HttpResponse.json(
          {
            data: {
              ...paymentLink,
              id: 80 + links,
              token,
              collection_id: null,
              tenant_onboarding_id: Number(params.id),
              amount_paise: 300_000,
              url: `/open/pay/${token}`,
              upi_uri: `upi://pay?pa=sunrisestays@okhdfcbank&pn=Sunrise%20Stays&am=3000.00&cu=INR&tn=Booking%20token`,
            },
          },
          { status: 201 },
        )
      }),
    )
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const section = within(await canvas.findByRole('region', { name: 'Token payment link' }))
    await expect(
      section.getByText('Rohit Sharma opens it and pays the token of ₹3,000.00 with any UPI app.'),
    ).toBeVisible()
    await userEvent.click(section.getByRole('button', { name: 'Create payment link' }))
    await expect(await section.findByRole('link', { name: /\/open\/pay\/tk_61_1$/ })).toBeVisible()
    await expect(section.getByText(/^₹3,000\.00, valid until/)).toBeVisible()
    await expect(await section.findByRole('img', { name: 'UPI QR code for ₹3,000.00' })).toBeVisible()
    // Another link replaces it.
    await userEvent.click(section.getByRole('button', { name: 'Make a new link (cancels this one)' }))
    await expect(await section.findByRole('link', { name: /\/open\/pay\/tk_61_2$/ })).toBeVisible()
  },
}

export const NoLinkOnceTheTokenIsPaid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('region', { name: 'Move-in dues' })
    await expect(canvas.queryByRole('region', { name: 'Token payment link' })).toBeNull()
  },
}
