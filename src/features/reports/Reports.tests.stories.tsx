import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { expectNoSeriousAxeViolations } from '../../testing/axe'
import { withAppProviders } from '../../testing/storyProviders'
import { expectToast } from '../../testing/storyToasts'
import { reportJobs, runningJob } from './fixtures'
import ReportsPage from './ReportsPage'
import { newReportSentLog, newReportState, reportHandlers, type ReportSentLog } from './storyHandlers'

const sent: ReportSentLog = newReportSentLog()
const WAIT = { timeout: 5000 }
/** Two polls at 2 s each, with room for a loaded CI machine. */
const POLLS = { timeout: 9000 }

const meta = {
  title: 'Features/Reports/Tests',
  component: ReportsPage,
  decorators: [withAppProviders({ path: '/reports', url: '/reports' })],
  parameters: { layout: 'fullscreen' },
  beforeEach({ msw }) {
    Object.assign(sent, newReportSentLog())
    msw.use(...reportHandlers({ sent, state: newReportState({ run: false }) }))
  },
} satisfies Meta<typeof ReportsPage>

export default meta
type Story = StoryObj<typeof meta>

const body = () => within(document.body)
const sheetForm = async (name: string) => within(await body().findByRole('form', { name }, WAIT))
const jobItem = async (canvasElement: HTMLElement, name: string) =>
  within(await within(canvasElement).findByRole('listitem', { name }, POLLS))

export const GenerateAReport: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const money = within(await canvas.findByRole('region', { name: 'Money' }, WAIT))
    await expect(money.getByText('Every resident with rent, dues raised and paid in the period.')).toBeVisible()
    await expectNoSeriousAxeViolations(canvasElement)
    await userEvent.click(money.getByRole('button', { name: 'Generate Rent roll' }))

    const form = await sheetForm('Generate Rent roll')
    await userEvent.click(await form.findByRole('checkbox', { name: 'Lakeview Hostel' }))
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Period' }), 'last_financial_year')
    await userEvent.click(form.getByRole('radio', { name: 'CSV' }))
    await userEvent.type(form.getByRole('textbox', { name: /E-mail the file to/ }), 'owner@sunrisepg.in')
    await expectNoSeriousAxeViolations(document.body)
    await userEvent.click(form.getByRole('button', { name: 'Generate report' }))

    await waitFor(() =>
      expect(sent.generated).toEqual([
        expect.objectContaining({
          report_type: 'RENT_ROLL',
          format: 'CSV',
          property_ids: [2],
          emails: ['owner@sunrisepg.in'],
        }),
      ]),
    )
    const [request] = sent.generated
    await expect(request?.as_of).toBeUndefined()
    await expect(request?.from_date?.endsWith('-04-01')).toBe(true)
    await expect(request?.to_date?.endsWith('-03-31')).toBe(true)
    await expectToast('Rent roll queued')
    const job = await jobItem(canvasElement, 'Rent roll #4')
    await expect(job.getByText('Queued')).toBeVisible()
    await expect(job.getByRole('progressbar', { name: 'Progress of Rent roll' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    )
    await expect(job.getByText(/Lakeview Hostel · .* · CSV/)).toBeVisible()
  },
}

export const ValidationNextToTheField: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    // An as-of report asks for one day, not a period.
    await userEvent.click(await canvas.findByRole('button', { name: 'Generate Dues ageing' }, WAIT))
    const asOf = await sheetForm('Generate Dues ageing')
    await expect(asOf.queryByRole('combobox', { name: 'Period' })).toBeNull()
    await expect(asOf.getByText('The report shows the position at the end of this day')).toBeInTheDocument()
    await expect(asOf.queryByLabelText(/^From/)).toBeNull()
    await userEvent.click(asOf.getByRole('button', { name: 'Cancel' }))

    await userEvent.click(await canvas.findByRole('button', { name: 'Generate Occupancy' }))
    const form = await sheetForm('Generate Occupancy')
    await expect(form.getByRole('combobox', { name: 'Period' })).toHaveValue('this_month')
    const emails = form.getByRole('textbox', { name: /E-mail the file to/ })
    await userEvent.type(emails, 'owner@sunrisepg.in, not-an-address')
    await userEvent.click(form.getByRole('button', { name: 'Generate report' }))
    await expect(await form.findByText('Not an e-mail address: not-an-address')).toBeVisible()
    await expect(emails).toHaveAccessibleDescription(/Not an e-mail address: not-an-address/)
    await expect(sent.generated).toEqual([])
  },
}

export const ServerFieldErrorNextToTheField: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...reportHandlers({
        sent,
        state: newReportState({ run: false }),
        generateError: { field: 'body.from_date', message: 'The period starts before your first property' },
      }),
    )
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Generate Rent roll' }, WAIT))
    const form = await sheetForm('Generate Rent roll')
    await userEvent.type(form.getByRole('textbox', { name: /E-mail the file to/ }), 'owner@sunrisepg.in')
    await userEvent.click(form.getByRole('button', { name: 'Generate report' }))
    await waitFor(
      () =>
        expect(form.getByLabelText(/^From/)).toHaveAccessibleDescription(
          /The period starts before your first property/,
        ),
      WAIT,
    )
    // What was typed stays.
    await expect(form.getByRole('textbox', { name: /E-mail the file to/ })).toHaveValue('owner@sunrisepg.in')
  },
}

