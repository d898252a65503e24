import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { Switch } from './Switch'

const meta = {
  title: 'Design system/Switch/Tests',
  component: Switch,
  args: { label: 'Food opt-in', onChange: fn() },
} satisfies Meta<typeof Switch>

export default meta
type Story = StoryObj<typeof meta>

export const ClickToggles: Story = {
  play: async ({ args, canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Food opt-in' })
    await expect(toggle).toHaveAttribute('aria-checked', 'false')
    await userEvent.click(toggle)
    await expect(toggle).toHaveAttribute('aria-checked', 'true')
    await expect(args.onChange).toHaveBeenLastCalledWith(true)
    await userEvent.click(toggle)
    await expect(toggle).toHaveAttribute('aria-checked', 'false')
    await expect(args.onChange).toHaveBeenLastCalledWith(false)
  },
}

export const SpaceToggles: Story = {
  play: async ({ args, canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Food opt-in' })
    await userEvent.tab()
    await expect(toggle).toHaveFocus()
    await userEvent.keyboard(' ')
    await expect(toggle).toBeChecked()
    await expect(args.onChange).toHaveBeenCalledTimes(1)
    await expect(args.onChange).toHaveBeenCalledWith(true)
    await userEvent.keyboard(' ')
    await expect(toggle).not.toBeChecked()
  },
}

export const ClickingTheLabelToggles: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByText('Food opt-in'))
    await expect(canvas.getByRole('switch', { name: 'Food opt-in' })).toBeChecked()
  },
}

export const OnFillsTheTrackAndMovesTheThumb: Story = {
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Food opt-in' })
    const thumb = toggle.firstElementChild as HTMLElement
    await expect(getComputedStyle(toggle).backgroundColor).toBe('rgb(169, 166, 182)')
    await expect(getComputedStyle(thumb).transform).toBe('none')
    await userEvent.click(toggle)
    await waitFor(() => expect(getComputedStyle(toggle).backgroundColor).toBe('rgb(55, 37, 131)'))
    await waitFor(() => expect(getComputedStyle(thumb).transform).toBe('matrix(1, 0, 0, 1, 16, 0)'))
  },
}

export const ControlledFollowsTheProp: Story = {
  args: { checked: true },
  play: async ({ args, canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Food opt-in' })
    await userEvent.click(toggle)
    await expect(args.onChange).toHaveBeenCalledTimes(1)
    await expect(args.onChange).toHaveBeenCalledWith(false)
    await expect(toggle).toBeChecked()
  },
}

export const ErrorIsAnnouncedAndMarksTheSwitch: Story = {
  args: { error: 'Add a menu first' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const toggle = canvas.getByRole('switch', { name: 'Food opt-in' })
    await expect(canvas.getByRole('alert')).toHaveTextContent('Add a menu first')
    await expect(toggle).toHaveAttribute('aria-invalid', 'true')
    await expect(toggle).toHaveAccessibleDescription('Add a menu first')
    await expect(getComputedStyle(toggle).boxShadow).toContain('rgb(216, 38, 80)')
  },
}

export const DisabledIgnoresClicksAndKeys: Story = {
  args: { disabled: true },
  play: async ({ args, canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Food opt-in' })
    await expect(toggle).toBeDisabled()
    await userEvent.click(toggle, { pointerEventsCheck: 0 })
    await userEvent.tab()
    await expect(toggle).not.toHaveFocus()
    await expect(toggle).not.toBeChecked()
    await expect(args.onChange).not.toHaveBeenCalled()
  },
}
