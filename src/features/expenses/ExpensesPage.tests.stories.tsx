import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { addDays, format, parseISO } from 'date-fns'
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test'
import { today } from '../../app/core/today'
import { findModal } from '../../testing/storyDialogs'
import { withAppProviders } from '../../testing/storyProviders'
import { expectToast } from '../../testing/storyToasts'
import ExpensesPage from './ExpensesPage'
import { newExpenseSentLog, REFUSED_INVOICE, expenseHandlers, type ExpenseSentLog } from './storyHandlers'

const sent: ExpenseSentLog = newExpenseSentLog()

const meta = {
  title: 'Features/Expenses/Expenses page/Tests',
  component: ExpensesPage,
  decorators: [withAppProviders({ path: '/finance/expenses', url: '/finance/expenses?month=2026-11' })],
  parameters: { layout: 'fullscreen' },
  beforeEach({ msw }) {
    Object.assign(sent, newExpenseSentLog())
    msw.use(...expenseHandlers(sent, 150))
  },
} satisfies Meta<typeof ExpensesPage>

export default meta
type Story = StoryObj<typeof meta>

const body = () => within(document.body)

async function openAddSheet(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add expense' }))
  // The sheet's chunk loads on first use.
  return within(await body().findByRole('form', { name: 'Add expense' }, { timeout: 5000 }))
}

async function fillRequired(form: ReturnType<typeof within>, amount = '1180') {
  const property = form.getByRole('combobox', { name: 'Property' })
  await within(property).findByRole('option', { name: 'Koramangala PG' })
  await userEvent.selectOptions(property, 'Koramangala PG')
  await userEvent.selectOptions(
    await form.findByRole('combobox', { name: 'Category' }),
    'Property · Repairs and maintenance',
  )
  await userEvent.type(form.getByRole('textbox', { name: 'Amount (with GST)' }), amount)
  await userEvent.selectOptions(form.getByRole('combobox', { name: 'GST rate' }), '18%')
  await userEvent.selectOptions(form.getByRole('combobox', { name: 'Payment mode' }), 'Cash')
}

export const ValidatesAmountDateAndWhoPaid: Story = {
  play: async ({ canvasElement }) => {
    const form = await openAddSheet(canvasElement)
    await userEvent.click(form.getByRole('button', { name: 'Add expense' }))
    await expect(await form.findByText('Choose a property, or All properties')).toBeVisible()
    await expect(form.getByText('Choose the category')).toBeVisible()
    await expect(form.getByText('Enter the amount')).toBeVisible()
    await expect(form.getByText('Choose how it was paid')).toBeVisible()

    const amount = form.getByRole('textbox', { name: 'Amount (with GST)' })
    await userEvent.type(amount, '0')
    await userEvent.tab()
    await expect(await form.findByText('The amount must be more than zero')).toBeVisible()
    await expect(amount).toHaveAccessibleDescription(/more than zero/)

    // Live split, rounded as the provider rounds: 1,180 at 18% is 1,000 + 180; 1 paisa at 28% holds no tax.
    await userEvent.clear(amount)
    await userEvent.type(amount, '1180')
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'GST rate' }), '18%')
    await expect(form.getByRole('status', { name: 'GST split' })).toHaveTextContent(
      'Taxable ₹1,000.00 + GST ₹180.00',
    )
    await userEvent.clear(amount)
    await userEvent.type(amount, '100.03')
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'GST rate' }), '28%')
    await expect(form.getByRole('status', { name: 'GST split' })).toHaveTextContent(
      'Taxable ₹78.15 + GST ₹21.88',
    )

    const date = form.getByLabelText(/^Date/)
    await userEvent.clear(date)
    await userEvent.type(date, format(addDays(parseISO(today()), 1), 'yyyy-MM-dd'))
    await userEvent.tab()
    await expect(await form.findByText('The date cannot be in the future')).toBeVisible()

    // Who paid is asked only for cash.
    const mode = form.getByRole('combobox', { name: 'Payment mode' })
    await userEvent.selectOptions(mode, 'UPI')
    await expect(form.queryByRole('combobox', { name: 'Paid by' })).toBeNull()
    await userEvent.selectOptions(mode, 'Cash')
    await expect(await form.findByRole('combobox', { name: 'Paid by' })).toBeVisible()
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Property' }), 'All properties')
    await expect(form.getByText('Split across properties by beds')).toBeVisible()
    await expect(sent.created).toHaveLength(0)
  },
}

