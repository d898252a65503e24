import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { useState } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { MoneyInput, type MoneyInputProps } from './MoneyInput'

function Stateful(props: MoneyInputProps) {
  const [value, setValue] = useState(props.value)
  return (
    <MoneyInput
      {...props}
      value={value}
      onChange={(next) => {
        props.onChange(next)
        setValue(next)
      }}
    />
  )
}

const meta = {
  title: 'Design system/MoneyInput/Tests',
  component: MoneyInput,
  args: { label: 'Monthly rent', value: '', onChange: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof MoneyInput>

export default meta
type Story = StoryObj<typeof meta>

const input = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('textbox', { name: 'Monthly rent' })

export const ShowsTheRupeeSignAndTakesPaise: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('₹')).toBeVisible()
    await userEvent.type(input(canvasElement), '12a500.505')
    await expect(input(canvasElement)).toHaveValue('12500.50')
    await expect(input(canvasElement)).toHaveAttribute('inputmode', 'decimal')
  },
}

export const WholeRupeesRefuseThePoint: Story = {
  args: { decimalPlaces: 0 },
  play: async ({ canvasElement }) => {
    await userEvent.type(input(canvasElement), '9000.50')
    await expect(input(canvasElement)).toHaveValue('900050')
    await expect(input(canvasElement)).toHaveAttribute('inputmode', 'numeric')
  },
}
