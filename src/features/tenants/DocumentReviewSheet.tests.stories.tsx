import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { inSheetFrame } from '../../testing/sheetFrame'
import { withAppProviders } from '../../testing/storyProviders'
import { expectToast } from '../../testing/storyToasts'
import DocumentReviewSheet from './DocumentReviewSheet'
import { documentHandlers, resetSent, sent } from './storyHandlers'

const meta = {
  title: 'Features/Tenants/Document review sheet/Tests',
  component: DocumentReviewSheet,
  decorators: [inSheetFrame(480), withAppProviders()],
  parameters: { layout: 'fullscreen' },
  args: { panelId: 1, tenantId: 101, documentId: 911 },
  beforeEach({ msw }) {
    resetSent()
    msw.use(...documentHandlers)
  },
} satisfies Meta<typeof DocumentReviewSheet>

export default meta
type Story = StoryObj<typeof meta>

const formOf = async (canvasElement: HTMLElement, name: string) =>
  within(await within(canvasElement).findByRole('form', { name }))

export const VerifiesTheDocument: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const document = within(await canvas.findByRole('region', { name: 'Document' }))
    await expect(document.getByText('Unverified')).toBeVisible()
    await expect(document.getByText(/Expires (in \d+ days?|today)/)).toBeVisible()
    await userEvent.click(document.getByRole('button', { name: 'Verify document' }))
    await waitFor(() =>
      expect(sent.documentUpdates).toEqual([{ id: 911, body: { verification_status: 'VERIFIED' } }]),
    )
    await expectToast('Passport verified')
  },
}

export const RejectsWithAReason: Story = {
  play: async ({ canvasElement }) => {
    const form = await formOf(canvasElement, 'Reject document')
    await userEvent.click(form.getByRole('button', { name: 'Reject document' }))
    await expect(await form.findByText('Say why the document is rejected')).toBeVisible()
    await userEvent.type(form.getByLabelText(/Reason for rejecting/), 'no')
    await userEvent.click(form.getByRole('button', { name: 'Reject document' }))
    await expect(await form.findByText('Give a reason of at least 3 characters')).toBeVisible()
    await expect(sent.documentUpdates).toEqual([])

    await userEvent.type(form.getByLabelText(/Reason for rejecting/), 't readable, the photo is cut off')
    await userEvent.click(form.getByRole('button', { name: 'Reject document' }))
    await waitFor(() =>
      expect(sent.documentUpdates).toEqual([
        {
          id: 911,
          body: { verification_status: 'REJECTED', rejection_reason: 'not readable, the photo is cut off' },
        },
      ]),
    )
    await expectToast('Passport rejected')
  },
}

export const AServerErrorShowsNextToTheReason: Story = {
  play: async ({ canvasElement }) => {
    const form = await formOf(canvasElement, 'Reject document')
    await userEvent.type(form.getByLabelText(/Reason for rejecting/), 'Looks edited')
    await userEvent.click(form.getByRole('button', { name: 'Reject document' }))
    await expect(await form.findByText('Name what looks edited')).toBeVisible()
    await expect(form.getByLabelText(/Reason for rejecting/)).toHaveValue('Looks edited')
    await expect(form.getByLabelText(/Reason for rejecting/)).toHaveAttribute('aria-invalid', 'true')
  },
}

export const SetsAndRemovesTheExpiryDate: Story = {
  play: async ({ canvasElement }) => {
    const form = await formOf(canvasElement, 'Expiry date')
    const field = form.getByLabelText(/Expires on/)
    await expect(field).toHaveValue('2026-12-04')
    await userEvent.clear(field)
    await userEvent.click(form.getByRole('button', { name: 'Save expiry date' }))
    await expect(await form.findByText('Choose the expiry date')).toBeVisible()
    await userEvent.type(field, '2027-03-31')
    await userEvent.click(form.getByRole('button', { name: 'Save expiry date' }))
    await waitFor(() =>
      expect(sent.documentUpdates.at(-1)).toEqual({ id: 911, body: { expiry_date: '2027-03-31' } }),
    )
    await expectToast('Passport expires on 31/03/2027')
    await userEvent.click(form.getByRole('button', { name: 'Remove expiry date' }))
    await waitFor(() => expect(sent.documentUpdates.at(-1)).toEqual({ id: 911, body: { expiry_date: null } }))
  },
}

export const ARejectedDocumentShowsItsReason: Story = {
  args: { documentId: 912 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const document = within(await canvas.findByRole('region', { name: 'Document' }))
    await expect(document.getByText('Rejected')).toBeVisible()
    await expect(document.getByText('Photo is blurred')).toBeVisible()
    await expect(canvas.getByLabelText(/Reason for rejecting/)).toHaveValue('Photo is blurred')
    // A PAN card does not expire.
    await expect(canvas.queryByRole('form', { name: 'Expiry date' })).toBeNull()
  },
}
