import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { http, HttpResponse } from 'msw'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { findModal } from '../../testing/storyDialogs'
import { withAppProviders } from '../../testing/storyProviders'
import { expectToast } from '../../testing/storyToasts'
import ComplaintSheet from './ComplaintSheet'
import ComplaintsPage from './ComplaintsPage'
import { complaintsHandlers, newComplaintsSentLog, type ComplaintsSentLog } from './storyHandlers'

const sent: ComplaintsSentLog = newComplaintsSentLog()

const meta = {
  title: 'Features/Complaints/Complaints page/Tests',
  component: ComplaintsPage,
  decorators: [withAppProviders({ path: '/services/complaints', url: '/services/complaints' })],
  parameters: { layout: 'fullscreen' },
  beforeEach({ msw }) {
    Object.assign(sent, newComplaintsSentLog())
    msw.use(...complaintsHandlers(sent))
  },
} satisfies Meta<typeof ComplaintsPage>

export default meta
type Story = StoryObj<typeof meta>

const body = () => within(document.body)

/** The sheet of complaint `id` on its own (1 open, 2 in progress, 3 on hold, 4 resolved, 5 closed, 6 declined). */
const sheetOf = (id: number): Partial<Story> => ({
  render: () => <ComplaintSheet panelId={1} complaintId={id} />,
})

async function actions() {
  return within(await body().findByRole('group', { name: 'Status actions' }, { timeout: 5000 }))
}

async function expectOnlyMoves(names: string[]) {
  const group = await actions()
  await waitFor(() => expect(group.getAllByRole('button').map((button) => button.textContent)).toEqual(names))
}

async function upload(scope: ReturnType<typeof within>, files: File[]) {
  await userEvent.upload(scope.getByLabelText('Choose files'), files)
}

const jpeg = (name: string) => new File(['x'], name, { type: 'image/jpeg' })

export const ListsWithStatusCountsAndFiltersInTheAddress: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const table = await canvas.findByRole('table', { name: 'Complaints' })
    await within(table).findByText('Bathroom tap leaking')
    await expect(within(table).getByText('Reopened 2×')).toBeVisible()
    await expect(within(table).getByText('Repeat')).toBeVisible()
    await expect(within(table).getByText('Due soon')).toBeVisible()
    await expect(sent.listQueries[0].get('status')).toBe('all')
    await expect(canvas.getByRole('tab', { name: /^All\s*6$/ })).toHaveAttribute('aria-selected', 'true')
    await userEvent.click(canvas.getByRole('tab', { name: /^On hold\s*1$/ }))
    await waitFor(() => expect(sent.listQueries.at(-1)?.get('status')).toBe('ON_HOLD'))
    await waitFor(() => expect(within(table).queryByText('Bathroom tap leaking')).toBeNull())
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Assignee' }), 'Unassigned')
    await waitFor(() => expect(sent.listQueries.at(-1)?.get('unassigned')).toBe('true'))
    await expect(sent.listQueries.at(-1)?.get('status')).toBe('ON_HOLD')
  },
}

export const OpenOffersStartWorkAndDecline: Story = {
  ...sheetOf(1),
  play: async () => {
    await expectOnlyMoves(['Start work', 'Decline'])
    await expect(body().getByText('Internal')).toBeVisible()
    await expect(body().getByRole('button', { name: 'Download tap.jpg' })).toBeVisible()
  },
}

export const InProgressOffersHoldResolveAndReopen: Story = {
  ...sheetOf(2),
  play: async () => expectOnlyMoves(['Put on hold', 'Resolve', 'Reopen']),
}

export const OnHoldOffersResume: Story = {
  ...sheetOf(3),
  play: async () => expectOnlyMoves(['Resume']),
}

export const ResolvedOffersCloseAndRaiseAgain: Story = {
  ...sheetOf(4),
  play: async () => {
    await expectOnlyMoves(['Close', 'Raise again'])
    await expect(body().getByRole('button', { name: 'Charge to resident' })).toBeVisible()
  },
}

