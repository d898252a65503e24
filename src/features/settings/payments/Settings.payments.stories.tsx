import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { http, HttpResponse } from 'msw'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { findModal } from '../../../testing/storyDialogs'
import { withAppProviders } from '../../../testing/storyProviders'
import { expectToast } from '../../../testing/storyToasts'
import { overview } from '../rules/storyHandlers'
import type { BankAccount, PaymentSettings } from '../settingsApi'
import { PaymentsSection } from './PaymentsSection'

const account = (fields: Partial<BankAccount> & Pick<BankAccount, 'id'>): BankAccount => ({
  bank_id: 11,
  bank_name: 'HDFC Bank',
  account_holder_name: 'Roost Demo Stays',
  account_number_masked: 'XXXXXXXXXX6789',
  ifsc: 'HDFC0001234',
  upi_id: 'rooststays@okhdfcbank',
  is_primary: false,
  property_ids: [],
  linked_tenant_count: 0,
  is_active: true,
  nickname: null,
  ...fields,
})

const ACCOUNTS = [
  account({ id: 7, is_primary: true, nickname: 'Rent' }),
  account({
    id: 8,
    bank_id: 12,
    bank_name: 'ICICI Bank',
    account_number_masked: 'XXXXXXXX5521',
    ifsc: 'ICIC0004321',
    upi_id: null,
  }),
]

const SETTINGS: PaymentSettings = {
  upi_id: 'rooststays@okhdfcbank',
  payee_name: 'Roost Demo Stays',
  reminders: {
    is_enabled: false,
    days_before: [3, 1],
    on_due_day: true,
    days_after: [1, 3, 7],
    channel: 'SMS',
  },
  property_overrides: [
    {
      property_id: 1,
      property_name: 'Roost Koramangala',
      upi_id: 'roostkoramangala@okhdfc',
      payee_name: null,
    },
  ],
}

const BANKS = [
  { id: 11, name: 'HDFC Bank', short_name: 'HDFC', ifsc_prefix: 'HDFC', logo: null },
  { id: 12, name: 'ICICI Bank', short_name: 'ICICI', ifsc_prefix: 'ICIC', logo: null },
]

const sent: { path: string; body: unknown }[] = []
const record = async (request: Request) => {
  // Actions without a body (make default, deactivate) record null.
  const body: unknown = await request.json().catch(() => null)
  sent.push({ path: new URL(request.url).pathname, body })
}

const meta = {
  title: 'Features/Settings/Payments',
  component: PaymentsSection,
  decorators: [withAppProviders({ path: '/settings', url: '/settings?tab=payments' })],
  beforeEach({ msw }) {
    sent.length = 0
    msw.use(
      http.get('*/payment/api/v2/operator/bank/account/list', () =>
        HttpResponse.json({ data: { count: ACCOUNTS.length, results: ACCOUNTS } }),
      ),
      http.get('*/payment/api/v3/operator/bank/list', () =>
        HttpResponse.json({ data: { count: BANKS.length, results: BANKS } }),
      ),
      http.get('*/payment/api/v1/operator/payment_settings', () => HttpResponse.json({ data: SETTINGS })),
      http.get('*/property/api/v1/operator/house_rules', () => HttpResponse.json({ data: overview })),
      http.put('*/payment/api/v1/operator/payment_settings', async ({ request }) => {
        await record(request)
        return HttpResponse.json({ data: SETTINGS })
      }),
      http.post('*/payment/api/v1/operator/bank/account/create', async ({ request }) => {
        await record(request)
        return HttpResponse.json({ data: account({ id: 9, bank_name: 'ICICI Bank' }) }, { status: 201 })
      }),
      http.put('*/payment/api/v1/operator/bank/account/:id/update', async ({ request, params }) => {
        await record(request)
        return HttpResponse.json({ data: account({ id: Number(params.id), nickname: 'Deposits' }) })
      }),
      http.post('*/payment/api/v1/operator/bank/account/:id/default', async ({ request, params }) => {
        await record(request)
        return HttpResponse.json({
          data: account({
            id: Number(params.id),
            bank_name: 'ICICI Bank',
            account_number_masked: 'XXXXXXXX5521',
            is_primary: true,
          }),
        })
      }),
      http.post('*/payment/api/v1/operator/bank/account/:id/deactivate', async ({ request }) => {
        await record(request)
        return HttpResponse.json(
          {
            message:
              'This is your default account. Make another account the default before deactivating this one.',
          },
          { status: 409 },
        )
      }),
    )
  },
} satisfies Meta<typeof PaymentsSection>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

const accountsOf = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('list', { name: 'Bank accounts' }))

export const AddsABankAccount: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Add bank account' }))
    const dialog = within(await findModal('Add a bank account'))
    await waitFor(() => expect(dialog.getAllByRole('option', { name: 'ICICI Bank' })).toHaveLength(1))
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: /^Bank/ }), '12')
    await userEvent.type(dialog.getByLabelText(/^IFSC/), 'HDFC0001234')
    await userEvent.type(dialog.getByRole('textbox', { name: 'Account number' }), '123456789012')
    await userEvent.type(dialog.getByLabelText(/^Account number again/), '123456789013')
    await userEvent.type(dialog.getByLabelText(/^Account holder/), 'Roost Demo Stays')
    await userEvent.click(dialog.getByRole('button', { name: 'Save account' }))
    await expect(dialog.getByLabelText(/^IFSC/)).toHaveAccessibleDescription(
      /ICICI Bank IFSCs start with ICIC/,
    )
    await expect(dialog.getByLabelText(/^Account number again/)).toHaveAccessibleDescription(
      /The two account numbers differ/,
    )
    await expect(sent).toEqual([])
    await userEvent.clear(dialog.getByLabelText(/^IFSC/))
    await userEvent.type(dialog.getByLabelText(/^IFSC/), 'ICIC0004321')
    await userEvent.clear(dialog.getByLabelText(/^Account number again/))
    await userEvent.type(dialog.getByLabelText(/^Account number again/), '123456789012')
    await userEvent.click(dialog.getByRole('button', { name: 'Save account' }))
    await waitFor(() =>
      expect(sent).toEqual([
        {
          path: '/payment/api/v1/operator/bank/account/create',
          body: {
            bank_id: 12,
            account_holder_name: 'Roost Demo Stays',
            ifsc: 'ICIC0004321',
            upi_id: null,
            nickname: null,
            account_number: '123456789012',
          },
        },
      ]),
    )
    await expectToast('ICICI Bank account added')
  },
}

