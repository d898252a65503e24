import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { Spinner } from './Spinner'

const meta = {
  title: 'Design system/Spinner',
  component: Spinner,
  args: { size: 40, thickness: 3.6, label: 'Loading' },
  argTypes: {
    size: { control: { type: 'range', min: 12, max: 120, step: 4 } },
    thickness: { control: { type: 'range', min: 1, max: 12, step: 0.2 } },
    label: { control: 'text' },
    color: { control: 'color' },
  },
} satisfies Meta<typeof Spinner>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

/** The spec's default (40, 3.6) beside the smaller sizes buttons and table rows use. */
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 24, alignItems: 'center' }}>
      <Spinner {...args} size={16} thickness={2} />
      <Spinner {...args} size={24} thickness={2.4} />
      <Spinner {...args} />
      <Spinner {...args} size={64} thickness={4.8} />
    </div>
  ),
}

/** On a dark surface the stroke takes the colour it is given. */
export const OnDarkSurface: Story = {
  args: { color: '#ffffff' },
  render: (args) => (
    <div style={{ background: '#372583', padding: 24, display: 'inline-flex' }}>
      <Spinner {...args} />
    </div>
  ),
}