export const ClosedOffersNoMove: Story = {
  ...sheetOf(5),
  play: async () => {
    await expect(await body().findByText(/No further moves/, undefined, { timeout: 5000 })).toBeVisible()
    await expect(body().queryByRole('group', { name: 'Status actions' })).toBeNull()
    await expect(body().getByText('Expense #77')).toBeVisible()
  },
}

export const HoldNeedsAComment: Story = {
  ...sheetOf(2),
  play: async () => {
    await userEvent.click((await actions()).getByRole('button', { name: 'Put on hold' }))
    const form = within(body().getByRole('form', { name: 'Put on hold' }))
    await userEvent.click(form.getByRole('button', { name: 'Put on hold' }))
    await expect(await form.findByText('Say why it is on hold')).toBeVisible()
    await expect(form.getByRole('textbox', { name: /Why on hold/ })).toHaveAccessibleDescription(
      'Say why it is on hold',
    )
    await expect(sent.updated).toHaveLength(0)
    await userEvent.type(form.getByRole('textbox', { name: /Why on hold/ }), 'Waiting for the spare part')
    await userEvent.click(form.getByRole('button', { name: 'Put on hold' }))
    await waitFor(() => expect(sent.updated).toHaveLength(1))
    await expect(sent.updated[0]).toEqual({
      id: 2,
      form: { status: 'ON_HOLD', comment: 'Waiting for the spare part' },
    })
    await expectToast('Complaint put on hold')
  },
}

export const ResolvesWithACost: Story = {
  ...sheetOf(2),
  play: async () => {
    await userEvent.click((await actions()).getByRole('button', { name: 'Resolve' }))
    const form = within(body().getByRole('form', { name: 'Resolve' }))
    await userEvent.type(form.getByRole('textbox', { name: /Resolution notes/ }), 'Replaced the capacitor')
    await userEvent.type(form.getByRole('textbox', { name: 'Repair cost' }), '850')
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Who pays' }), 'The resident')
    await userEvent.click(form.getByRole('button', { name: 'Resolve' }))
    await waitFor(() => expect(sent.updated).toHaveLength(1))
    await expect(sent.updated[0]).toEqual({
      id: 2,
      form: {
        status: 'RESOLVED',
        resolution_notes: 'Replaced the capacitor',
        cost_paise: '85000',
        cost_paid_by: 'RESIDENT',
      },
    })
    await expectToast('Complaint resolved')
  },
}

export const AssignsToAVendor: Story = {
  ...sheetOf(1),
  play: async () => {
    const form = within(await body().findByRole('form', { name: 'Assign complaint' }, { timeout: 5000 }))
    await userEvent.click(form.getByRole('button', { name: 'Assign' }))
    await expect(await form.findByText('Choose the vendor')).toBeVisible()
    await userEvent.selectOptions(
      form.getByRole('combobox', { name: /^Vendor/ }),
      await form.findByRole('option', { name: 'Sai Plumbing Works' }),
    )
    await userEvent.type(form.getByRole('textbox', { name: 'Assignment note' }), 'Come before noon')
    await userEvent.click(form.getByRole('button', { name: 'Assign' }))
    await waitFor(() => expect(sent.assigned).toHaveLength(1))
    await expect(sent.assigned[0]).toEqual({
      id: 1,
      body: { assignee_type: 'VENDOR', vendor_id: 31, note: 'Come before noon' },
    })
    await expectToast('Assigned to Sai Plumbing Works')
  },
}

export const ShowsAConflict: Story = {
  ...sheetOf(1),
  beforeEach({ msw }) {
    msw.use(
      http.put('*/complaint/api/v1/operator/complaint/:id/update', () =>
        HttpResponse.json({ message: 'This complaint is already declined' }, { status: 409 }),
      ),
    )
  },
  play: async () => {
    await userEvent.click((await actions()).getByRole('button', { name: 'Start work' }))
    const section = within(body().getByRole('region', { name: 'Actions' }))
    await expect(await section.findByRole('alert')).toHaveTextContent('This complaint is already declined')
  },
}

async function openRaiseForm(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Raise complaint' }))
  return within(await body().findByRole('form', { name: 'Raise complaint' }, { timeout: 5000 }))
}

