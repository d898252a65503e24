import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Select } from './Select'

const meta = {
  title: 'Design system/Select/Tests',
  component: Select,
  args: {
    label: 'Room type',
    placeholder: 'Choose a room type',
    options: [
      { value: 'single', label: 'Single' },
      { value: 'double', label: 'Double sharing' },
      { value: 'dorm', label: 'Dormitory', disabled: true },
    ],
    onChange: fn(),
  },
} satisfies Meta<typeof Select>

export default meta
type Story = StoryObj<typeof meta>

export const ChoosingCallsOnChange: Story = {
  play: async ({ args, canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Room type' })
    await userEvent.selectOptions(select, 'Double sharing')
    await expect(select).toHaveValue('double')
    await expect(select).toHaveDisplayValue('Double sharing')
    await expect(args.onChange).toHaveBeenCalledTimes(1)
  },
}

export const PlaceholderIsShownMutedUntilAChoice: Story = {
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Room type' })
    await expect(select).toHaveDisplayValue('Choose a room type')
    await expect(select).toHaveValue('')
    await expect(getComputedStyle(select).color).toBe('rgb(93, 90, 107)')
    await userEvent.selectOptions(select, 'single')
    await expect(getComputedStyle(select).color).toBe('rgb(29, 27, 38)')
  },
}

export const WithoutPlaceholderTheFirstOptionIsChosen: Story = {
  args: { placeholder: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('combobox', { name: 'Room type' })).toHaveValue('single')
    await expect(canvas.queryByRole('option', { name: 'Choose a room type' })).not.toBeInTheDocument()
  },
}

export const DisabledOptionCannotBeChosen: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('option', { name: 'Dormitory' })).toBeDisabled()
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Room type' }), 'dorm')
    await expect(canvas.getByRole('combobox', { name: 'Room type' })).toHaveValue('')
    await expect(args.onChange).not.toHaveBeenCalled()
  },
}

export const MatchesTheControlHeight: Story = {
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Room type' })
    await expect(select.getBoundingClientRect().height).toBe(40)
  },
}

export const ErrorIsAnnouncedAndOutlinesTheBox: Story = {
  args: { error: 'Choose a room type', required: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const select = canvas.getByRole('combobox', { name: 'Room type' })
    await expect(canvas.getByRole('alert')).toHaveTextContent('Choose a room type')
    await expect(select).toHaveAttribute('aria-invalid', 'true')
    await expect(select).toBeRequired()
    await expect(getComputedStyle(select).borderTopColor).toBe('rgb(216, 38, 80)')
  },
}

export const DisabledIgnoresChoices: Story = {
  args: { disabled: true },
  play: async ({ args, canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Room type' })
    await expect(select).toBeDisabled()
    await userEvent.selectOptions(select, 'single')
    await expect(select).toHaveValue('')
    await expect(args.onChange).not.toHaveBeenCalled()
    await expect(getComputedStyle(select).backgroundColor).toBe('rgb(246, 245, 250)')
  },
}
