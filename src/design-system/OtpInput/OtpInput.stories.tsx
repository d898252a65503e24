import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { fn } from 'storybook/test'
import { StatefulOtp } from './StatefulOtp'

const meta = {
  title: 'Design system/OtpInput',
  component: StatefulOtp,
  args: { length: 6, label: 'One-time code', onComplete: fn() },
  argTypes: {
    length: { control: { type: 'range', min: 4, max: 8 } },
    error: { control: 'text' },
    disabled: { control: 'boolean' },
  },
} satisfies Meta<typeof StatefulOtp>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const WithError: Story = {
  args: { initial: '123450', error: 'That code is not right. 4 attempts left.' },
}