export const RaisesAComplaintWithFiles: Story = {
  play: async ({ canvasElement }) => {
    const form = await openRaiseForm(canvasElement)
    await userEvent.click(form.getByRole('button', { name: 'Raise complaint' }))
    await expect(await form.findByText('Choose the property')).toBeVisible()
    await expect(form.getByText('Choose the type of complaint')).toBeVisible()
    await expect(form.getByText('Enter a title')).toBeVisible()
    await userEvent.selectOptions(form.getByRole('combobox', { name: /^Property/ }), 'Koramangala Nest')
    await userEvent.selectOptions(
      form.getByRole('combobox', { name: 'Room' }),
      await form.findByRole('option', { name: 'G01 · Ground floor' }),
    )
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Resident' }), 'Aarav Sharma · G01')
    await userEvent.selectOptions(form.getByRole('combobox', { name: /^Type/ }), 'Plumbing')
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Priority' }), 'High')
    await expect(form.getByText('Respond within 4 h, resolve within 1 d')).toBeVisible()
    await userEvent.type(form.getByRole('textbox', { name: /^Title/ }), 'Shower has no hot water')
    await upload(form, [jpeg('shower.jpg')])
    await userEvent.click(form.getByRole('button', { name: 'Raise complaint' }))
    await waitFor(() => expect(sent.created).toHaveLength(1))
    await expect(sent.created[0]).toEqual({
      property_id: '1',
      type_id: '1',
      priority: 'HIGH',
      title: 'Shower has no hot water',
      room_id: '201',
      tenant_id: '501',
      file: ['shower.jpg'],
    })
    await expectToast('Complaint CMP-2026-00090 raised')
  },
}

export const RefusesASixthFileAndShowsTheServersVerdict: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('*/complaint/api/v1/operator/complaint/create', () =>
        HttpResponse.json(
          {
            message: 'invoice.jpg is not a JPEG, PNG, PDF or MP4',
            errors: [{ field: 'body.file', message: 'invoice.jpg is not a JPEG, PNG, PDF or MP4' }],
          },
          { status: 400 },
        ),
      ),
    )
  },
  play: async ({ canvasElement }) => {
    const form = await openRaiseForm(canvasElement)
    await upload(
      form,
      [1, 2, 3, 4, 5].map((at) => jpeg(`photo-${at}.jpg`)),
    )
    await upload(form, [jpeg('photo-6.jpg')])
    await expect(await form.findByText('Attach at most 5 files')).toBeVisible()
    await expect(form.queryByText('photo-6.jpg')).toBeNull()
    for (let at = 1; at <= 5; at += 1) {
      await userEvent.click(form.getByRole('button', { name: `Remove photo-${at}.jpg` }))
    }
    await upload(form, [jpeg('invoice.jpg')])
    await userEvent.selectOptions(form.getByRole('combobox', { name: /^Property/ }), 'Koramangala Nest')
    await userEvent.selectOptions(form.getByRole('combobox', { name: /^Type/ }), 'Plumbing')
    await userEvent.type(form.getByRole('textbox', { name: /^Title/ }), 'Broken window')
    await userEvent.click(form.getByRole('button', { name: 'Raise complaint' }))
    await expect(
      await form.findByText('invoice.jpg is not a JPEG, PNG, PDF or MP4', { selector: 'p' }),
    ).toBeVisible()
    await expect(form.getByRole('textbox', { name: /^Title/ })).toHaveValue('Broken window')
  },
}

