import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { http, HttpResponse } from 'msw'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { inSheetFrame } from '../../testing/sheetFrame'
import { withAppProviders } from '../../testing/storyProviders'
import { expectToast } from '../../testing/storyToasts'
import { today } from '../../app/core/today'
import OutpassSheet from './OutpassSheet'
import { passOf } from './fixtures'
import { allHandlers, newSentLog } from './storyHandlers'
import type { OutpassStatus } from './attendanceApi'

const sent = newSentLog()

const meta = {
  title: 'Features/Attendance/Outpass sheet/Tests',
  component: OutpassSheet,
  decorators: [inSheetFrame(520), withAppProviders()],
  parameters: { layout: 'fullscreen' },
  args: { panelId: 1, outpassId: passOf('PENDING').id },
  beforeEach({ msw }) {
    Object.assign(sent, newSentLog())
    msw.use(...allHandlers(sent))
  },
} satisfies Meta<typeof OutpassSheet>

export default meta
type Story = StoryObj<typeof meta>

const actionsOf = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('region', { name: 'Actions' }))

/** The sheet of a pass in this state shows its badge and exactly these buttons. */
const showsOnly = (status: OutpassStatus, label: string, buttons: string[]): Story => ({
  args: { outpassId: passOf(status).id },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText(label, { selector: 'span' })).toBeVisible()
    const actions = await actionsOf(canvasElement)
    await expect(actions.queryAllByRole('button').map((button) => button.textContent)).toEqual(buttons)
  },
})

export const Pending = showsOnly('PENDING', 'Pending', ['Approve', 'Reject', 'Cancel pass'])
export const Approved = showsOnly('APPROVED', 'Approved', ['Mark out', 'Cancel pass'])
export const Out = showsOnly('OUT', 'Out', ['Mark in'])
export const Overdue = showsOnly('OVERDUE', 'Overdue', ['Mark in'])
export const ReturnedLate = showsOnly('RETURNED_LATE', 'Returned late', [])
export const Expired = showsOnly('EXPIRED', 'Expired', [])
export const Rejected = showsOnly('REJECTED', 'Rejected', [])

export const ShowsTheTimelineAndNoticesOfALateReturn: Story = {
  args: { outpassId: passOf('RETURNED_LATE').id },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const timeline = within(await canvas.findByRole('region', { name: 'Timeline' }))
    await expect(timeline.getByText('Requested by Anil Rao')).toBeVisible()
    await expect(timeline.getByText('Approved by Meera Pillai')).toBeVisible()
    await expect(timeline.getByText('Went out by Meera Pillai')).toBeVisible()
    await expect(timeline.getByText('Came back by Meera Pillai')).toBeVisible()
    await expect(
      within(canvas.getByRole('region', { name: 'Pass details' })).getByText('1 h 35 min'),
    ).toBeVisible()
    await expect(
      within(canvas.getByRole('region', { name: 'Notices sent' })).getByText('Late return to the guardian'),
    ).toBeVisible()
    await expect(canvas.getByText(/a returned late pass takes no actions/)).toBeVisible()
  },
}

export const RejectNeedsAReason: Story = {
  play: async ({ canvasElement }) => {
    const actions = await actionsOf(canvasElement)
    await userEvent.click(actions.getByRole('button', { name: 'Reject' }))
    await expect(actions.getByLabelText(/^Reason or remark/)).toHaveAccessibleDescription(
      /Enter the reason for rejecting/,
    )
    await expect(sent.actions).toEqual([])
    await userEvent.type(actions.getByLabelText(/^Reason or remark/), 'Exams next week')
    await userEvent.selectOptions(actions.getByLabelText(/^By/), 'staff:31')
    await userEvent.click(actions.getByRole('button', { name: 'Reject' }))
    await waitFor(() =>
      expect(sent.actions).toEqual([
        { id: passOf('PENDING').id, body: { action: 'REJECT', remarks: 'Exams next week', by_staff_id: 31 } },
      ]),
    )
    await expectToast("Rohan Iyer's pass rejected")
  },
}

export const MarksInAtAGivenTime: Story = {
  args: { outpassId: passOf('OVERDUE').id },
  play: async ({ canvasElement }) => {
    const actions = await actionsOf(canvasElement)
    await userEvent.type(actions.getByLabelText(/^Came back at/), '23:10')
    await userEvent.click(actions.getByRole('button', { name: 'Mark in' }))
    await waitFor(() =>
      expect(sent.actions).toEqual([
        {
          id: passOf('OVERDUE').id,
          body: { action: 'MARK_IN', at: `${today()}T23:10:00+05:30` },
        },
      ]),
    )
    await expectToast("Rohan Iyer's pass marked in")
  },
}

export const ShowsARefusalsMessage: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('*/outpass/api/v1/operator/action/:id', () =>
        HttpResponse.json(
          { message: 'This property needs the guardian’s approval before a pass is approved' },
          { status: 409 },
        ),
      ),
    )
  },
  play: async ({ canvasElement }) => {
    const actions = await actionsOf(canvasElement)
    await userEvent.click(actions.getByRole('button', { name: 'Approve' }))
    await expect(await actions.findByRole('alert')).toHaveTextContent(
      'This property needs the guardian’s approval before a pass is approved',
    )
    await userEvent.click(actions.getByLabelText('The guardian has approved'))
    await expect(actions.getByLabelText('The guardian has approved')).toBeChecked()
  },
}