export const AddsAnExpenseThenAsksForTheReceipt: Story = {
  play: async ({ canvasElement }) => {
    const form = await openAddSheet(canvasElement)
    await fillRequired(form)
    const paidBy = await form.findByRole('combobox', { name: 'Paid by' })
    await within(paidBy).findByRole('option', { name: 'Ravi Kumar · Warden' })
    await waitFor(() => expect(paidBy).toBeEnabled())
    await userEvent.selectOptions(paidBy, 'Ravi Kumar · Warden')
    const vendor = form.getByRole('combobox', { name: 'Vendor' })
    await within(vendor).findByRole('option', { name: 'Sri Sai Electricals' })
    await waitFor(() => expect(vendor).toBeEnabled())
    await userEvent.selectOptions(vendor, 'Sri Sai Electricals')
    await userEvent.type(form.getByRole('textbox', { name: 'Invoice number' }), 'SSE-301')
    await userEvent.type(form.getByRole('textbox', { name: 'Notes' }), 'Geyser coil')
    await userEvent.click(form.getByRole('button', { name: 'Add expense' }))
    await waitFor(() => expect(sent.created).toHaveLength(1))
    await expect(sent.created[0]).toEqual({
      property_id: 1,
      category_id: 3,
      vendor_id: 21,
      amount_paise: 118000,
      gst_rate_percent: 18,
      expense_date: today(),
      payment_mode: 'CASH',
      invoice_number: 'SSE-301',
      paid_by_staff_id: 101,
      notes: 'Geyser coil',
    })
    await expectToast('Expense of ₹1,180 added')
    const receipts = within(await body().findByRole('region', { name: 'Receipts' }))
    await expect(receipts.getByText(/Expense added. Attach the bill or receipt/)).toBeVisible()
    await userEvent.click(body().getByRole('button', { name: 'Done' }))
    await waitFor(() => expect(body().queryByRole('region', { name: 'Receipts' })).toBeNull())
  },
}

export const ShowsTheServerFieldErrorAndKeepsWhatWasTyped: Story = {
  play: async ({ canvasElement }) => {
    const form = await openAddSheet(canvasElement)
    await fillRequired(form)
    const invoice = form.getByRole('textbox', { name: 'Invoice number' })
    await userEvent.type(invoice, REFUSED_INVOICE)
    await userEvent.click(form.getByRole('button', { name: 'Add expense' }))
    await waitFor(() => expect(sent.created).toHaveLength(1))
    await expect(
      await form.findByText(`${REFUSED_INVOICE} is already recorded for this vendor`),
    ).toBeVisible()
    await expect(invoice).toHaveAccessibleDescription(
      `${REFUSED_INVOICE} is already recorded for this vendor`,
    )
    await expectToast('Check the highlighted fields')
    await expect(form.getByRole('textbox', { name: 'Amount (with GST)' })).toHaveValue('1180')
    await expect(form.getByRole('combobox', { name: 'Payment mode' })).toHaveValue('CASH')
  },
}

