import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { http, HttpResponse } from 'msw'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { withAppProviders } from '../../testing/storyProviders'
import { expectToast } from '../../testing/storyToasts'
import AttendancePage from './AttendancePage'
import { today } from '../../app/core/today'
import { allHandlers, newSentLog } from './storyHandlers'

const PATH = '/services/attendance_and_outpass'
const sent = newSentLog()

const meta = {
  title: 'Features/Attendance/Attendance page/Tests',
  component: AttendancePage,
  decorators: [withAppProviders({ path: PATH, url: PATH })],
  parameters: { layout: 'fullscreen' },
  beforeEach({ msw }) {
    Object.assign(sent, newSentLog())
    msw.use(...allHandlers(sent))
  },
} satisfies Meta<typeof AttendancePage>

export default meta
type Story = StoryObj<typeof meta>

const body = () => within(document.body)
const focused = () => document.activeElement
/** A sheet's form: its chunk loads on first use, which takes a while on a busy machine. */
const sheetForm = (name: string) => body().findByRole('form', { name }, { timeout: 5000 })

export const ShowsTheFloorsWithProgressInEitherCasing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    // The second floor arrives as floorId/floorName (spec §3).
    await expect(await canvas.findByRole('heading', { name: 'First floor' })).toBeVisible()
    await expect(canvas.getByRole('meter', { name: 'Marked on First floor' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    )
    await expect(canvas.getByRole('meter', { name: 'Marked on Ground floor' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    )
    await expect(
      canvas.getByText(/^6 of 9 marked · 3 present · 1 absent · 1 on leave · 1 late/),
    ).toBeVisible()
    const absentees = canvas.getByRole('table', { name: 'Absentees of the night' })
    await expect(within(absentees).getByText('Kabir Mehta')).toBeVisible()
    await expect(canvas.getByLabelText('Night of')).toHaveValue(today())
  },
}

export const MarksAFloorWithTheKeyboardOnly: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const open = await canvas.findByRole('button', { name: 'Roll-call for Ground floor' })
    open.focus()
    await userEvent.keyboard('{Enter}')
    const form = within(await sheetForm('Roll-call of Ground floor'))
    // The resident on a pass is Leave already, with the pass's state.
    await expect(
      within(form.getByRole('radiogroup', { name: 'Rohan Iyer' })).getByLabelText('Leave'),
    ).toBeChecked()
    await expect(form.getByText('On a pass · Out')).toBeVisible()
    await expect(form.getByText(/Earlier marks of Diya Nair \(1\)/)).toBeVisible()

    // Into the first resident's marks; arrow keys walk them to Late.
    within(form.getByRole('radiogroup', { name: 'Aarav Sharma' }))
      .getByLabelText('Present')
      .focus()
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}')
    await expect(
      within(form.getByRole('radiogroup', { name: 'Aarav Sharma' })).getByLabelText('Late'),
    ).toBeChecked()
    await userEvent.tab()
    await expect(focused()).toBe(form.getByLabelText(/Entry time of Aarav Sharma/))
    await userEvent.keyboard('22:40')
    await userEvent.tab()
    await userEvent.keyboard('Bus was late')
    // Tab moves to the next resident, whose checked mark takes the focus; an arrow re-marks her.
    await userEvent.tab()
    await expect(focused()).toBe(
      within(form.getByRole('radiogroup', { name: 'Diya Nair' })).getByLabelText('Present'),
    )
    await userEvent.keyboard('{ArrowRight}')
    await expect(
      within(form.getByRole('radiogroup', { name: 'Diya Nair' })).getByLabelText('Absent'),
    ).toBeChecked()

    form.getByRole('button', { name: 'Mark the rest present' }).focus()
    await userEvent.keyboard('{Enter}')
    await expect(
      within(form.getByRole('radiogroup', { name: 'Sara Thomas' })).getByLabelText('Present'),
    ).toBeChecked()
    await expect(
      within(form.getByRole('radiogroup', { name: 'Rohan Iyer' })).getByLabelText('Leave'),
    ).toBeChecked()
    form.getByRole('button', { name: 'Save roll-call' }).focus()
    await userEvent.keyboard('{Enter}')

    await waitFor(() => expect(sent.marks).toHaveLength(1))
    await expect(sent.marks[0]).toEqual({
      attendance_date: today(),
      floor_id: 11,
      entries: [
        { tenant_id: 101, status: 'LATE', late_entry_time: '22:40', remarks: 'Bus was late' },
        { tenant_id: 102, status: 'ABSENT' },
        { tenant_id: 103, status: 'LEAVE' },
        { tenant_id: 104, status: 'PRESENT' },
      ],
    })
    await expectToast('Roll-call saved for Ground floor')
  },
}