export const VendorFormChecksGstinAndPan: Story = {
  parameters: { route: { url: '/services/complaints?tab=vendors' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await within(await canvas.findByRole('table', { name: 'Vendors' })).findByText('Sai Plumbing Works')
    await userEvent.click(canvas.getByRole('button', { name: 'Add vendor' }))
    const form = within(await body().findByRole('form', { name: 'Add vendor' }, { timeout: 5000 }))
    await userEvent.type(form.getByRole('textbox', { name: /^Vendor name/ }), 'Kumar Carpentry')
    await userEvent.type(form.getByRole('textbox', { name: /^Phone number/ }), '9845033333')
    await userEvent.click(form.getByRole('checkbox', { name: 'Carpentry' }))
    await userEvent.type(form.getByRole('textbox', { name: /^GSTIN/ }), '29ABCDE1234F1ZA')
    await userEvent.type(form.getByRole('textbox', { name: 'PAN' }), 'ZZZZZ9999Z')
    await userEvent.click(form.getByRole('button', { name: 'Add vendor' }))
    await expect(
      await form.findByText('The GSTIN has a typing mistake: its last character does not match the rest.'),
    ).toBeVisible()
    const gstin = form.getByRole('textbox', { name: /^GSTIN/ })
    await userEvent.clear(gstin)
    await userEvent.type(gstin, '29ABCDE1234F1ZW')
    await userEvent.click(form.getByRole('button', { name: 'Add vendor' }))
    await expect(
      await form.findByText('The PAN does not match the GSTIN, which holds ABCDE1234F'),
    ).toBeVisible()
    await expect(sent.vendorsCreated).toHaveLength(0)
    const pan = form.getByRole('textbox', { name: 'PAN' })
    await userEvent.clear(pan)
    await userEvent.type(pan, 'abcde1234f')
    await userEvent.click(form.getByRole('button', { name: 'Add vendor' }))
    await waitFor(() => expect(sent.vendorsCreated).toHaveLength(1))
    await expect(sent.vendorsCreated[0]).toEqual({
      name: 'Kumar Carpentry',
      phone_number: '9845033333',
      services: ['CARPENTRY'],
      record_kinds: ['COMPLAINT', 'EXPENSE'],
      gstin: '29ABCDE1234F1ZW',
      pan: 'ABCDE1234F',
      property_ids: [],
    })
    await expectToast('Kumar Carpentry added')
  },
}

export const DeletingAVendorOnRecordsDeactivatesIt: Story = {
  parameters: { route: { url: '/services/complaints?tab=vendors' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('row', { name: /Sai Plumbing Works/ }))
    const sheet = within(await body().findByRole('dialog', { name: 'Sai Plumbing Works' }, { timeout: 5000 }))
    await userEvent.click(await sheet.findByRole('button', { name: 'Delete vendor' }))
    const dialog = within(await findModal('Delete Sai Plumbing Works?', 'alertdialog'))
    await waitFor(() => expect(dialog.getByText(/it will be deactivated instead/)).toBeVisible())
    await userEvent.click(dialog.getByRole('button', { name: 'Deactivate' }))
    await waitFor(() => expect(sent.vendorsDeleted).toEqual([31]))
    await expectToast('Sai Plumbing Works has 4 complaints, so was deactivated instead')
  },
}

export const EditsATypesSlaTargetsInHours: Story = {
  parameters: { route: { url: '/services/complaints?tab=sla' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const plumbing = await canvas.findByRole('row', { name: /Plumbing/ })
    await expect(within(plumbing).getByText('4 h / 1 d')).toBeVisible()
    await userEvent.click(plumbing)
    const form = within(
      await body().findByRole('form', { name: 'SLA targets for Plumbing' }, { timeout: 5000 }),
    )
    const resolve = form.getByRole('textbox', { name: 'High: resolve within (h)' })
    await userEvent.clear(resolve)
    await userEvent.type(resolve, '2')
    await userEvent.click(form.getByRole('button', { name: 'Save targets' }))
    await expect(await form.findByText('Resolution cannot come before the first response')).toBeVisible()
    await expect(sent.typesUpdated).toEqual([])
    await userEvent.clear(resolve)
    await userEvent.type(resolve, '30')
    await userEvent.click(form.getByRole('checkbox', { name: 'Offer this type for new complaints' }))
    await userEvent.click(form.getByRole('button', { name: 'Save targets' }))
    await waitFor(() => expect(sent.typesUpdated).toHaveLength(1))
    await expect(sent.typesUpdated[0]).toEqual({
      id: 1,
      body: {
        is_active: false,
        sla_targets: {
          URGENT: { response_minutes: 60, resolution_minutes: 480 },
          HIGH: { response_minutes: 240, resolution_minutes: 1800 },
          MEDIUM: { response_minutes: 1440, resolution_minutes: 4320 },
          LOW: { response_minutes: 4320, resolution_minutes: 10080 },
        },
      },
    })
    await expectToast('Targets of Plumbing saved')
  },
}
