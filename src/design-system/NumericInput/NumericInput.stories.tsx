import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { useState } from 'react'
import { fn } from 'storybook/test'
import { NumericInput, type NumericInputProps } from './NumericInput'

/** Holds the value so the story behaves like a form would. */
function StatefulNumericInput(props: NumericInputProps) {
  const [value, setValue] = useState(props.value)
  return (
    <NumericInput
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
  title: 'Design system/NumericInput',
  component: NumericInput,
  args: { label: 'Monthly rent', value: '', onChange: fn(), prefix: 'rupee', allowDecimal: true },
  argTypes: {
    value: { control: 'text' },
    allowDecimal: { control: 'boolean' },
    decimalPlaces: { control: { type: 'number', min: 0, max: 4, step: 1 } },
    prefix: { control: 'inline-radio', options: ['none', 'rupee'] },
    label: { control: 'text' },
    hint: { control: 'text' },
    error: { control: 'text' },
    required: { control: 'boolean' },
    disabled: { control: 'boolean' },
    suffix: { control: 'text' },
  },
  render: (args) => <StatefulNumericInput key={args.value} {...args} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NumericInput>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const Uses: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <StatefulNumericInput {...args} value="8500" hint="Up to 2 decimal places" />
      <StatefulNumericInput {...args} label="Beds in the room" prefix="none" allowDecimal={false} value="3" />
      <StatefulNumericInput
        {...args}
        label="Electricity rate"
        suffix="per unit"
        decimalPlaces={1}
        value="9.5"
      />
      <StatefulNumericInput {...args} label="Security deposit" required error="Enter the deposit" />
      <StatefulNumericInput {...args} label="Paid so far" disabled value="4250.50" />
    </div>
  ),
}
