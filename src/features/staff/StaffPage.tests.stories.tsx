import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test'
import { findModal } from '../../testing/storyDialogs'
import { withAppProviders } from '../../testing/storyProviders'
import { expectToast } from '../../testing/storyToasts'
import StaffPage from './StaffPage'
import { newStaffSentLog, staffHandlers, TAKEN_PHONE, type StaffSentLog } from './storyHandlers'

const sent: StaffSentLog = newStaffSentLog()

const meta = {
  title: 'Features/Staff/Staff page/Tests',
  component: StaffPage,
  decorators: [withAppProviders({ path: '/services/staff', url: '/services/staff' })],
  parameters: { layout: 'fullscreen' },
  beforeEach({ msw }) {
    Object.assign(sent, newStaffSentLog())
    msw.use(...staffHandlers(sent, 150))
  },
} satisfies Meta<typeof StaffPage>

export default meta
type Story = StoryObj<typeof meta>

const body = () => within(document.body)

async function openAddSheet(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add staff' }))
  // The sheet's chunk loads on first use.
  return within(await body().findByRole('form', { name: 'Add staff' }, { timeout: 5000 }))
}

async function openStaff(canvasElement: HTMLElement, name: string) {
  const canvas = within(canvasElement)
  await userEvent.click(await canvas.findByRole('row', { name: new RegExp(name) }))
  return within(await body().findByRole('dialog', { name }, { timeout: 5000 }))
}

export const FiltersTheTeamFromTheAddress: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const table = await canvas.findByRole('table', { name: 'Staff' })
    await within(table).findByText('Ravi Kumar')
    await expect(within(table).getByText('All properties')).toBeVisible()
    await expect(within(table).getByText('Police: submitted')).toBeVisible()
    await expect(within(table).getByText('Inactive')).toBeVisible()
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Role' }), 'Accountant')
    await waitFor(() => expect(sent.listQueries.at(-1)?.get('role')).toBe('ACCOUNTANT'))
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search by name or phone' }), 'meena{Enter}')
    await waitFor(() => expect(sent.listQueries.at(-1)?.get('search_text')).toBe('meena'))
    await expect(sent.listQueries.at(-1)?.get('role')).toBe('ACCOUNTANT')
    await waitFor(() => expect(within(table).queryByText('Ravi Kumar')).toBeNull())
  },
}

export const AddsAStaffMember: Story = {
  play: async ({ canvasElement }) => {
    const form = await openAddSheet(canvasElement)
    await userEvent.type(form.getByRole('textbox', { name: 'Name' }), 'Neha Joshi')
    await userEvent.type(form.getByRole('textbox', { name: 'Mobile number' }), '7019012345')
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Role' }), 'Property manager')
    await userEvent.click(form.getByRole('checkbox', { name: 'All properties, including ones added later' }))
    await userEvent.click(await form.findByRole('checkbox', { name: 'HSR Residency' }))
    await userEvent.type(form.getByRole('textbox', { name: 'Monthly salary' }), '22000')
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Police verification' }), 'Verified')
    await userEvent.type(form.getByLabelText(/Verification date/), '2026-11-02')
    await userEvent.click(form.getByRole('checkbox', { name: 'May take cash from tenants' }))
    await userEvent.click(form.getByRole('button', { name: 'Add staff member' }))
    await waitFor(() => expect(sent.created).toHaveLength(1))
    await expect(sent.created[0]).toEqual({
      name: 'Neha Joshi',
      phone_number: '7019012345',
      dial_code: '+91',
      role: 'PROPERTY_MANAGER',
      all_properties: false,
      property_ids: [2],
      can_collect_cash: true,
      police_verification_status: 'VERIFIED',
      police_verification_date: '2026-11-02',
      monthly_salary_paise: 2200000,
    })
    await expectToast('Neha Joshi added')
    await waitFor(() => expect(body().queryByRole('form', { name: 'Add staff' })).toBeNull())
  },
}

