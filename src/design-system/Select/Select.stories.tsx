import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { fn } from 'storybook/test'
import { Select } from './Select'

const roomTypes = [
  { value: 'single', label: 'Single' },
  { value: 'double', label: 'Double sharing' },
  { value: 'triple', label: 'Triple sharing' },
  { value: 'dorm', label: 'Dormitory', disabled: true },
]

const meta = {
  title: 'Design system/Select',
  component: Select,
  args: { label: 'Room type', options: roomTypes, placeholder: 'Choose a room type', onChange: fn() },
  argTypes: {
    label: { control: 'text' },
    placeholder: { control: 'text' },
    hint: { control: 'text' },
    error: { control: 'text' },
    required: { control: 'boolean' },
    disabled: { control: 'boolean' },
    labelVisibility: { control: 'inline-radio', options: ['visible', 'hidden'] },
    options: { control: 'object' },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const States: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <Select {...args} hint="Sets the default rent" />
      <Select {...args} placeholder={undefined} defaultValue="double" />
      <Select {...args} required error="Choose a room type" />
      <Select {...args} disabled defaultValue="single" />
    </div>
  ),
}
