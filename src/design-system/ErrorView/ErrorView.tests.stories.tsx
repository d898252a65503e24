import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { expect, fn, userEvent, within } from 'storybook/test'
import { ErrorView } from './ErrorView'

const meta = {
  title: 'Design system/ErrorView/Tests',
  component: ErrorView,
  args: { errorId: '1732262400000', onGoToDashboard: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ErrorView>

export default meta
type Story = StoryObj<typeof meta>

export const SaysSomethingWentWrongWithTheErrorId: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible()
    await expect(canvas.getByText('Our team has been notified and is looking into it.')).toBeVisible()
    await expect(canvas.getByText('Error ID: 1732262400000')).toBeVisible()
  },
}

export const NumericIdIsShownAsIs: Story = {
  args: { errorId: 1732262400001 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Error ID: 1732262400001')).toBeVisible()
  },
}

export const GoToDashboardCallsBack: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Go to Dashboard' }))
    await expect(args.onGoToDashboard).toHaveBeenCalledTimes(1)
  },
}

export const FillsTheViewportCentred: Story = {
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { name: 'Something went wrong' })
    const view = heading.parentElement as HTMLElement
    await expect(view.getBoundingClientRect().height).toBeGreaterThanOrEqual(window.innerHeight)
    const box = heading.getBoundingClientRect()
    await expect(Math.abs(box.left + box.width / 2 - view.clientWidth / 2)).toBeLessThan(2)
  },
}