export const ValidatesPhonePoliceDateAndProperties: Story = {
  play: async ({ canvasElement }) => {
    const form = await openAddSheet(canvasElement)
    const phone = form.getByRole('textbox', { name: 'Mobile number' })
    await userEvent.click(form.getByRole('button', { name: 'Add staff member' }))
    await expect(await form.findByText('Enter the name')).toBeVisible()
    await expect(form.getByText('Enter the mobile number')).toBeVisible()
    await expect(form.getByText('Choose the role')).toBeVisible()

    await userEvent.type(phone, '5845012345')
    await userEvent.tab()
    await expect(
      await form.findByText('Enter a 10-digit mobile number starting with 6, 7, 8 or 9'),
    ).toBeVisible()
    await expect(phone).toHaveAccessibleDescription(/starting with 6, 7, 8 or 9/)
    await userEvent.clear(phone)
    await userEvent.type(phone, '98450 1234')
    await userEvent.tab()
    await expect(await form.findByText('Use digits only, without spaces or the country code')).toBeVisible()

    const policeDate = form.getByLabelText(/Verification date/)
    await expect(policeDate).toBeDisabled()
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Police verification' }), 'Submitted')
    await expect(policeDate).toBeEnabled()
    await userEvent.click(form.getByRole('checkbox', { name: 'All properties, including ones added later' }))
    await userEvent.click(form.getByRole('button', { name: 'Add staff member' }))
    await expect(await form.findByText('Enter the date of the police verification')).toBeVisible()
    await expect(form.getByText('Choose at least one property, or All properties')).toBeVisible()
    await expect(sent.created).toHaveLength(0)
  },
}

export const ShowsATakenPhoneBesideThePhone: Story = {
  play: async ({ canvasElement }) => {
    const form = await openAddSheet(canvasElement)
    await userEvent.type(form.getByRole('textbox', { name: 'Name' }), 'Kiran Rao')
    await userEvent.type(form.getByRole('textbox', { name: 'Mobile number' }), TAKEN_PHONE)
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Role' }), 'Cook')
    await userEvent.click(form.getByRole('button', { name: 'Add staff member' }))
    await waitFor(() => expect(sent.created).toHaveLength(1))
    await expect(await form.findByText('Meena Iyer already has this number')).toBeVisible()
    await expect(form.getByRole('textbox', { name: 'Mobile number' })).toHaveAccessibleDescription(
      'Meena Iyer already has this number',
    )
    await expectToast('Another staff member has this phone number')
    // What was typed stays for a correction.
    await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('Kiran Rao')
    await expect(form.getByRole('combobox', { name: 'Role' })).toHaveValue('COOK')
  },
}

export const SubmitsThenDisputesAHandover: Story = {
  play: async ({ canvasElement }) => {
    const sheet = await openStaff(canvasElement, 'Ravi Kumar')
    await expect(await sheet.findByRole('heading', { name: 'Cash in hand: ₹4,500.00' })).toBeVisible()
    await expect(await sheet.findByText('Aarav Sharma')).toBeVisible()
    const form = within(sheet.getByRole('form', { name: 'Record handover' }))
    await expect(form.getByText('Expected: ₹4,500.00 (the cash in hand now)')).toBeVisible()
    const declared = form.getByRole('textbox', { name: 'Cash handed over' })
    await userEvent.clear(declared)
    await userEvent.type(declared, '4000')
    await userEvent.type(
      form.getByRole('textbox', { name: 'Handover note' }),
      'Short by 500, says he paid the plumber',
    )
    await userEvent.click(form.getByRole('button', { name: 'Submit handover' }))
    await waitFor(() => expect(sent.handovers).toHaveLength(1))
    await expect(sent.handovers[0]).toEqual({
      staffId: 101,
      body: { declared_paise: 400000, note: 'Short by 500, says he paid the plumber', submit: true },
    })
    await expectToast('Handover of ₹4,000 submitted')

    const item = within(await sheet.findByRole('listitem', { name: 'Handover of ₹4,000.00, Submitted' }))
    await expect(item.getByText(/Variance −₹500.00/)).toBeVisible()
    await expect(item.queryByRole('button', { name: 'Discard' })).toBeNull()
    await userEvent.click(item.getByRole('button', { name: 'Dispute' }))
    await userEvent.click(item.getByRole('button', { name: 'Dispute handover' }))
    await expect(await item.findByText('Say what is wrong with the handover')).toBeVisible()
    await expect(sent.actions).toHaveLength(0)
    await userEvent.type(
      item.getByRole('textbox', { name: /Reason for the dispute/ }),
      'No plumber bill shown',
    )
    await userEvent.click(item.getByRole('button', { name: 'Dispute handover' }))
    await waitFor(() => expect(sent.actions).toHaveLength(1))
    await expect(sent.actions[0]).toEqual({
      id: 601,
      body: { action: 'DISPUTE', reason: 'No plumber bill shown' },
    })
    await expectToast('Handover disputed')
    const disputed = within(await sheet.findByRole('listitem', { name: 'Handover of ₹4,000.00, Disputed' }))
    await expect(disputed.getByText('Disputed: No plumber bill shown')).toBeVisible()
    await expect(disputed.queryByRole('button')).toBeNull()
  },
}

