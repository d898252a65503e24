import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { http, HttpResponse } from 'msw'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { inSheetFrame } from '../../testing/sheetFrame'
import { findModal } from '../../testing/storyDialogs'
import { withAppProviders } from '../../testing/storyProviders'
import { offboardingDetail } from './fixtures'
import OffboardingSheet from './OffboardingSheet'
import { moveOutHandlers } from './storyHandlers'

/** The bodies of the edit and complete calls. */
const sent: { edit?: unknown; complete?: unknown } = {}

const meta = {
  title: 'Features/Tenants/Move-out detail sheet/Tests',
  component: OffboardingSheet,
  decorators: [inSheetFrame(560), withAppProviders()],
  parameters: { layout: 'fullscreen' },
  args: { panelId: 1, offboardingId: 71 },
  beforeEach({ msw }) {
    sent.edit = undefined
    sent.complete = undefined
    msw.use(
      http.put('*/offboarding/api/v2/operator/offboarding/edit/:id', async ({ request }) => {
        sent.edit = await request.json()
        return HttpResponse.json({
          data: offboardingDetail({ status: 'REJECTED', reject_reason: 'Staying on' }),
        })
      }),
      http.post('*/offboarding/api/v1/operator/tenant/offboard', async ({ request }) => {
        sent.complete = await request.json()
        return HttpResponse.json({ data: offboardingDetail({ status: 'COMPLETED' }) })
      }),
      ...moveOutHandlers,
    )
  },
} satisfies Meta<typeof OffboardingSheet>

export default meta
type Story = StoryObj<typeof meta>

export const CompletesAfterTheChecks: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('region', { name: 'Settlement forecast' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Complete move-out' }))
    const form = within(canvas.getByRole('form', { name: 'Complete move-out' }))
    await userEvent.click(form.getByRole('button', { name: 'Complete move-out' }))
    await expect(await form.findByText('Inspect the room before completing')).toBeVisible()
    await expect(form.getByText('Collect the keys before completing')).toBeVisible()
    await expect(form.getByText('Choose how the deposit is refunded')).toBeVisible()

    await userEvent.click(form.getByLabelText('Room inspected'))
    await userEvent.click(form.getByLabelText('Keys returned'))
    await userEvent.selectOptions(form.getByLabelText(/Refund by/), 'Cash')
    await userEvent.click(form.getByRole('button', { name: 'Complete move-out' }))
    await waitFor(() =>
      expect(sent.complete).toMatchObject({
        offboarding_id: 71,
        actual_move_out_date: '2026-12-21',
        room_inspected: true,
        keys_returned: true,
        refund_mode: 'CASH',
        refund_status: 'COMPLETED',
      }),
    )
  },
}

export const RejectsWithAReason: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Reject' }))
    const dialog = within(await findModal(undefined, 'alertdialog'))
    await userEvent.type(dialog.getByLabelText('Reason'), 'Staying on')
    await userEvent.click(dialog.getByRole('button', { name: 'Reject move-out' }))
    await waitFor(() => expect(sent.edit).toEqual({ action: 'REJECT', reject_reason: 'Staying on' }))
  },
}