export const AddsAVendorFromTheForm: Story = {
  play: async ({ canvasElement }) => {
    const form = await openAddSheet(canvasElement)
    const vendor = await form.findByRole('combobox', { name: 'Vendor' })
    // The picker is enabled once the vendors have arrived.
    await within(vendor).findByRole('option', { name: 'Sri Sai Electricals' })
    await waitFor(() => expect(vendor).toBeEnabled())
    await userEvent.selectOptions(vendor, 'Add vendor…')
    const dialog = within(await findModal('Add vendor'))
    await userEvent.type(dialog.getByRole('textbox', { name: 'Vendor name' }), 'Balaji Plumbing')
    await userEvent.type(dialog.getByRole('textbox', { name: 'Phone number' }), '9845022222')
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Plumbing' }))
    const gstin = dialog.getByRole('textbox', { name: 'GSTIN' })
    await userEvent.type(gstin, '29ABCDE1234F1ZX')
    await userEvent.click(dialog.getByRole('button', { name: 'Add vendor' }))
    await expect(
      await dialog.findByText('The GSTIN has a typing mistake: its last character does not match the rest.'),
    ).toBeVisible()
    await expect(sent.vendors).toHaveLength(0)
    await userEvent.clear(gstin)
    await userEvent.type(gstin, '29ABCDE1234F1ZW')
    await userEvent.click(dialog.getByRole('button', { name: 'Add vendor' }))
    await waitFor(() => expect(sent.vendors).toHaveLength(1))
    await expect(sent.vendors[0]).toMatchObject({
      name: 'Balaji Plumbing',
      phone_number: '9845022222',
      services: ['PLUMBING'],
      gstin: '29ABCDE1234F1ZW',
    })
    await expectToast('Balaji Plumbing added')
    await waitFor(() => expect(body().queryByRole('dialog', { name: 'Add vendor' })).toBeNull())
    // The new vendor is chosen in the expense form.
    await waitFor(() =>
      expect(form.getByRole('combobox', { name: 'Vendor' })).toHaveDisplayValue('Balaji Plumbing'),
    )
  },
}

export const VoidingNeedsAReason: Story = {
  parameters: { route: { url: '/finance/expenses?month=2026-11&search=Geyser' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const table = await canvas.findByRole('table', { name: 'Expenses' })
    await expect(await within(table).findByRole('link', { name: 'CMP-0077' })).toBeVisible()
    await userEvent.click(within(table).getByText('Repairs and maintenance'))
    const sheet = within(
      await body().findByRole('dialog', { name: /Repairs and maintenance/ }, { timeout: 5000 }),
    )
    await expect(await sheet.findByText('Taxable ₹1,000.00 + GST ₹180.00 (18%)')).toBeVisible()
    await userEvent.click(sheet.getByRole('button', { name: 'Void' }))
    const dialog = within(await findModal(/Void Repairs and maintenance/, 'alertdialog'))
    await userEvent.click(dialog.getByRole('button', { name: 'Void expense' }))
    await waitFor(() =>
      expect(dialog.getByText('Say why it is voided (at least 3 characters)')).toBeVisible(),
    )
    await expect(sent.voided).toHaveLength(0)
    await userEvent.type(dialog.getByRole('textbox', { name: /Reason for voiding/ }), 'Paid from the deposit')
    await userEvent.click(dialog.getByRole('button', { name: 'Void expense' }))
    await waitFor(() => expect(sent.voided).toEqual([{ id: 503, reason: 'Paid from the deposit' }]))
    await expectToast('Expense voided')
    await expect(await sheet.findByText(/Voided by Asha Menon .*: Paid from the deposit/)).toBeVisible()
    await expect(sheet.queryByRole('button', { name: 'Edit' })).toBeNull()
  },
}

export const DraftsFigureShowsTheDraftsOfEveryMonth: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: '3 recurring drafts to record' }))
    await waitFor(() => expect(sent.listQueries.at(-1)?.get('status')).toBe('DRAFT'))
    await expect(sent.listQueries.at(-1)?.has('month')).toBe(false)
    await expect(canvas.getByRole('tab', { name: /Drafts/ })).toHaveAttribute('aria-selected', 'true')
    const table = canvas.getByRole('table', { name: 'Expenses' })
    await expect(await within(table).findByText('Draft')).toBeVisible()
  },
}