export const EditsAnAccountKeepingItsNumber: Story = {
  play: async ({ canvasElement }) => {
    const accounts = await accountsOf(canvasElement)
    await userEvent.click(accounts.getByRole('button', { name: /^Edit Rent/ }))
    const dialog = within(await findModal())
    await userEvent.clear(dialog.getByLabelText(/^Nickname/))
    await userEvent.type(dialog.getByLabelText(/^Nickname/), 'Deposits')
    await userEvent.click(dialog.getByRole('button', { name: 'Save account' }))
    await waitFor(() => expect(sent).toHaveLength(1))
    await expect(sent[0]).toMatchObject({ path: '/payment/api/v1/operator/bank/account/7/update' })
    await expect(sent[0].body).not.toHaveProperty('account_number')
    await expectToast('HDFC Bank account saved')
  },
}

export const MakesAnAccountTheDefault: Story = {
  play: async ({ canvasElement }) => {
    const accounts = await accountsOf(canvasElement)
    await expect(accounts.queryByRole('button', { name: /^Make Rent/ })).toBeNull()
    await userEvent.click(accounts.getByRole('button', { name: /^Make ICICI Bank XXXXXXXX5521 the default/ }))
    await waitFor(() =>
      expect(sent.map((call) => call.path)).toEqual(['/payment/api/v1/operator/bank/account/8/default']),
    )
    await expectToast('ICICI Bank 5521 is now the default')
  },
}

export const DeactivatingTheDefaultIsRefused: Story = {
  play: async ({ canvasElement }) => {
    const accounts = await accountsOf(canvasElement)
    await userEvent.click(accounts.getByRole('button', { name: /^Deactivate Rent/ }))
    const confirm = await findModal('Deactivate this account?', 'alertdialog')
    await expect(confirm).toHaveAccessibleDescription(/will not be offered for new payment links/)
    const dialog = within(confirm)
    await userEvent.click(dialog.getByRole('button', { name: 'Deactivate' }))
    await expectToast(
      'This is your default account. Make another account the default before deactivating this one.',
    )
    await expect(sent.map((call) => call.path)).toEqual([
      '/payment/api/v1/operator/bank/account/7/deactivate',
    ])
  },
}

export const EditsTheReminderSchedule: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('switch', { name: /^Send reminders by themselves/ }))
    const after = canvas.getByLabelText(/^Days after the due date/)
    await userEvent.clear(after)
    await userEvent.type(after, '2, 5')
    await userEvent.selectOptions(canvas.getByLabelText(/^Channel/), 'WHATSAPP')
    await userEvent.click(canvas.getByRole('button', { name: 'Save payment settings' }))
    await waitFor(() => expect(sent).toHaveLength(1))
    await expect(sent[0].body).toEqual({
      upi_id: 'rooststays@okhdfcbank',
      payee_name: 'Roost Demo Stays',
      reminders: {
        is_enabled: true,
        days_before: [3, 1],
        on_due_day: true,
        days_after: [2, 5],
        channel: 'WHATSAPP',
      },
    })
    await expectToast('Payment settings saved')
  },
}

export const ABadUpiIdAndAServerRefusalShowOnTheField: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.put('*/payment/api/v1/operator/payment_settings', () =>
        HttpResponse.json(
          {
            message: 'Invalid request',
            errors: [{ field: 'body.payee_name', message: 'At most 80 characters.' }],
          },
          { status: 400 },
        ),
      ),
    )
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const upi = await canvas.findByLabelText(/^UPI id/)
    await userEvent.clear(upi)
    await userEvent.type(upi, 'roost@')
    await userEvent.click(canvas.getByRole('button', { name: 'Save payment settings' }))
    await expect(canvas.getByLabelText(/^UPI id/)).toHaveAccessibleDescription(/Enter a UPI id like/)
    await userEvent.clear(upi)
    await userEvent.type(upi, 'roost@okaxis')
    await userEvent.click(canvas.getByRole('button', { name: 'Save payment settings' }))
    await waitFor(() =>
      expect(canvas.getByLabelText(/^Payee name/)).toHaveAccessibleDescription(/At most 80 characters/),
    )
  },
}

export const ListsThePropertiesWithTheirOwnUpiId: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const overrides = within(
      (await canvas.findByRole('heading', { name: 'These properties use their own UPI id' })).closest(
        'section',
      )!,
    )
    await expect(overrides.getByText('roostkoramangala@okhdfc')).toBeVisible()
    await expect(
      overrides.getByRole('button', { name: 'Use the UPI id above for Roost Koramangala' }),
    ).toBeEnabled()
  },
}

export const ShowsTheLateFeeRuleReadOnly: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const lateFee = within((await canvas.findByRole('heading', { name: 'Late fee' })).closest('section')!)
    await expect(lateFee.getByText(/a day for every property/)).toBeVisible()
    await expect(lateFee.getByRole('link', { name: 'Change it in Properties’ rules' })).toHaveAttribute(
      'href',
      '/settings?tab=rules',
    )
  },
}