export const DeleteDeactivatesAStaffMemberOnRecords: Story = {
  play: async ({ canvasElement }) => {
    const sheet = await openStaff(canvasElement, 'Ravi Kumar')
    await userEvent.click(await sheet.findByRole('button', { name: 'Delete' }))
    const dialog = within(await findModal('Delete Ravi Kumar?', 'alertdialog'))
    await waitFor(() => expect(dialog.getByText(/they are deactivated instead/)).toBeVisible())
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(sent.deleted).toEqual([101]))
    await expectToast('Ravi Kumar is on 12 payments, so was deactivated instead')
    await expect(await sheet.findByRole('button', { name: 'Reactivate' })).toBeVisible()
  },
}

export const CollectionsTotalsAndCsvOfEveryPage: Story = {
  parameters: { route: { url: '/services/staff?tab=collections' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const table = await canvas.findByRole('table', { name: 'Staff collections' })
    await within(table).findByText('Ravi Kumar')
    // 150 rows: cash 1,000 + 2,000 + … + 1,50,000 = ₹1,13,25,000; other 150 × 500 = ₹75,000.
    await expect(canvas.getByRole('status', { name: 'Totals' })).toHaveTextContent(
      'Totals · Cash ₹1,13,25,000.00 · Other modes ₹75,000.00 · All ₹1,14,00,000.00',
    )
    const month = sent.collectionQueries[0].get('month')
    await expect(month).toMatch(/^\d{4}-\d{2}$/)

    const blobs: Blob[] = []
    const createUrl = spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob)
      return 'blob:staff-collections'
    })
    const downloads: string[] = []
    const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push(this.download)
    })
    try {
      sent.collectionQueries.length = 0
      await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }))
      await waitFor(() => expect(downloads).toEqual([`staff-collections-${month}.csv`]))
      await expect(sent.collectionQueries.map((query) => [query.get('offset'), query.get('limit')])).toEqual([
        ['0', '100'],
        ['100', '100'],
      ])
      const bytes = new Uint8Array(await blobs[0].arrayBuffer())
      await expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
      const lines = new TextDecoder().decode(bytes).split('\r\n')
      await expect(lines[0]).toBe(
        'Staff,Role,Cash (₹),Other modes (₹),Total (₹),Payments,Last collected,Cash in hand (₹)',
      )
      await expect(lines[1]).toBe('Ravi Kumar,Warden,1000.00,500.00,1500.00,3,2026-11-20T06:30:00Z,4500.00')
      await expect(lines[6]).toBe('"Shah, Priya",Warden,6000.00,500.00,6500.00,3,2026-11-20T06:30:00Z,0.00')
      await expect(lines[150]).toMatch(/^Staff Member 150,Warden,150000.00,/)
      await expect(lines).toHaveLength(152)
    } finally {
      createUrl.mockRestore()
      click.mockRestore()
    }
  },
}
