import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { fn } from 'storybook/test'
import { SearchIcon } from '../icons'
import { TextField } from './TextField'

const meta = {
  title: 'Design system/TextField',
  component: TextField,
  args: { label: 'Tenant name', placeholder: 'e.g. Asha Menon', onChange: fn(), onBlur: fn() },
  argTypes: {
    type: { control: 'inline-radio', options: ['text', 'email', 'tel', 'password', 'search'] },
    label: { control: 'text' },
    hint: { control: 'text' },
    error: { control: 'text' },
    required: { control: 'boolean' },
    disabled: { control: 'boolean' },
    labelVisibility: { control: 'inline-radio', options: ['visible', 'hidden'] },
    prefix: { control: 'text' },
    suffix: { control: 'text' },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const States: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <TextField {...args} hint="As printed on the ID proof" />
      <TextField {...args} required />
      <TextField {...args} error="Enter the tenant's name" />
      <TextField {...args} disabled defaultValue="Asha Menon" />
    </div>
  ),
}

export const Adornments: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <TextField {...args} type="tel" label="Phone number" prefix="+91" placeholder="98765 43210" />
      <TextField
        {...args}
        type="search"
        label="Search tenants"
        prefix={<SearchIcon />}
        placeholder="Name or room"
      />
      <TextField {...args} label="Distance to campus" suffix="km" placeholder="2" />
    </div>
  ),
}

export const Types: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      {(['text', 'email', 'tel', 'password', 'search'] as const).map((type) => (
        <TextField key={type} {...args} type={type} label={type} placeholder={type} />
      ))}
    </div>
  ),
}
