import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { inSheetFrame } from '../../testing/sheetFrame'
import { withAppProviders } from '../../testing/storyProviders'
import { expectToast } from '../../testing/storyToasts'
import BankLinkSheet from './BankLinkSheet'
import { bankLinkHandlers, resetSent, sent } from './storyHandlers'

const meta = {
  title: 'Features/Tenants/Bank link sheet/Tests',
  component: BankLinkSheet,
  decorators: [inSheetFrame(480), withAppProviders()],
  parameters: { layout: 'fullscreen' },
  args: { panelId: 1, tenantIds: [101], linkedBankId: 7 },
  beforeEach({ msw }) {
    resetSent()
    msw.use(...bankLinkHandlers)
  },
} satisfies Meta<typeof BankLinkSheet>

export default meta
type Story = StoryObj<typeof meta>

const formOf = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('form', { name: 'Link bank account' }))

export const LinksOneResidentToAnotherAccount: Story = {
  play: async ({ canvasElement }) => {
    const form = await formOf(canvasElement)
    const account = form.getByLabelText(/Bank account/)
    await expect(account).toHaveValue('7')
    await expect(
      form.getByRole('option', { name: 'HDFC Bank ••9876 · Ramesh Gowda (primary)' }),
    ).toBeInTheDocument()
    await userEvent.selectOptions(account, 'ICICI Bank ••5521 · Roost Stays LLP')
    await userEvent.click(form.getByRole('button', { name: 'Link resident' }))
    await waitFor(() => expect(sent.linked).toEqual({ tenant_ids: [101], bank_id: 8 }))
    await expectToast('Bank account linked to 1 resident')
    // Spec §9: bank accounts are listed 15 at a time.
    await expect(sent.pickers).toContainEqual({
      path: '/payment/api/v2/operator/bank/account/list',
      limit: '15',
    })
  },
}

export const AnAccountMustBeChosen: Story = {
  args: { tenantIds: [101, 102, 103], linkedBankId: null },
  play: async ({ canvasElement }) => {
    const form = await formOf(canvasElement)
    await expect(form.getByText('The 3 selected residents’ rent goes to this account.')).toBeVisible()
    await userEvent.click(form.getByRole('button', { name: 'Link 3 residents' }))
    await expect(await form.findByText('Choose the bank account')).toBeVisible()
    await expect(sent.linked).toBeUndefined()
  },
}

export const ARefusedResidentIsNamedAndTheChoiceKept: Story = {
  args: { tenantIds: [101, 106], linkedBankId: null },
  play: async ({ canvasElement }) => {
    const form = await formOf(canvasElement)
    await userEvent.selectOptions(form.getByLabelText(/Bank account/), 'ICICI Bank ••5521 · Roost Stays LLP')
    await userEvent.click(form.getByRole('button', { name: 'Link 2 residents' }))
    await expect(await form.findByRole('alert')).toHaveTextContent('Mohammed Irfan has moved out')
    await expect(form.getByLabelText(/Bank account/)).toHaveValue('8')
    await expect(sent.linked).toEqual({ tenant_ids: [101, 106], bank_id: 8 })
  },
}
