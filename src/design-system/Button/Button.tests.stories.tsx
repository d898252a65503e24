import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Button } from './Button'

const meta = {
  title: 'Design system/Button/Tests',
  component: Button,
  args: { children: 'Save', onClick: fn() },
} satisfies Meta<typeof Button>

export default meta
type Story = StoryObj<typeof meta>

export const ClickCallsHandler: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save' })
    await userEvent.click(button)
    await expect(args.onClick).toHaveBeenCalledTimes(1)
  },
}

export const SizesMatchTheSpec: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, alignItems: 'flex-start' }}>
      <Button {...args} size="large">
        Large
      </Button>
      <Button {...args} size="regular">
        Regular
      </Button>
      <Button {...args} size="small">
        Small
      </Button>
      <Button {...args} size="xxsmall">
        Xxsmall
      </Button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const height = (name: string) => canvas.getByRole('button', { name }).getBoundingClientRect().height
    await expect(height('Large')).toBe(48)
    await expect(height('Regular')).toBe(40)
    await expect(height('Small')).toBe(32)
    await expect(height('Xxsmall')).toBe(28)
  },
}

export const VariantsUseThemeColours: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8 }}>
      <Button {...args} variant="primary">
        Primary
      </Button>
      <Button {...args} variant="danger">
        Danger
      </Button>
      <Button {...args} variant="secondary">
        Secondary
      </Button>
      <Button {...args} variant="ghost">
        Ghost
      </Button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const style = (name: string) => getComputedStyle(canvas.getByRole('button', { name }))
    await expect(style('Primary').backgroundColor).toBe('rgb(55, 37, 131)')
    await expect(style('Danger').backgroundColor).toBe('rgb(216, 38, 80)')
    await expect(style('Secondary').borderTopColor).toBe('rgb(55, 37, 131)')
    await expect(style('Ghost').backgroundColor).toBe('rgba(0, 0, 0, 0)')
  },
}

export const DisabledIgnoresClicks: Story = {
  args: { disabled: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save' })
    await expect(button).toBeDisabled()
    await userEvent.click(button, { pointerEventsCheck: 0 })
    await expect(args.onClick).not.toHaveBeenCalled()
  },
}

export const LoadingShowsSpinnerAndIgnoresClicks: Story = {
  args: { loading: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const button = canvas.getByRole('button', { name: /Save/ })
    await expect(button).toHaveAttribute('aria-busy', 'true')
    await expect(canvas.getByRole('progressbar', { name: 'Working' })).toBeInTheDocument()
    await userEvent.click(button)
    await expect(args.onClick).not.toHaveBeenCalled()
  },
}
