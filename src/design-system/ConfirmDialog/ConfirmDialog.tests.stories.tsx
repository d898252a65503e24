import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { useState } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog'

function ConfirmDemo(props: ConfirmDialogProps) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Ask
      </button>
      <ConfirmDialog
        {...props}
        open={open}
        onConfirm={async () => {
          await props.onConfirm()
          setOpen(false)
        }}
        onCancel={() => {
          setOpen(false)
          props.onCancel()
        }}
      />
    </>
  )
}

const meta = {
  title: 'Design system/ConfirmDialog/Tests',
  component: ConfirmDialog,
  args: {
    open: false,
    title: 'Delete expense?',
    message: 'The ₹2,400 plumbing expense will be removed.',
    confirmLabel: 'Delete',
    onConfirm: fn(),
    onCancel: fn(),
  },
  render: (args) => <ConfirmDemo {...args} />,
} satisfies Meta<typeof ConfirmDialog>

export default meta
type Story = StoryObj<typeof meta>

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body)

const ask = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Ask' }))
  const dialog = page(canvasElement).getByRole('alertdialog', { name: 'Delete expense?' })
  // Visible once the fade-in has run.
  await waitFor(() => expect(dialog).toBeVisible())
  return dialog
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

export const ShowsTitleMessageAndLabels: Story = {
  args: { cancelLabel: 'Keep it' },
  play: async ({ canvasElement }) => {
    const dialog = await ask(canvasElement)
    await expect(dialog).toHaveAttribute('aria-modal', 'true')
    await expect(dialog).toHaveAccessibleDescription('The ₹2,400 plumbing expense will be removed.')
    await expect(within(dialog).getByRole('button', { name: 'Keep it' })).toBeVisible()
    await expect(within(dialog).queryByRole('button', { name: 'Close dialog' })).not.toBeInTheDocument()
  },
}

export const DefaultLabels: Story = {
  args: { confirmLabel: undefined },
  play: async ({ canvasElement }) => {
    const dialog = await ask(canvasElement)
    await expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeVisible()
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeVisible()
  },
}

export const DefaultToneFocusesAPrimaryConfirm: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await ask(canvasElement)
    const confirm = within(dialog).getByRole('button', { name: 'Delete' })
    await expect(confirm).toHaveFocus()
    await expect(getComputedStyle(confirm).backgroundColor).toBe('rgb(55, 37, 131)')
  },
}

export const DangerToneUsesTheDangerButtonAndFocusesCancel: Story = {
  args: { tone: 'danger' },
  play: async ({ canvasElement }) => {
    const dialog = await ask(canvasElement)
    const confirm = within(dialog).getByRole('button', { name: 'Delete' })
    await expect(getComputedStyle(confirm).backgroundColor).toBe('rgb(216, 38, 80)')
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus()
  },
}

export const ConfirmCallsOnConfirm: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await ask(canvasElement)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
    await expect(args.onConfirm).toHaveBeenCalledTimes(1)
    await expect(args.onCancel).not.toHaveBeenCalled()
    await waitFor(() => expect(page(canvasElement).queryByRole('alertdialog')).not.toBeInTheDocument())
  },
}

export const CancelAndEscapeCallOnCancel: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await ask(canvasElement)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await expect(args.onCancel).toHaveBeenCalledTimes(1)
    await expect(within(canvasElement).getByRole('button', { name: 'Ask' })).toHaveFocus()

    await ask(canvasElement)
    await userEvent.keyboard('{Escape}')
    await expect(args.onCancel).toHaveBeenCalledTimes(2)
    await expect(args.onConfirm).not.toHaveBeenCalled()
    await expect(page(canvasElement).queryByRole('alertdialog')).not.toBeInTheDocument()
  },
}

export const AsyncConfirmShowsLoadingUntilItResolves: Story = {
  args: { onConfirm: fn(() => wait(600)) },
  play: async ({ args, canvasElement }) => {
    const dialog = await ask(canvasElement)
    const confirm = within(dialog).getByRole('button', { name: /Delete/ })
    await userEvent.click(confirm)
    await expect(confirm).toHaveAttribute('aria-busy', 'true')
    await expect(within(dialog).getByRole('progressbar', { name: 'Working' })).toBeVisible()
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled()

    await userEvent.click(confirm)
    await userEvent.keyboard('{Escape}')
    await expect(args.onConfirm).toHaveBeenCalledTimes(1)
    await expect(args.onCancel).not.toHaveBeenCalled()
    await expect(dialog).toBeInTheDocument()

    await waitFor(() => expect(page(canvasElement).queryByRole('alertdialog')).not.toBeInTheDocument())
    await expect(within(canvasElement).getByRole('button', { name: 'Ask' })).toHaveFocus()
  },
}

export const RejectedConfirmStaysOpenForARetry: Story = {
  args: { onConfirm: fn(() => wait(300).then(() => Promise.reject(new Error('Network down')))) },
  play: async ({ args, canvasElement }) => {
    const dialog = await ask(canvasElement)
    const confirm = within(dialog).getByRole('button', { name: /Delete/ })
    await userEvent.click(confirm)
    await expect(confirm).toHaveAttribute('aria-busy', 'true')
    await waitFor(() => expect(confirm).not.toHaveAttribute('aria-busy'))
    await expect(dialog).toBeInTheDocument()
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeEnabled()
    await userEvent.click(confirm)
    await expect(args.onConfirm).toHaveBeenCalledTimes(2)
  },
}
