import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { inSheetFrame } from '../../testing/sheetFrame'
import { findModal } from '../../testing/storyDialogs'
import { withAppProviders } from '../../testing/storyProviders'
import { expectToast } from '../../testing/storyToasts'
import { transaction } from './fixtures'
import { transactionHandlers, type RevertLog } from './storyHandlers'
import TransactionSheet from './TransactionSheet'

const log: RevertLog = { reverted: [] }

const meta = {
  title: 'Features/Transactions/Transaction sheet/Tests',
  component: TransactionSheet,
  decorators: [inSheetFrame(480), withAppProviders()],
  parameters: { layout: 'fullscreen' },
  args: { panelId: 1, id: transaction.id },
  beforeEach({ msw }) {
    log.reverted = []
    msw.use(...transactionHandlers(log))
  },
} satisfies Meta<typeof TransactionSheet>

export default meta
type Story = StoryObj<typeof meta>

export const RevertsAfterConfirmingWithAReason: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('412345678901')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Revert' }))
    const dialog = await findModal('Revert this payment?')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revert payment' }))
    await waitFor(() => expect(within(dialog).getByText('Say why, for the audit trail')).toBeVisible())
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Cheque bounced')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revert payment' }))
    await waitFor(() => expect(log.reverted).toEqual([{ id: transaction.id, reason: 'Cheque bounced' }]))
    await expectToast('Payment reverted; the collection is due again')
    await expect(await canvas.findByText('Reverted', { selector: 'span' })).toBeVisible()
    await expect(canvas.getByText(/Cheque bounced/)).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Revert' })).toBeNull()
  },
}
