import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { inSheetFrame } from '../../testing/sheetFrame'
import { findModal } from '../../testing/storyDialogs'
import { withAppProviders } from '../../testing/storyProviders'
import { expectToast } from '../../testing/storyToasts'
import CollectionSheet from './CollectionSheet'
import { partlyPaid } from './fixtures'
import { newSentLog, sheetHandlers } from './storyHandlers'

const sent = newSentLog()

const meta = {
  title: 'Features/Collections/Collection sheet/Tests',
  component: CollectionSheet,
  decorators: [inSheetFrame(520), withAppProviders()],
  parameters: { layout: 'fullscreen' },
  args: { panelId: 1, collectionId: partlyPaid.id },
  beforeEach({ msw }) {
    Object.assign(sent, newSentLog())
    msw.use(...sheetHandlers(partlyPaid, sent))
  },
} satisfies Meta<typeof CollectionSheet>

export default meta
type Story = StoryObj<typeof meta>

export const ShowsWhatIsDueAndPaid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const details = await canvas.findByRole('region', { name: 'Details' })
    await expect(within(details).getByText('Part paid')).toBeVisible()
    await expect(within(details).getByText('Aarav Sharma')).toBeVisible()
    await expect(within(details).getByText('Koramangala PG · 204 · B')).toBeVisible()
    await expect(within(details).getByText('₹7,500.00')).toBeVisible()
    const payments = canvas.getByRole('region', { name: 'Payments' })
    await expect(within(payments).getByText('₹5,000.00')).toBeVisible()
    await expect(
      within(payments).getByRole('button', { name: 'Download receipt KOR1-2026-27/000123' }),
    ).toBeVisible()
    await expect(await canvas.findByText('Will pay the rest after salary on the 7th.')).toBeVisible()
  },
}

export const PayingTheRestMarksItPaid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const form = await canvas.findByRole('form', { name: 'Mark paid' })
    await expect(within(form).getByRole('textbox', { name: 'Amount received' })).toHaveValue('7500')
    await userEvent.type(within(form).getByRole('textbox', { name: 'Reference (UTR)' }), '412345678902')
    await userEvent.click(within(form).getByRole('button', { name: 'Record payment' }))
    await expectToast('₹7,500 recorded; Rent – November 2026 is paid')
    const details = canvas.getByRole('region', { name: 'Details' })
    await waitFor(() => expect(within(details).getByText('Paid', { selector: 'span' })).toBeVisible())
    // Nothing is left to pay: the form and the reminder go away.
    await expect(canvas.queryByRole('form', { name: 'Mark paid' })).toBeNull()
    await expect(canvas.queryByRole('button', { name: 'Send reminder' })).toBeNull()
  },
}

export const RemindsAndCreatesAPaymentLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Send reminder' }))
    await expectToast('Reminder sent')
    await userEvent.click(canvas.getByRole('button', { name: 'Create payment link' }))
    await expectToast('Payment link created')
    await expect(await canvas.findByRole('img', { name: 'UPI QR code for ₹7,500.00' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: /\/open\/pay\/pl_7hG2kQ9xVb$/ })).toBeVisible()
  },
}

export const DeletesAfterConfirming: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete' }))
    const dialog = await findModal('Delete this collection?', 'alertdialog')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await expect(sent.deleted).toEqual([])
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }))
    const again = await findModal('Delete this collection?', 'alertdialog')
    await userEvent.click(within(again).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(sent.deleted).toEqual([partlyPaid.id]))
    await expectToast('Collection deleted')
  },
}