export const LateNeedsItsEntryTime: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'Roll-call for Ground floor' }),
    )
    const form = within(await sheetForm('Roll-call of Ground floor'))
    await userEvent.click(
      within(form.getByRole('radiogroup', { name: 'Sara Thomas' })).getByLabelText('Late'),
    )
    await userEvent.click(form.getByRole('button', { name: 'Save roll-call' }))
    await expect(form.getByLabelText(/Entry time of Sara Thomas/)).toHaveAccessibleDescription(
      'Enter the entry time (HH:mm)',
    )
    await expect(sent.marks).toEqual([])
  },
}

export const FiltersPassesByStatusInTheAddress: Story = {
  parameters: { route: { url: `${PATH}?tab=outpass` } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const table = await canvas.findByRole('table', { name: 'Outpasses' })
    await waitFor(() => expect(within(table).getAllByText('Rohan Iyer')).toHaveLength(9))
    await userEvent.click(canvas.getByRole('tab', { name: /^Overdue/ }))
    await waitFor(() =>
      expect(sent.listQueries.at(-1)).toMatchObject({ status: 'OVERDUE', property_ids: '1' }),
    )
    await waitFor(() => expect(within(table).getAllByText('Rohan Iyer')).toHaveLength(1))
    await expect(within(table).getByText('4 h')).toBeVisible()

    // The export reads the filtered list 100 at a time and saves it as CSV.
    const blobs: Blob[] = []
    const original = URL.createObjectURL
    URL.createObjectURL = (blob) => {
      blobs.push(blob as Blob)
      return 'blob:about:blank'
    }
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }))
      await waitFor(() => expect(blobs).toHaveLength(1))
    } finally {
      URL.createObjectURL = original
    }
    await expect(sent.listQueries).toContainEqual(
      expect.objectContaining({ status: 'OVERDUE', offset: '0', limit: '100', property_ids: '1' }),
    )
    const lines = (await blobs[0].text()).split('\r\n')
    await expect(lines[0]).toMatch(/^\uFEFF?Resident,Phone,Property,Room,Type,From,To,Status/)
    await expect(lines[1]).toMatch(/^Rohan Iyer,9845000103,.*,Overdue,.*,240,Mysuru,/)
    await expect(lines).toHaveLength(3)
  },
}

async function openRaisePass(canvasElement: HTMLElement) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Raise pass' }))
  const form = within(await sheetForm('Raise a pass'))
  await waitFor(() => expect(form.getByRole('option', { name: /^Aarav Sharma/ })).toBeInTheDocument())
  await userEvent.selectOptions(form.getByLabelText(/^Resident/), '101')
  await userEvent.selectOptions(form.getByLabelText(/^Type/), 'NIGHT_OUT')
  await userEvent.type(form.getByLabelText(/^Leaves at/), '20:00')
  await userEvent.type(form.getByLabelText(/^Destination/), 'Indiranagar')
  await userEvent.type(form.getByLabelText(/^Reason/), 'Cousin’s birthday')
  return form
}

export const RaisesAPassAndWantsTheReturnAfterLeaving: Story = {
  parameters: { route: { url: `${PATH}?tab=outpass` } },
  play: async ({ canvasElement }) => {
    const form = await openRaisePass(canvasElement)
    await userEvent.type(form.getByLabelText(/^Returns at/), '19:00')
    await userEvent.click(form.getByRole('button', { name: 'Raise pass' }))
    await expect(form.getByLabelText(/^Returns at/)).toHaveAccessibleDescription(
      'The return must be after the leaving time',
    )
    await expect(sent.created).toEqual([])

    await userEvent.clear(form.getByLabelText(/^Returns on/))
    await userEvent.type(form.getByLabelText(/^Returns on/), '2099-01-02')
    await userEvent.clear(form.getByLabelText(/^Leaves on/))
    await userEvent.type(form.getByLabelText(/^Leaves on/), '2099-01-01')
    await userEvent.click(form.getByLabelText('The guardian has approved'))
    await userEvent.click(form.getByRole('button', { name: 'Raise pass' }))
    await waitFor(() => expect(sent.created).toHaveLength(1))
    await expect(sent.created[0]).toEqual({
      tenant_id: 101,
      type: 'NIGHT_OUT',
      from_at: '2099-01-01T20:00:00+05:30',
      to_at: '2099-01-02T19:00:00+05:30',
      destination: 'Indiranagar',
      reason: 'Cousin’s birthday',
      guardian_approved: true,
    })
    await expectToast('Pass raised for Aarav Sharma')
  },
}

