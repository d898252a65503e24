import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { inSheetFrame } from '../../testing/sheetFrame'
import { findModal } from '../../testing/storyDialogs'
import { withAppProviders } from '../../testing/storyProviders'
import MoveOutSheet from './MoveOutSheet'
import { moveOutHandlers, resetSent, sent } from './storyHandlers'

const meta = {
  title: 'Features/Tenants/Move-out sheet/Tests',
  component: MoveOutSheet,
  decorators: [inSheetFrame(560), withAppProviders()],
  parameters: { layout: 'fullscreen' },
  args: { panelId: 1, tenantId: 101 },
  beforeEach({ msw }) {
    resetSent()
    msw.use(...moveOutHandlers)
  },
} satisfies Meta<typeof MoveOutSheet>

export default meta
type Story = StoryObj<typeof meta>

async function setDate(field: HTMLElement, value: string) {
  await userEvent.clear(field)
  await userEvent.type(field, value)
}

const formOf = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('form', { name: 'Raise move-out' }))

export const ForecastsTheSettlementBeforeRaising: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const form = await formOf(canvasElement)
    await expect(form.getByLabelText(/Moves out/)).toHaveValue('2026-12-21')
    await setDate(form.getByLabelText(/Notice given/), '2026-11-22')
    await expect(form.getByRole('button', { name: 'Raise move-out' })).toBeDisabled()

    await userEvent.click(form.getByRole('button', { name: 'Forecast the settlement' }))
    const settlement = within(await canvas.findByRole('region', { name: 'Settlement forecast' }))
    await expect(settlement.getByText('30 of 30 days served')).toBeVisible()
    const lines = within(settlement.getByLabelText('Deposit and deductions'))
    await expect(lines.getByText('Deposit held').nextElementSibling).toHaveTextContent('₹25,000.00')
    await expect(lines.getByText('Unpaid dues')).toBeVisible()
    await expect(lines.getByText('Rent 1–21 (21 of 31 days)').nextElementSibling).toHaveTextContent(
      '−₹8,467.74',
    )
    await expect(lines.getByText('Total deductions').nextElementSibling).toHaveTextContent('₹20,967.74')
    // Refund and deductions add up to the deposit exactly.
    await expect(lines.getByText('Refund to the tenant').nextElementSibling).toHaveTextContent('₹4,032.26')
    await expect(form.getByRole('button', { name: 'Raise move-out' })).toBeEnabled()
  },
}

export const ShortNoticeAndDeductionsNeedANewForecast: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const form = await formOf(canvasElement)
    await setDate(form.getByLabelText(/Notice given/), '2026-11-22')
    await setDate(form.getByLabelText(/Moves out/), '2026-12-10')
    await userEvent.click(form.getByRole('button', { name: 'Forecast the settlement' }))
    const settlement = within(await canvas.findByRole('region', { name: 'Settlement forecast' }))
    await expect(settlement.getByText('Notice shortfall (11 days)').nextElementSibling).toHaveTextContent(
      '−₹4,583.33',
    )
    await expect(settlement.getByText('Refund to the tenant').nextElementSibling).toHaveTextContent(
      '₹3,884.41',
    )

    await userEvent.click(form.getByRole('button', { name: 'Add a deduction' }))
    await expect(canvas.queryByRole('region', { name: 'Settlement forecast' })).toBeNull()
    await expect(canvas.getByText('The form changed: forecast again before raising.')).toBeVisible()
    await expect(form.getByRole('button', { name: 'Raise move-out' })).toBeDisabled()
    await userEvent.click(form.getByRole('button', { name: 'Update the forecast' }))
    await expect(await form.findByText('Enter the amount')).toBeVisible()

    await userEvent.type(form.getByLabelText(/Amount/), '1500')
    await userEvent.type(form.getByLabelText(/^Reason/), 'Broken chair')
    await userEvent.click(form.getByRole('button', { name: 'Update the forecast' }))
    const updated = within(await canvas.findByRole('region', { name: 'Settlement forecast' }))
    await expect(updated.getByText('Damage: Broken chair').nextElementSibling).toHaveTextContent('−₹1,500.00')
    await expect(updated.getByText('Refund to the tenant').nextElementSibling).toHaveTextContent('₹2,384.41')
    await expect(sent.forecasts.at(-1)?.deductions).toEqual([
      { kind: 'DAMAGE', label: 'Damage: Broken chair', amount_paise: 150_000, reason: 'Broken chair' },
    ])

    await userEvent.click(form.getByRole('button', { name: 'Raise move-out' }))
    const dialog = within(await findModal(undefined, 'alertdialog'))
    await waitFor(() => expect(dialog.getByText(/Refund ₹2,384.41/)).toBeVisible())
    await userEvent.click(dialog.getByRole('button', { name: 'Raise move-out' }))
    await waitFor(() =>
      expect(sent.raised).toMatchObject({
        tenant_id: 101,
        move_out_date: '2026-12-10',
        notice_date: '2026-11-22',
      }),
    )
  },
}
