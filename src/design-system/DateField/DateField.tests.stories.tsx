import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { useState } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { DateField, type DateFieldProps } from './DateField'

function StatefulDateField(props: DateFieldProps) {
  const [value, setValue] = useState(props.value)
  return (
    <DateField
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next)
        props.onChange(next)
      }}
    />
  )
}

const meta = {
  title: 'Design system/DateField/Tests',
  component: DateField,
  args: { label: 'Move-in date', value: '', onChange: fn() },
  render: (args) => <StatefulDateField {...args} />,
} satisfies Meta<typeof DateField>

export default meta
type Story = StoryObj<typeof meta>

export const TypingADateGivesAnIsoString: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Move-in date')
    await expect(input).toHaveAttribute('type', 'date')
    await userEvent.type(input, '2024-05-17')
    await expect(args.onChange).toHaveBeenLastCalledWith('2024-05-17')
    await expect(input).toHaveValue('2024-05-17')
  },
}

export const ClearingGivesAnEmptyString: Story = {
  args: { value: '2024-05-17' },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Move-in date')
    await expect(input).toHaveValue('2024-05-17')
    await userEvent.clear(input)
    await expect(args.onChange).toHaveBeenLastCalledWith('')
    await expect(input).toHaveValue('')
  },
}

export const AnInvalidValueShowsEmpty: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <DateField {...args} label="Not a day" value="2024-02-30" />
      <DateField {...args} label="Wrong format" value="17/05/2024" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByLabelText('Not a day')).toHaveValue('')
    await expect(canvas.getByLabelText('Wrong format')).toHaveValue('')
  },
}

export const MinAndMaxBoundTheChoice: Story = {
  args: { min: '2024-05-01', max: '2024-05-31' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText<HTMLInputElement>('Move-in date')
    await expect(input).toHaveAttribute('min', '2024-05-01')
    await expect(input).toHaveAttribute('max', '2024-05-31')
    await userEvent.type(input, '2024-04-30')
    await expect(input.validity.rangeUnderflow).toBe(true)
  },
}

export const AnInvalidBoundIsDropped: Story = {
  args: { min: 'soon', max: '2024-13-01' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Move-in date')
    await expect(input).not.toHaveAttribute('min')
    await expect(input).not.toHaveAttribute('max')
  },
}

export const ErrorIsAnnouncedAndOutlinesTheBox: Story = {
  args: { error: 'Choose the move-in date' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const input = canvas.getByLabelText('Move-in date')
    await expect(canvas.getByRole('alert')).toHaveTextContent('Choose the move-in date')
    await expect(input).toHaveAttribute('aria-invalid', 'true')
    await expect(input).toHaveAccessibleDescription('Choose the move-in date')
    await expect(getComputedStyle(input).borderTopColor).toBe('rgb(216, 38, 80)')
  },
}

export const DisabledIgnoresTyping: Story = {
  args: { disabled: true },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Move-in date')
    await expect(input).toBeDisabled()
    await userEvent.type(input, '2024-05-17', { pointerEventsCheck: 0 })
    await expect(input).toHaveValue('')
    await expect(args.onChange).not.toHaveBeenCalled()
    await expect(getComputedStyle(input).backgroundColor).toBe('rgb(246, 245, 250)')
  },
}
