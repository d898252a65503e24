import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { useState } from 'react'
import { fn } from 'storybook/test'
import { formatPaise } from '../format'
import { MoneyInput, type MoneyInputProps } from './MoneyInput'
import { rupeesToPaise } from './moneyText'

const meta = {
  title: 'Design system/MoneyInput',
  component: MoneyInput,
  args: { label: 'Monthly rent', value: '', onChange: fn(), decimalPlaces: 2 },
  argTypes: {
    label: { control: 'text' },
    hint: { control: 'text' },
    error: { control: 'text' },
    decimalPlaces: { control: 'inline-radio', options: [0, 2] },
    required: { control: 'boolean' },
    disabled: { control: 'boolean' },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 280 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MoneyInput>

export default meta
type Story = StoryObj<typeof meta>

function Stateful(props: MoneyInputProps) {
  const [value, setValue] = useState(props.value)
  const paise = rupeesToPaise(value)
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <MoneyInput
        {...props}
        value={value}
        onChange={(next) => {
          props.onChange(next)
          setValue(next)
        }}
      />
      <output>
        {paise === null ? 'No amount' : `${paise} paise = ${formatPaise(paise, { decimalPlaces: 2 })}`}
      </output>
    </div>
  )
}

export const Playground: Story = { render: (args) => <Stateful {...args} /> }

export const States: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <MoneyInput {...args} value="12500" hint="Per bed, every month" />
      <MoneyInput {...args} label="Whole rupees only" decimalPlaces={0} value="9000" />
      <MoneyInput {...args} label="With an error" value="" error="Enter the rent" required />
      <MoneyInput {...args} label="Disabled" value="25000" disabled />
    </div>
  ),
}