export const ShowsTheServersOverlapAndLeadTimeRefusals: Story = {
  parameters: { route: { url: `${PATH}?tab=outpass` } },
  play: async ({ canvasElement }) => {
    const form = await openRaisePass(canvasElement)
    await userEvent.type(form.getByLabelText(/^Returns at/), '23:30')
    await userEvent.click(form.getByRole('button', { name: 'Raise pass' }))
    await expect(await form.findByRole('alert')).toHaveTextContent(
      'Aarav Sharma already has a pass from 24/11/2026 18:00 to 26/11/2026 20:00',
    )
    await expect(form.getByLabelText(/^Destination/)).toHaveValue('Indiranagar')
  },
  beforeEach({ msw }) {
    msw.use(
      http.post('*/outpass/api/v1/operator/outpass/create', () =>
        HttpResponse.json(
          { message: 'Aarav Sharma already has a pass from 24/11/2026 18:00 to 26/11/2026 20:00' },
          { status: 409 },
        ),
      ),
    )
  },
}

export const ShowsALeadTimeRefusalNextToTheField: Story = {
  parameters: { route: { url: `${PATH}?tab=outpass` } },
  beforeEach({ msw }) {
    msw.use(
      http.post('*/outpass/api/v1/operator/outpass/create', () =>
        HttpResponse.json(
          {
            message: 'A night out needs 24 hours notice',
            errors: [{ field: 'body.from_at', message: 'A night out needs 24 hours notice' }],
          },
          { status: 400 },
        ),
      ),
    )
  },
  play: async ({ canvasElement }) => {
    const form = await openRaisePass(canvasElement)
    await userEvent.type(form.getByLabelText(/^Returns at/), '23:30')
    await userEvent.click(form.getByRole('button', { name: 'Raise pass' }))
    await waitFor(() =>
      expect(form.getByLabelText(/^Leaves at/)).toHaveAccessibleDescription(
        'A night out needs 24 hours notice',
      ),
    )
  },
}

export const SavesThePassRules: Story = {
  parameters: { route: { url: `${PATH}?tab=outpass` } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Pass rules' }))
    const form = within(await sheetForm('Pass rules'))
    await expect(form.getByLabelText(/^Curfew/)).toHaveValue('22:00')
    await userEvent.click(form.getByRole('switch', { name: 'Guardian must approve' }))
    await userEvent.clear(form.getByLabelText(/^Curfew/))
    await userEvent.type(form.getByLabelText(/^Curfew/), '21:30')
    await userEvent.clear(form.getByLabelText(/^Grace after the return time/))
    await userEvent.type(form.getByLabelText(/^Grace after the return time/), '300')
    await userEvent.click(form.getByRole('button', { name: 'Save rules' }))
    await expect(form.getByLabelText(/^Grace after the return time/)).toHaveAccessibleDescription(
      'Enter 0 to 240 minutes',
    )
    await userEvent.clear(form.getByLabelText(/^Grace after the return time/))
    await userEvent.type(form.getByLabelText(/^Grace after the return time/), '20')
    await userEvent.clear(form.getByLabelText(/^Night passes a month/))
    await userEvent.click(form.getByRole('button', { name: 'Save rules' }))
    await waitFor(() => expect(sent.setups).toHaveLength(1))
    await expect(sent.setups[0]).toEqual({
      is_enabled: true,
      require_guardian_approval: true,
      lead_hours: { DAY_OUTING: 0, NIGHT_OUT: 24, HOME_LEAVE: 24, EMERGENCY: 0 },
      monthly_quota: null,
      curfew_time: '21:30',
      late_grace_minutes: 20,
      auto_approve_outing_hours: 4,
      auto_skip_meals: false,
    })
    await expectToast('Pass rules saved')
  },
}
