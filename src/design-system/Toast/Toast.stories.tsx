import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { fn } from 'storybook/test'
import { Toast } from './Toast'

const meta = {
  title: 'Design system/Toast',
  component: Toast,
  args: {
    tone: 'success',
    title: 'Payment recorded',
    message: '₹12,500 from Priya Nair for November.',
    onDismiss: fn(),
  },
  argTypes: {
    tone: { control: 'inline-radio', options: ['error', 'success', 'info'] },
    title: { control: 'text' },
    message: { control: 'text' },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Toast>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8 }}>
      <Toast {...args} tone="error" title={undefined} message="Some unknown error has occured" />
      <Toast {...args} tone="success" />
      <Toast {...args} tone="info" title={undefined} message="Reminders are being sent to 12 tenants." />
    </div>
  ),
}

export const WithoutDismiss: Story = {
  args: { onDismiss: undefined, title: undefined },
}