export const ProgressAdvancesThenReady: Story = {
  beforeEach({ msw }) {
    msw.use(...reportHandlers({ sent, state: newReportState({ jobs: [runningJob, ...reportJobs] }) }))
  },
  play: async ({ canvasElement }) => {
    const job = await jobItem(canvasElement, 'Complaint SLA #4')
    const bar = job.getByRole('progressbar', { name: 'Progress of Complaint SLA' })
    await expect(bar).toHaveAttribute('aria-valuenow', '20')
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '60'), POLLS)
    const ready = await job.findByRole('button', { name: 'Download Complaint SLA' }, POLLS)
    await expect(job.getByText('Ready')).toBeVisible()
    await expect(job.queryByRole('progressbar')).toBeNull()
    await expect(job.getByText('48 rows · 18.0 kB')).toBeVisible()
    // Nothing is unfinished any more: the list stops being polled.
    const calls = sent.listCalls
    await new Promise((resolve) => setTimeout(resolve, 2500))
    await expect(sent.listCalls).toBe(calls)

    await userEvent.click(ready)
    await waitFor(() => expect(sent.downloads).toHaveLength(1))
    await expect(sent.downloads[0]).toMatch(/\/report\/api\/v1\/operator\/report\/4\/download\?disposition=attachment$/)
  },
}

export const RerunAFailedReport: Story = {
  play: async ({ canvasElement }) => {
    const failed = await jobItem(canvasElement, 'Dues ageing #2')
    await expect(failed.getByText('The report could not be written: the disk is full.')).toBeVisible()
    await expect(failed.getByText('Lakeview Hostel · as of 20/11/2026 · PDF')).toBeVisible()
    await expect(failed.queryByRole('button', { name: 'Download Dues ageing' })).toBeNull()
    await userEvent.click(failed.getByRole('button', { name: 'Re-run Dues ageing' }))
    await waitFor(() => expect(sent.reruns).toEqual([2]))
    await expectToast('Dues ageing queued again')
    const again = await jobItem(canvasElement, 'Dues ageing #4')
    await expect(again.getByText('Queued')).toBeVisible()
  },
}

export const EmailAReadyReport: Story = {
  play: async ({ canvasElement }) => {
    const ready = await jobItem(canvasElement, 'Rent roll #3')
    await userEvent.click(ready.getByRole('button', { name: 'E-mail Rent roll' }))
    const form = await sheetForm('E-mail Rent roll')
    const addresses = form.getByRole('textbox', { name: /E-mail addresses/ })
    await userEvent.click(form.getByRole('button', { name: 'Send e-mail' }))
    await expect(await form.findByText('Enter at least one address')).toBeVisible()
    await userEvent.type(addresses, 'owner@sunrisepg.in, accounts@sunrisepg.in')
    await userEvent.click(form.getByRole('button', { name: 'Send e-mail' }))
    await waitFor(() =>
      expect(sent.emailed).toEqual([{ id: 3, body: { emails: ['owner@sunrisepg.in', 'accounts@sunrisepg.in'] } }]),
    )
    await expectToast("E-mail to owner@sunrisepg.in, accounts@sunrisepg.in written to the server's outbox folder")
    const emails = within(within(canvasElement).getByRole('list', { name: 'Report e-mails' }))
    await expect(await emails.findByText(/To owner@sunrisepg.in, accounts@sunrisepg.in · Rent roll #3/, {}, WAIT)).toBeVisible()
    await expect(emails.getByText("Outbox")).toBeVisible()
    await expect(emails.getByText(/Written to the server's outbox folder as report-3-/)).toBeVisible()
  },
}

const failing = { now: true }

export const ListFailsThenRetry: Story = {
  beforeEach({ msw }) {
    failing.now = true
    msw.use(...reportHandlers({ sent, failing, state: newReportState({ run: false }) }))
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('The reports could not be loaded', {}, WAIT)).toBeVisible()
    await expectNoSeriousAxeViolations(canvasElement)
    failing.now = false
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await expect(await canvas.findByRole('listitem', { name: 'Rent roll #3' }, WAIT)).toBeVisible()
    await expect(canvas.queryByText('The reports could not be loaded')).toBeNull()
  },
}

export const NoReportsYet: Story = {
  beforeEach({ msw }) {
    msw.use(...reportHandlers({ sent, state: newReportState({ jobs: [], emails: [] }) }))
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('No reports yet', {}, WAIT)).toBeVisible()
    await expect(await canvas.findByText('No report e-mails yet')).toBeVisible()
  },
}
