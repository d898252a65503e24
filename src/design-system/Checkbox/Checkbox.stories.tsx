import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { useState } from 'react'
import { fn } from 'storybook/test'
import { Checkbox } from './Checkbox'

const meta = {
  title: 'Design system/Checkbox',
  component: Checkbox,
  args: { label: 'Send rent reminders', onChange: fn() },
  argTypes: {
    label: { control: 'text' },
    hint: { control: 'text' },
    error: { control: 'text' },
    required: { control: 'boolean' },
    disabled: { control: 'boolean' },
    indeterminate: { control: 'boolean' },
    labelVisibility: { control: 'inline-radio', options: ['visible', 'hidden'] },
  },
} satisfies Meta<typeof Checkbox>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const States: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <Checkbox {...args} label="Unchecked" />
      <Checkbox {...args} label="Checked" defaultChecked />
      <Checkbox {...args} label="Indeterminate" indeterminate />
      <Checkbox {...args} label="With a hint" hint="Sent three days before the due date" />
      <Checkbox {...args} label="I confirm the ID proof" required error="Confirm to continue" />
      <Checkbox {...args} label="Disabled" disabled />
      <Checkbox {...args} label="Disabled and checked" disabled defaultChecked />
    </div>
  ),
}

const tenants = ['Asha Menon', 'Rahul Verma', 'Priya Nair']

function SelectAllTable() {
  const [selected, setSelected] = useState<readonly string[]>(['Rahul Verma'])
  const all = selected.length === tenants.length
  const toggle = (name: string) =>
    setSelected((current) =>
      current.includes(name) ? current.filter((n) => n !== name) : [...current, name],
    )
  return (
    <table>
      <thead>
        <tr>
          <th>
            <Checkbox
              label="Select all tenants"
              labelVisibility="hidden"
              checked={all}
              indeterminate={selected.length > 0 && !all}
              onChange={() => setSelected(all ? [] : tenants)}
            />
          </th>
          <th style={{ textAlign: 'left' }}>Tenant</th>
        </tr>
      </thead>
      <tbody>
        {tenants.map((name) => (
          <tr key={name}>
            <td>
              <Checkbox
                label={`Select ${name}`}
                labelVisibility="hidden"
                checked={selected.includes(name)}
                onChange={() => toggle(name)}
              />
            </td>
            <td>{name}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

export const SelectAllInATable: Story = {
  render: () => <SelectAllTable />,
}
