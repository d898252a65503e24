import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { http, HttpResponse } from 'msw'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { inSheetFrame } from '../../testing/sheetFrame'
import { withAppProviders } from '../../testing/storyProviders'
import { expectToast } from '../../testing/storyToasts'
import { firstOfNextMonth, today } from './dates'
import RentTermsSheet from './RentTermsSheet'
import { rentTermsHandlers, resetSent, sent } from './storyHandlers'

const meta = {
  title: 'Features/Tenants/Rent terms sheet/Tests',
  component: RentTermsSheet,
  decorators: [inSheetFrame(560), withAppProviders()],
  parameters: { layout: 'fullscreen' },
  args: { panelId: 1, tenantId: 101 },
  beforeEach({ msw }) {
    resetSent()
    msw.use(...rentTermsHandlers)
  },
} satisfies Meta<typeof RentTermsSheet>

export default meta
type Story = StoryObj<typeof meta>

const formOf = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('form', { name: 'Change rent or terms' }))

async function retype(field: HTMLElement, value: string) {
  await userEvent.clear(field)
  await userEvent.type(field, value)
}

export const SavesTheChangedTermsFromADay: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const form = await formOf(canvasElement)
    await expect(
      canvas.getByText(/Dues already raised stay as they are; rent raised for nights from the chosen day/),
    ).toBeVisible()
    await expect(canvas.getByText(/A change from 01\/12\/2026 is already planned/)).toBeVisible()
    await expect(form.getByLabelText(/Monthly rent/)).toHaveValue('12500')
    await expect(form.getByLabelText(/Deposit/)).toHaveValue('25000')
    await expect(form.getByLabelText(/Rent due on day/)).toHaveValue('5')
    await expect(form.getByLabelText(/Notice period/)).toHaveValue('30')
    await expect(form.getByLabelText(/Lock-in/)).toHaveValue('6')
    await expect(form.getByLabelText(/Applies from/)).toHaveValue(firstOfNextMonth(today()))

    await retype(form.getByLabelText(/Monthly rent/), '13500')
    await retype(form.getByLabelText(/Notice period/), '45')
    await retype(form.getByLabelText(/Applies from/), '2027-01-01')
    await userEvent.type(form.getByLabelText(/Reason/), 'Annual revision')
    await userEvent.click(form.getByRole('button', { name: 'Save terms' }))

    await waitFor(() =>
      expect(sent.terms).toEqual({
        effective_from: '2027-01-01',
        reason: 'Annual revision',
        rent_paise: 1_350_000,
        notice_period_days: 45,
      }),
    )
    await expectToast("Ananya Iyer's rent and terms saved")
  },
}

export const ShowsValidationNextToTheFields: Story = {
  play: async ({ canvasElement }) => {
    const form = await formOf(canvasElement)
    await userEvent.click(form.getByRole('button', { name: 'Save terms' }))
    await expect(await form.findByRole('status')).toHaveTextContent(
      'Change the rent, deposit, due day, notice period or lock-in first.',
    )

    await userEvent.clear(form.getByLabelText(/Monthly rent/))
    await retype(form.getByLabelText(/Rent due on day/), '29')
    await retype(form.getByLabelText(/Lock-in/), '25')
    await retype(form.getByLabelText(/Applies from/), '2026-05-31')
    await userEvent.click(form.getByRole('button', { name: 'Save terms' }))

    await expect(form.getByLabelText(/Monthly rent/)).toHaveAccessibleDescription('Enter the monthly rent')
    await expect(form.getByLabelText(/Rent due on day/)).toHaveAccessibleDescription(
      /Choose a day from 1 to 28/,
    )
    await expect(form.getByLabelText(/Lock-in/)).toHaveAccessibleDescription('Enter 0 to 24 months')
    await expect(form.getByLabelText(/Applies from/)).toHaveAccessibleDescription(
      /The new terms cannot apply before the move-in date \(01\/06\/2026\)/,
    )
    await expect(sent.terms).toBeUndefined()
  },
}

export const ShowsAServerRefusalNextToTheDate: Story = {
  play: async ({ canvasElement }) => {
    const form = await formOf(canvasElement)
    await retype(form.getByLabelText(/Rent due on day/), '7')
    await retype(form.getByLabelText(/Applies from/), '2027-04-01')
    await userEvent.click(form.getByRole('button', { name: 'Save terms' }))
    await waitFor(() =>
      expect(form.getByLabelText(/Applies from/)).toHaveAccessibleDescription(
        /Ananya moves out on 31\/03\/2027: choose a day up to then/,
      ),
    )
    await expect(sent.terms).toEqual({ effective_from: '2027-04-01', rent_due_day: 7 })
  },
}

export const KeepsWhatWasTypedWhenTheServerFails: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.put('*/user/api/v1/operator/tenant/details/:id', () => HttpResponse.json({}, { status: 500 })),
    )
  },
  play: async ({ canvasElement }) => {
    const form = await formOf(canvasElement)
    await retype(form.getByLabelText(/Deposit/), '30000')
    await userEvent.type(form.getByLabelText(/Reason/), 'Deposit raised to two months')
    await userEvent.click(form.getByRole('button', { name: 'Save terms' }))
    await expectToast('Some unknown error has occured')
    await expect(form.getByLabelText(/Deposit/)).toHaveValue('30000')
    await expect(form.getByLabelText(/Reason/)).toHaveValue('Deposit raised to two months')
    await waitFor(() => expect(form.getByRole('button', { name: 'Save terms' })).toBeEnabled())
  },
}
