import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { inSheetFrame } from '../../../testing/sheetFrame'
import { withAppProviders } from '../../../testing/storyProviders'
import { expectToast } from '../../../testing/storyToasts'
import RuleSheet from './RuleSheet'
import { houseRuleHandlers, refusingDueDay, resetSent, sent } from './storyHandlers'

const meta = {
  title: 'Features/Settings/House rule sheet/Tests',
  component: RuleSheet,
  decorators: [inSheetFrame(520), withAppProviders()],
  parameters: { layout: 'fullscreen' },
  args: { panelId: 1, rule: 'RENT_DUE_DAY' },
  beforeEach({ msw }) {
    resetSent()
    msw.use(...houseRuleHandlers)
  },
} satisfies Meta<typeof RuleSheet>

export default meta
type Story = StoryObj<typeof meta>

const formOf = async (canvasElement: HTMLElement, name: string) =>
  within(await within(canvasElement).findByRole('form', { name }))

async function retype(field: HTMLElement, value: string) {
  await userEvent.clear(field)
  await userEvent.type(field, value)
}

export const ChangesADefaultFromADate: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const form = await formOf(canvasElement, 'Change rent due day')
    await expect(canvas.getByText('From 01/12/2026: Day 7')).toBeVisible()
    await expect(form.getByLabelText(/Rent due on day/)).toHaveValue('5')
    await expect(form.getByLabelText(/Applies from/)).toHaveValue('2026-11-23')
    await retype(form.getByLabelText(/Rent due on day/), '10')
    await retype(form.getByLabelText(/Applies from/), '2027-01-01')
    await userEvent.click(form.getByRole('button', { name: 'Save default' }))
    await waitFor(() =>
      expect(sent.setDefault).toEqual({
        rule: 'RENT_DUE_DAY',
        body: { effective_from: '2027-01-01', value: { rent_due_day: 10 } },
      }),
    )
    await expectToast('Default rent due day changes from 01/01/2027')
  },
}

export const OverridesAPropertysRule: Story = {
  args: { rule: 'LATE_FEE', propertyId: 2, propertyName: 'Lakeview Girls Hostel' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const form = await formOf(canvasElement, 'Change late fee')
    await expect(canvas.getByText('Default', { selector: 'span' })).toBeVisible()
    await userEvent.selectOptions(form.getByLabelText(/Late fee/), 'FIXED')
    await retype(form.getByLabelText(/Fee \(₹\)/), '250')
    await userEvent.click(form.getByRole('button', { name: 'Save override' }))
    await waitFor(() =>
      expect(sent.setProperty).toEqual({
        id: '2',
        rule: 'LATE_FEE',
        body: { effective_from: '2026-11-23', value: { late_fee_type: 'FIXED', late_fee_value: 25_000 } },
      }),
    )
    await expectToast('Late fee overridden from 23/11/2026')
  },
}

export const RemovesAnOverrideFromADate: Story = {
  args: { rule: 'NOTICE_PERIOD', propertyId: 1, propertyName: 'Sunrise Residency' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const form = await formOf(canvasElement, 'Change notice period')
    await expect(canvas.getByText('Overridden')).toBeVisible()
    await retype(form.getByLabelText(/Applies from/), '2026-12-01')
    await userEvent.click(form.getByRole('button', { name: 'Follow the default from this date' }))
    await waitFor(() =>
      expect(sent.remove).toEqual({ id: '1', rule: 'NOTICE_PERIOD', body: { effective_from: '2026-12-01' } }),
    )
    await expectToast('Notice period follows the default from 01/12/2026')
  },
}

export const ShowsTheRulesHistory: Story = {
  args: { rule: 'NOTICE_PERIOD', propertyId: 1, propertyName: 'Sunrise Residency' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const history = within(await canvas.findByRole('list', { name: 'Versions' }))
    const items = history.getAllByRole('listitem')
    await expect(items).toHaveLength(2)
    await expect(items[0]).toHaveTextContent('From 01/10/2026: 15 days (was 30 days)')
    await expect(items[0]).toHaveTextContent('In force · Ravi Kumar')
    await expect(items[1]).toHaveTextContent('Since the start: 30 days')
    await expect(items[1]).toHaveTextContent('Replaced · Settings before dated rules')
  },
}

export const ShowsValidationNextToTheFields: Story = {
  play: async ({ canvasElement }) => {
    const form = await formOf(canvasElement, 'Change rent due day')
    await retype(form.getByLabelText(/Rent due on day/), '29')
    await retype(form.getByLabelText(/Applies from/), '2026-11-01')
    await userEvent.click(form.getByRole('button', { name: 'Save default' }))
    await expect(form.getByLabelText(/Rent due on day/)).toHaveAccessibleDescription(/At most 28/)
    await expect(form.getByLabelText(/Applies from/)).toHaveAccessibleDescription(
      /Pick today or a later date/,
    )
    await expect(sent.setDefault).toBeUndefined()
  },
}

export const ShowsTheServersRefusalOnItsField: Story = {
  beforeEach({ msw }) {
    msw.use(refusingDueDay)
  },
  play: async ({ canvasElement }) => {
    const form = await formOf(canvasElement, 'Change rent due day')
    await retype(form.getByLabelText(/Rent due on day/), '21')
    await userEvent.click(form.getByRole('button', { name: 'Save default' }))
    await waitFor(() =>
      expect(form.getByLabelText(/Rent due on day/)).toHaveAccessibleDescription(
        /A due day after the 20th clashes with payroll/,
      ),
    )
    await expect(form.getByLabelText(/Rent due on day/)).toHaveValue('21')
  },
}
