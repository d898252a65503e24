import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { Toast } from './Toast'

const meta = {
  title: 'Design system/Toast/Tests',
  component: Toast,
  args: { message: 'Reminder sent to Priya Nair.', onDismiss: fn() },
} satisfies Meta<typeof Toast>

export default meta
type Story = StoryObj<typeof meta>

/** The tone's colour shows on the icon and the left edge. */
const toneColours = (toast: HTMLElement) => ({
  icon: getComputedStyle(toast.querySelector('svg') as SVGElement).color,
  edge: getComputedStyle(toast).borderLeftColor,
})

export const ErrorIsAnAlertInTheErrorColour: Story = {
  args: { tone: 'error', message: 'Some unknown error has occured' },
  play: async ({ canvasElement }) => {
    const toast = within(canvasElement).getByRole('alert')
    await expect(toast).toHaveTextContent('Some unknown error has occured')
    await expect(toneColours(toast)).toEqual({ icon: 'rgb(216, 38, 80)', edge: 'rgb(216, 38, 80)' })
  },
}

export const SuccessIsAStatusInTheSuccessColour: Story = {
  args: { tone: 'success', title: 'Payment recorded' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const toast = canvas.getByRole('status')
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument()
    await waitFor(() => expect(within(toast).getByText('Payment recorded')).toBeVisible())
    await expect(toneColours(toast)).toEqual({ icon: 'rgb(0, 129, 98)', edge: 'rgb(0, 129, 98)' })
  },
}

export const InfoIsTheDefaultStatusTone: Story = {
  play: async ({ canvasElement }) => {
    const toast = within(canvasElement).getByRole('status')
    await expect(toneColours(toast)).toEqual({ icon: 'rgb(31, 111, 178)', edge: 'rgb(31, 111, 178)' })
  },
}

export const EachToneHasItsOwnIcon: Story = {
  render: (args) => (
    <>
      <Toast {...args} tone="error" />
      <Toast {...args} tone="success" />
      <Toast {...args} tone="info" />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const toasts = [canvas.getByRole('alert'), ...canvas.getAllByRole('status')]
    const shapes = toasts.map((toast) =>
      Array.from(toast.querySelectorAll('svg')[0].querySelectorAll('path'), (path) =>
        path.getAttribute('d'),
      ).join(),
    )
    await expect(new Set(shapes).size).toBe(3)
  },
}

export const DismissButtonCallsOnDismiss: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Dismiss notification' }))
    await expect(args.onDismiss).toHaveBeenCalledTimes(1)
  },
}

export const NoDismissButtonWithoutOnDismiss: Story = {
  args: { onDismiss: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).not.toBeInTheDocument()
  },
}
