import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { inSheetFrame } from '../../testing/sheetFrame'
import { findModal } from '../../testing/storyDialogs'
import { withAppProviders } from '../../testing/storyProviders'
import { expectToast } from '../../testing/storyToasts'
import { BulkMarkPaidDialog } from './BulkMarkPaidDialog'
import { makeCollection } from './fixtures'
import { MarkPaidForm } from './MarkPaidForm'
import { listHandlers, newSentLog, sheetHandlers } from './storyHandlers'

const sent = newSentLog()
const collection = makeCollection()

const meta = {
  title: 'Features/Collections/Mark paid/Tests',
  component: MarkPaidForm,
  decorators: [inSheetFrame(520), withAppProviders()],
  parameters: { layout: 'fullscreen' },
  args: { collection },
  beforeEach({ msw }) {
    Object.assign(sent, newSentLog())
    msw.use(...sheetHandlers(collection, sent))
  },
} satisfies Meta<typeof MarkPaidForm>

export default meta
type Story = StoryObj<typeof meta>

const setup = (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement)
  return {
    canvas,
    amount: canvas.getByRole('textbox', { name: 'Amount received' }),
    reference: canvas.getByRole('textbox', { name: 'Reference (UTR)' }),
    submit: canvas.getByRole('button', { name: 'Record payment' }),
  }
}

export const ValidatesAmountAndReference: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, amount, reference, submit } = setup(canvasElement)
    await expect(amount).toHaveValue('12500')
    await expect(canvas.getByText('Outstanding ₹12,500.00')).toBeVisible()

    // The numeric rule: letters are refused as they are typed.
    await userEvent.clear(amount)
    await userEvent.type(amount, '12a6.5x0')
    await expect(amount).toHaveValue('126.50')

    await userEvent.clear(amount)
    await userEvent.type(amount, '12500.01')
    await userEvent.click(submit)
    await expect(await canvas.findByText('At most the outstanding ₹12,500.00')).toBeVisible()
    await expect(canvas.getByText('Enter the UTR or cheque number')).toBeVisible()

    await userEvent.clear(amount)
    await userEvent.type(amount, '0')
    await userEvent.type(reference, 'UTR-1')
    await userEvent.click(submit)
    await expect(await canvas.findByText('The amount must be more than ₹0')).toBeVisible()
    await expect(canvas.getByText('Use 6 to 22 letters and digits')).toBeVisible()
    await expect(sent.markPaid).toHaveLength(0)
  },
}

export const RecordsAPartPayment: Story = {
  play: async ({ canvasElement }) => {
    const { amount, reference, submit } = setup(canvasElement)
    await userEvent.clear(amount)
    await userEvent.type(amount, '5000')
    await userEvent.type(reference, '412345678901')
    await userEvent.click(submit)
    await waitFor(() => expect(sent.markPaid).toHaveLength(1))
    const [{ id, body, key }] = sent.markPaid
    await expect(id).toBe(collection.id)
    await expect(body).toMatchObject({ amount_paise: 500000, mode: 'UPI', reference: '412345678901' })
    await expect(key).toMatch(/^[0-9a-f]{32}$/)
    await expectToast('₹5,000 recorded; ₹7,500 still due')
  },
}

export const RecordsTheFullBalanceInCash: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, reference, submit } = setup(canvasElement)
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Mode' }), 'CASH')
    await expect(reference).toBeDisabled()
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Send the receipt to the tenant' }))
    await userEvent.click(submit)
    await waitFor(() => expect(sent.markPaid).toHaveLength(1))
    await expect(sent.markPaid[0].body).toEqual({
      amount_paise: 1250000,
      mode: 'CASH',
      paid_on: sent.markPaid[0].body.paid_on,
      send_receipt: false,
    })
    await expectToast('₹12,500 recorded; Rent – November 2026 is paid')
  },
}

export const ADoubleClickRecordsOnce: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, reference, submit } = setup(canvasElement)
    await userEvent.type(reference, '412345678901')
    await userEvent.dblClick(submit)
    await waitFor(() => expect(sent.markPaid.length).toBeGreaterThan(0))
    await expectToast('₹12,500 recorded; Rent – November 2026 is paid')
    // Any second request would carry the same key, which the provider replays instead of paying twice.
    await expect(new Set(sent.markPaid.map((request) => request.key)).size).toBe(1)
    await expect(canvas.getByRole('button', { name: 'Record payment' })).toBeVisible()
  },
}

export const NamesTheStaffMemberWhoTookTheCash: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, submit } = setup(canvasElement)
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Mode' }), 'CASH')
    const collectedBy = canvas.getByRole('combobox', { name: 'Collected by' })
    await canvas.findByRole('option', { name: 'Ravi Kumar · Warden' })
    // The collection is at property 1: Meena (property 2) and Suresh (no cash) are not offered.
    await expect(canvas.queryByRole('option', { name: /Meena Iyer/ })).toBeNull()
    await expect(canvas.queryByRole('option', { name: /Suresh Patil/ })).toBeNull()
    await userEvent.selectOptions(collectedBy, 'Ravi Kumar · Warden')
    await userEvent.click(submit)
    await waitFor(() => expect(sent.markPaid).toHaveLength(1))
    await expect(sent.markPaid[0].body).toMatchObject({ mode: 'CASH', collected_by_staff_id: 101 })
    await expectToast('₹12,500 recorded; Rent – November 2026 is paid')
  },
}

export const TheOperatorTakingCashNamesNobody: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, submit } = setup(canvasElement)
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Mode' }), 'CASH')
    await canvas.findByRole('option', { name: 'Asha Menon · Operator' })
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Collected by' }),
      'Asha Menon · Operator',
    )
    await userEvent.click(submit)
    await waitFor(() => expect(sent.markPaid).toHaveLength(1))
    await expect(sent.markPaid[0].body).not.toHaveProperty('collected_by_staff_id')
  },
}

export const BulkMarkPaidNamesTheCollector: Story = {
  render: () => (
    <BulkMarkPaidDialog
      open
      collectionIds={[1000, 1001]}
      totalPaise={2500000}
      decimalPlaces={2}
      onClose={() => undefined}
      onPaid={() => undefined}
    />
  ),
  beforeEach({ msw }) {
    msw.use(...listHandlers(2, sent))
  },
  play: async () => {
    const dialog = await findModal('Mark 2 collections paid')
    await within(dialog).findByRole('option', { name: 'Farah Khan · Security' })
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Collected by' }),
      'Farah Khan · Security',
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark paid' }))
    await waitFor(() => expect(sent.bulk).toHaveLength(1))
    await expect(sent.bulk[0].body).toMatchObject({
      collection_ids: [1000, 1001],
      mode: 'CASH',
      collected_by_staff_id: 104,
    })
  },
}
