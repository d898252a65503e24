import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { Meter } from './Meter'

const meta = {
  title: 'Design system/Meter',
  component: Meter,
  args: { value: 82, label: 'Occupancy' },
  argTypes: {
    value: { control: { type: 'range', min: 0, max: 100, step: 1 } },
    label: { control: 'text' },
    tone: { control: 'inline-radio', options: ['primary', 'success', 'warning', 'error'] },
    showValue: { control: 'boolean' },
    width: { control: 'number' },
  },
} satisfies Meta<typeof Meter>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <Meter {...args} value={96} tone="success" />
      <Meter {...args} value={82} tone="primary" />
      <Meter {...args} value={55} tone="warning" />
      <Meter {...args} value={20} tone="error" />
      <Meter {...args} value={64} showValue={false} width={200} />
    </div>
  ),
}
