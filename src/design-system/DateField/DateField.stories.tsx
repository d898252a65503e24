import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { useState } from 'react'
import { fn } from 'storybook/test'
import { DateField, type DateFieldProps } from './DateField'

/** Holds the value so the story behaves like a form would. */
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
  title: 'Design system/DateField',
  component: DateField,
  args: { label: 'Move-in date', value: '2024-05-17', onChange: fn() },
  argTypes: {
    value: { control: 'text' },
    min: { control: 'text' },
    max: { control: 'text' },
    label: { control: 'text' },
    hint: { control: 'text' },
    error: { control: 'text' },
    required: { control: 'boolean' },
    disabled: { control: 'boolean' },
    labelVisibility: { control: 'inline-radio', options: ['visible', 'hidden'] },
  },
  render: (args) => <StatefulDateField key={args.value} {...args} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DateField>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const States: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <StatefulDateField {...args} value="" hint="The first day rent is due" />
      <StatefulDateField
        {...args}
        label="Move-out date"
        min="2024-05-01"
        max="2024-05-31"
        hint="Within May"
      />
      <StatefulDateField {...args} required value="" error="Choose the move-in date" />
      <StatefulDateField {...args} disabled />
    </div>
  ),
}
