import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { Field } from './Field'

const meta = {
  title: 'Design system/Field',
  component: Field,
  args: {
    label: 'Tenant name',
    hint: 'As printed on the ID proof',
    children: (control) => <input {...control} style={{ width: 240 }} />,
  },
  argTypes: {
    label: { control: 'text' },
    hint: { control: 'text' },
    error: { control: 'text' },
    required: { control: 'boolean' },
    layout: { control: 'inline-radio', options: ['stacked', 'inline'] },
    labelVisibility: { control: 'inline-radio', options: ['visible', 'hidden'] },
    children: { control: false },
  },
} satisfies Meta<typeof Field>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const States: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24, maxWidth: 320 }}>
      <Field {...args} hint={undefined} />
      <Field {...args} />
      <Field {...args} required />
      <Field {...args} error="Enter the tenant's name" />
      <Field {...args} layout="inline" label="Send a receipt" hint="By SMS and WhatsApp">
        {(control) => <input {...control} type="checkbox" />}
      </Field>
    </div>
  ),
}
