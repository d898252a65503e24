import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { http, HttpResponse } from 'msw'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { inSheetFrame } from '../../testing/sheetFrame'
import { withAppProviders } from '../../testing/storyProviders'
import { expectToast } from '../../testing/storyToasts'
import { tenantDetail } from './fixtures'
import { resetSent, sent, transferHandlers } from './storyHandlers'
import TransferSheet from './TransferSheet'

const meta = {
  title: 'Features/Tenants/Transfer sheet/Tests',
  component: TransferSheet,
  decorators: [inSheetFrame(600), withAppProviders()],
  parameters: { layout: 'fullscreen' },
  args: { panelId: 1, tenantId: 101 },
  beforeEach({ msw }) {
    resetSent()
    msw.use(...transferHandlers)
  },
} satisfies Meta<typeof TransferSheet>

export default meta
type Story = StoryObj<typeof meta>

const formOf = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('form', { name: 'Transfer room' }))

async function setDate(field: HTMLElement, value: string) {
  await userEvent.clear(field)
  await userEvent.type(field, value)
}

/** Picks the date and a bed once the free beds have loaded. */
async function chooseBed(form: ReturnType<typeof within>, bed: RegExp) {
  await setDate(form.getByLabelText(/First night on the new bed/), '2026-11-15')
  const option = await form.findByRole('option', { name: bed })
  await userEvent.selectOptions(form.getByLabelText(/New bed/), option)
}

const quoteOf = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Transfer quote' }))

export const QuotesTheAdjustmentAndTransfers: Story = {
  play: async ({ canvasElement }) => {
    const form = await formOf(canvasElement)
    await expect(within(canvasElement).getByText('Roost Koramangala · Room 204 · Bed B')).toBeVisible()
    await chooseBed(form, /Room 301 · Bed B/)
    await expect(form.getByLabelText(/New monthly rent/)).toHaveValue('9000')
    const quote = quoteOf(canvasElement)
    await expect(
      await quote.findByText(
        /Credit ₹1,866.67 for 16 of 30 nights \(01\/11\/2026 to 30\/11\/2026\)/,
        {},
        { timeout: 3000 },
      ),
    ).toBeVisible()
    await expect(quote.getByText('₹9,000.00 a month')).toBeVisible()
    await waitFor(() =>
      expect(Object.fromEntries(sent.quotes.at(-1)!)).toEqual({
        bed_id: '51',
        from_date: '2026-11-15',
        rent_paise: '900000',
        deposit_handling: 'CARRY_FORWARD',
        rent_difference: 'PRO_RATE',
      }),
    )

    await userEvent.click(form.getByRole('button', { name: 'Confirm transfer' }))
    await waitFor(() =>
      expect(sent.transferred).toEqual({
        bed_id: 51,
        from_date: '2026-11-15',
        rent_paise: 900_000,
        deposit_handling: 'CARRY_FORWARD',
        rent_difference: 'PRO_RATE',
      }),
    )
    await expectToast('Moved to Room 301 · Bed B from 15/11/2026; ₹1,866.67 credited')
    // Spec §9: the property picker asks for 15.
    await expect(sent.pickers).toContainEqual({
      path: '/property/api/v1/operator/property/list',
      limit: '15',
    })
  },
}

export const NextPeriodAndANewDepositAreSent: Story = {
  play: async ({ canvasElement }) => {
    const form = await formOf(canvasElement)
    await chooseBed(form, /Room 207 · Bed A/)
    await userEvent.selectOptions(form.getByLabelText(/Rent difference/), 'New rent from the next period')
    await expect(
      await quoteOf(canvasElement).findByText('Nothing to adjust', {}, { timeout: 3000 }),
    ).toBeVisible()
    await userEvent.selectOptions(form.getByLabelText(/^Deposit/), 'Refund it and collect a new deposit')
    await userEvent.click(form.getByRole('button', { name: 'Confirm transfer' }))
    await expect(await form.findByText('Enter the deposit to collect')).toBeVisible()
    await expect(sent.transferred).toBeUndefined()

    await userEvent.type(form.getByLabelText(/New deposit/), '24000')
    await userEvent.type(form.getByLabelText(/Reason/), 'Wants an AC room')
    await userEvent.click(form.getByRole('button', { name: 'Confirm transfer' }))
    await waitFor(() =>
      expect(sent.transferred).toEqual({
        bed_id: 44,
        from_date: '2026-11-15',
        rent_paise: 1_200_000,
        deposit_handling: 'REFUND_AND_RECOLLECT',
        new_deposit_paise: 2_400_000,
        rent_difference: 'NEXT_PERIOD',
        reason: 'Wants an AC room',
      }),
    )
  },
}

export const ValidatesBeforeSending: Story = {
  play: async ({ canvasElement }) => {
    const form = await formOf(canvasElement)
    await setDate(form.getByLabelText(/First night on the new bed/), '2026-05-01')
    await userEvent.click(form.getByRole('button', { name: 'Confirm transfer' }))
    await expect(await form.findByText('Choose the bed to move to')).toBeVisible()
    await expect(form.getByText('The transfer cannot be before the move-in date')).toBeVisible()
    await expect(form.getByText('Enter the monthly rent')).toBeVisible()
    await expect(sent.transferred).toBeUndefined()
  },
}

export const ABedTakenOnTheDateIsRefusedNextToTheBed: Story = {
  play: async ({ canvasElement }) => {
    const form = await formOf(canvasElement)
    await chooseBed(form, /Room 301 · Bed C/)
    const message = 'Bed C is taken until 09/12/2026; choose a date from 10/12/2026'
    await expect(await form.findByText(message, {}, { timeout: 3000 })).toBeVisible()
    await expect(form.getByLabelText(/New bed/)).toHaveAttribute('aria-invalid', 'true')
    await expect(form.getByRole('button', { name: 'Confirm transfer' })).toBeDisabled()

    await chooseBed(form, /Room 301 · Bed B/)
    await waitFor(() => expect(form.queryByText(message)).toBeNull(), { timeout: 3000 })
    await expect(form.getByRole('button', { name: 'Confirm transfer' })).toBeEnabled()
  },
}

export const AServerFailureKeepsWhatWasTyped: Story = {
  play: async ({ canvasElement }) => {
    const form = await formOf(canvasElement)
    await chooseBed(form, /Room 301 · Bed B/)
    await userEvent.clear(form.getByLabelText(/New monthly rent/))
    await userEvent.type(form.getByLabelText(/New monthly rent/), '9500')
    await userEvent.type(form.getByLabelText(/Reason/), 'Provider down')
    await userEvent.click(form.getByRole('button', { name: 'Confirm transfer' }))
    await expectToast('Some unknown error has occured')
    await expect(form.getByLabelText(/New bed/)).toHaveValue('51')
    await expect(form.getByLabelText(/New monthly rent/)).toHaveValue('9500')
    await expect(form.getByLabelText(/Reason/)).toHaveValue('Provider down')
    await expect(form.getByRole('button', { name: 'Confirm transfer' })).toBeEnabled()
  },
}

export const AMovedOutTenantCannotBeTransferred: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('*/user/api/v1/operator/tenant/details/:id', () =>
        HttpResponse.json({ data: tenantDetail({ status: 'MOVED_OUT', is_bed_linked: false }) }),
      ),
    )
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('This tenant cannot be transferred')).toBeVisible()
    await expect(canvas.getByText('Moved out: there is no stay to transfer.')).toBeVisible()
    await expect(canvas.queryByRole('form', { name: 'Transfer room' })).toBeNull()
  },
}