export const ExportsEveryPageAsCsv: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const table = await canvas.findByRole('table', { name: 'Expenses' })
    await within(table).findByText('Lease rent to landlord')
    // 4 recorded fixtures (₹1,43,170 with ₹720 GST) and 150 more of ₹100 × 1…150 (₹11,32,500), over every page.
    await expect(canvas.getByRole('status', { name: 'Totals' })).toHaveTextContent(
      'Total ₹12,75,670.00 · GST ₹720.00 · 154 expenses',
    )
    const blobs: Blob[] = []
    const createUrl = spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob)
      return 'blob:expenses'
    })
    const downloads: string[] = []
    const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push(this.download)
    })
    try {
      sent.listQueries.length = 0
      await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }))
      await waitFor(() => expect(downloads).toEqual(['expenses-2026-11.csv']))
      await expect(sent.listQueries.map((query) => [query.get('offset'), query.get('limit')])).toEqual([
        ['0', '100'],
        ['100', '100'],
      ])
      const lines = new TextDecoder().decode(await blobs[0].arrayBuffer()).split('\r\n')
      await expect(lines[0]).toBe(
        'Date,Invoice,Vendor,Vendor GSTIN,Category,Property,Taxable (₹),GST rate (%),GST (₹),Amount (₹),Mode,Reference,Paid by,Notes,Status',
      )
      await expect(lines[1]).toBe(
        '2026-11-05,BESCOM-1125,,,Electricity,Koramangala PG,18450.00,0,0.00,18450.00,UPI,432198765012,,,Recorded',
      )
      await expect(lines[3]).toBe(
        '2026-11-12,BESCOM-1125,Sri Sai Electricals,29ABCDE1234F1ZW,Repairs and maintenance,Koramangala PG,1000.00,18,180.00,1180.00,Cash,,Ravi Kumar,"Geyser, room 204, ""urgent""",Recorded',
      )
      await expect(lines[4]).toMatch(
        /^2026-11-03,BESCOM-1125,ACT Fibernet,.*,All properties,3000.00,18,540.00,3540.00,/,
      )
      await expect(lines[154]).toMatch(/^2026-11-05,INV-150,.*,15000.00,UPI,/)
      await expect(lines).toHaveLength(156)
    } finally {
      createUrl.mockRestore()
      click.mockRestore()
    }
  },
}

export const CreatesAndPausesARecurringExpense: Story = {
  parameters: { route: { url: '/finance/expenses?tab=recurring' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const table = await canvas.findByRole('table', { name: 'Recurring expenses' })
    await userEvent.click(await within(table).findByRole('button', { name: 'Pause Fibre internet' }))
    await waitFor(() => expect(sent.templateUpdates).toEqual([{ id: 9, body: { is_active: false } }]))
    await expectToast('Fibre internet paused')

    await userEvent.click(canvas.getByRole('button', { name: 'Add recurring expense' }))
    const form = within(await body().findByRole('form', { name: 'Add recurring expense' }, { timeout: 5000 }))
    await userEvent.click(form.getByRole('button', { name: 'Add recurring expense' }))
    await expect(await form.findByText('Enter a name, e.g. Building rent')).toBeVisible()
    await userEvent.type(form.getByRole('textbox', { name: 'Name' }), 'Cook salary')
    const property = form.getByRole('combobox', { name: 'Property' })
    await within(property).findByRole('option', { name: 'HSR Residency' })
    await userEvent.selectOptions(property, 'HSR Residency')
    await userEvent.selectOptions(
      await form.findByRole('combobox', { name: 'Category' }),
      'Mess · Groceries and vegetables',
    )
    await userEvent.type(form.getByRole('textbox', { name: 'Amount (with GST)' }), '15000')
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Payment mode' }), 'Bank transfer')
    const day = form.getByRole('textbox', { name: 'Day of the month' })
    await userEvent.clear(day)
    await userEvent.type(day, '31')
    await userEvent.click(form.getByRole('button', { name: 'Add recurring expense' }))
    await expect(await form.findByText('Enter a day from 1 to 28')).toBeVisible()
    await userEvent.clear(day)
    await userEvent.type(day, '7')
    await userEvent.click(form.getByRole('button', { name: 'Add recurring expense' }))
    await waitFor(() => expect(sent.templates).toHaveLength(1))
    await expect(sent.templates[0]).toEqual({
      name: 'Cook salary',
      property_id: 2,
      category_id: 11,
      amount_paise: 1500000,
      gst_rate_percent: 0,
      payment_mode: 'BANK_TRANSFER',
      frequency: 'MONTHLY',
      day_of_month: 7,
      starts_on: today(),
    })
    await expectToast('Cook salary added')
    await expect(
      await within(await canvas.findByRole('table', { name: 'Recurring expenses' })).findByText(
        'Cook salary',
      ),
    ).toBeVisible()
  },
}
