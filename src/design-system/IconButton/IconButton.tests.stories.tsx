import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { expect, fn, userEvent, within } from 'storybook/test'
import { CloseIcon } from '../icons'
import { IconButton } from './IconButton'

const meta = {
  title: 'Design system/IconButton/Tests',
  component: IconButton,
  args: { label: 'Dismiss notification', icon: <CloseIcon />, onClick: fn() },
} satisfies Meta<typeof IconButton>

export default meta
type Story = StoryObj<typeof meta>

export const NamedByItsLabel: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Dismiss notification' })
    await expect(button).toHaveAttribute('type', 'button')
    await userEvent.click(button)
    await expect(args.onClick).toHaveBeenCalledTimes(1)
  },
}

export const SizesMatchTheControlHeights: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8 }}>
      <IconButton {...args} label="Small" size="small" />
      <IconButton {...args} label="Tiny" size="xxsmall" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('button', { name: 'Small' }).getBoundingClientRect().height).toBe(32)
    await expect(canvas.getByRole('button', { name: 'Tiny' }).getBoundingClientRect().height).toBe(28)
  },
}

export const DisabledIgnoresClicks: Story = {
  args: { disabled: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Dismiss notification' })
    await userEvent.click(button, { pointerEventsCheck: 0 })
    await expect(args.onClick).not.toHaveBeenCalled()
  },
}
