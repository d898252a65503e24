import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { Checkbox } from './Checkbox'
import { SelectAllInATable } from './Checkbox.stories'

const meta = {
  title: 'Design system/Checkbox/Tests',
  component: Checkbox,
  args: { label: 'Send rent reminders', onChange: fn() },
} satisfies Meta<typeof Checkbox>

export default meta
type Story = StoryObj<typeof meta>

const part = (root: HTMLElement, name: 'check' | 'dash') =>
  root.querySelector(`[data-part='${name}']`) as HTMLElement

export const ClickAndSpaceToggle: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const checkbox = canvas.getByRole('checkbox', { name: 'Send rent reminders' })
    await expect(checkbox).not.toBeChecked()
    await userEvent.click(checkbox)
    await expect(checkbox).toBeChecked()
    await userEvent.click(canvas.getByText('Send rent reminders'))
    await expect(checkbox).not.toBeChecked()
    await userEvent.keyboard(' ')
    await expect(checkbox).toBeChecked()
    await expect(args.onChange).toHaveBeenCalledTimes(3)
  },
}

export const CheckedFillsWithThePrimaryColour: Story = {
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Send rent reminders' })
    await expect(getComputedStyle(checkbox).backgroundColor).toBe('rgb(255, 255, 255)')
    await expect(part(canvasElement, 'check')).not.toBeVisible()
    await userEvent.click(checkbox)
    await waitFor(() => expect(getComputedStyle(checkbox).backgroundColor).toBe('rgb(55, 37, 131)'))
    await expect(part(canvasElement, 'check')).toBeVisible()
  },
}

export const IndeterminateShowsADash: Story = {
  args: { indeterminate: true },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Send rent reminders' })
    await expect(checkbox).toBePartiallyChecked()
    await expect(getComputedStyle(checkbox).backgroundColor).toBe('rgb(55, 37, 131)')
    await expect(part(canvasElement, 'dash')).toBeVisible()
    await expect(part(canvasElement, 'check')).not.toBeVisible()
  },
}

export const SelectAllFollowsTheRows: Story = {
  render: SelectAllInATable.render,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const all = canvas.getByRole('checkbox', { name: 'Select all tenants' })
    const asha = canvas.getByRole('checkbox', { name: 'Select Asha Menon' })
    await expect(all).toBePartiallyChecked()
    await userEvent.click(all)
    await expect(all).toBeChecked()
    await expect(all).not.toBePartiallyChecked()
    await expect(asha).toBeChecked()
    await userEvent.click(asha)
    await expect(all).toBePartiallyChecked()
    await userEvent.click(all)
    await userEvent.click(all)
    await expect(all).not.toBeChecked()
    await expect(all).not.toBePartiallyChecked()
    await expect(asha).not.toBeChecked()
  },
}

export const ErrorIsAnnouncedAndOutlinesTheBox: Story = {
  args: { label: 'I confirm the ID proof', required: true, error: 'Confirm to continue' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const checkbox = canvas.getByRole('checkbox', { name: 'I confirm the ID proof' })
    await expect(canvas.getByRole('alert')).toHaveTextContent('Confirm to continue')
    await expect(checkbox).toHaveAttribute('aria-invalid', 'true')
    await expect(checkbox).toBeRequired()
    await expect(checkbox).toHaveAccessibleDescription('Confirm to continue')
    await expect(getComputedStyle(checkbox).borderTopColor).toBe('rgb(216, 38, 80)')
  },
}

export const DisabledIgnoresClicks: Story = {
  args: { disabled: true },
  play: async ({ args, canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Send rent reminders' })
    await expect(checkbox).toBeDisabled()
    await userEvent.click(checkbox, { pointerEventsCheck: 0 })
    await expect(checkbox).not.toBeChecked()
    await expect(args.onChange).not.toHaveBeenCalled()
    await expect(getComputedStyle(checkbox).opacity).toBe('0.5')
  },
}
