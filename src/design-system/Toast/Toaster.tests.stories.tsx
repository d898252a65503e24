import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { useState } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { Toaster, type ToasterProps } from './Toaster'

/** Removes a toast once dismissed, as the app's store will. */
function ToasterDemo(props: ToasterProps) {
  const [toasts, setToasts] = useState(props.toasts)
  return (
    <Toaster
      toasts={toasts}
      onDismiss={(id) => {
        setToasts((list) => list.filter((toast) => toast.id !== id))
        props.onDismiss(id)
      }}
    />
  )
}

const meta = {
  title: 'Design system/Toaster/Tests',
  component: Toaster,
  args: {
    toasts: [{ id: 'saved', tone: 'success', message: 'Expense saved.', duration: Number.POSITIVE_INFINITY }],
    onDismiss: fn(),
  },
  render: (args) => <ToasterDemo {...args} />,
} satisfies Meta<typeof Toaster>

export default meta
type Story = StoryObj<typeof meta>

/** The stack lives in a portal on document.body, outside the story's canvas. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body)
const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

export const SitsTopRightAboveEverything: Story = {
  play: async ({ canvasElement }) => {
    const toast = page(canvasElement).getByRole('status')
    await expect(canvasElement).not.toContainElement(toast)
    const stack = getComputedStyle(toast.parentElement as HTMLElement)
    await expect(stack.position).toBe('fixed')
    await expect(stack.zIndex).toBe('200')
    const viewportWidth = canvasElement.ownerDocument.documentElement.clientWidth
    // Measured once the slide-in animation has finished moving it.
    await waitFor(() => expect(viewportWidth - toast.getBoundingClientRect().right).toBe(16))
    await expect(toast.getBoundingClientRect().top).toBe(16)
  },
}

export const NewestIsOnTop: Story = {
  args: {
    toasts: [
      { id: 'a', tone: 'info', message: 'First', duration: Number.POSITIVE_INFINITY },
      { id: 'b', tone: 'info', message: 'Second', duration: Number.POSITIVE_INFINITY },
    ],
  },
  play: async ({ canvasElement }) => {
    const toasts = page(canvasElement).getAllByRole('status')
    await expect(toasts.map((toast) => toast.textContent)).toEqual(['Second', 'First'])
    await expect(toasts[0].getBoundingClientRect().top).toBeLessThan(toasts[1].getBoundingClientRect().top)
  },
}

export const DismissButtonCallsOnDismissWithTheId: Story = {
  play: async ({ args, canvasElement }) => {
    const toast = page(canvasElement).getByRole('status')
    await userEvent.click(within(toast).getByRole('button', { name: 'Dismiss notification' }))
    await expect(args.onDismiss).toHaveBeenCalledTimes(1)
    await expect(args.onDismiss).toHaveBeenCalledWith('saved')
    await expect(page(canvasElement).queryByRole('status')).not.toBeInTheDocument()
  },
}

export const AutoDismissesAfterItsDuration: Story = {
  args: {
    toasts: [
      { id: 'quick', tone: 'error', message: 'Could not send the reminder.', duration: 300 },
      { id: 'stays', tone: 'info', message: 'Stays put.', duration: Number.POSITIVE_INFINITY },
    ],
  },
  play: async ({ args, canvasElement }) => {
    await expect(page(canvasElement).getByRole('alert')).toHaveTextContent('Could not send the reminder.')
    await wait(150)
    await expect(args.onDismiss).not.toHaveBeenCalled()
    await waitFor(() => expect(args.onDismiss).toHaveBeenCalledWith('quick'), { timeout: 1000 })
    await expect(page(canvasElement).queryByRole('alert')).not.toBeInTheDocument()
    await wait(300)
    await expect(args.onDismiss).toHaveBeenCalledTimes(1)
    await expect(page(canvasElement).getByRole('status')).toHaveTextContent('Stays put.')
  },
}

export const HoverPausesAutoDismiss: Story = {
  args: { toasts: [{ id: 'hover', tone: 'success', message: 'Tenant added.', duration: 300 }] },
  play: async ({ args, canvasElement }) => {
    const toast = page(canvasElement).getByRole('status')
    await userEvent.hover(toast)
    await wait(700)
    await expect(args.onDismiss).not.toHaveBeenCalled()
    await userEvent.unhover(toast)
    await waitFor(() => expect(args.onDismiss).toHaveBeenCalledWith('hover'), { timeout: 1000 })
  },
}

export const FocusPausesAutoDismiss: Story = {
  args: { toasts: [{ id: 'focus', tone: 'info', message: 'Reminder sent.', duration: 300 }] },
  play: async ({ args, canvasElement }) => {
    const dismiss = page(canvasElement).getByRole('button', { name: 'Dismiss notification' })
    dismiss.focus()
    await wait(700)
    await expect(args.onDismiss).not.toHaveBeenCalled()
    dismiss.blur()
    await waitFor(() => expect(args.onDismiss).toHaveBeenCalledWith('focus'), { timeout: 1000 })
  },
}
