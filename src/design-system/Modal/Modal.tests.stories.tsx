import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { useRef, useState } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { Modal, type ModalProps } from './Modal'

function ModalDemo({ withFocusTarget = false, ...props }: ModalProps & { withFocusTarget?: boolean }) {
  const [open, setOpen] = useState(false)
  const saveRef = useRef<HTMLButtonElement>(null)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open dialog
      </button>
      <Modal
        {...props}
        open={open}
        initialFocusRef={withFocusTarget ? saveRef : undefined}
        onClose={() => {
          setOpen(false)
          props.onClose()
        }}
        footer={
          <button ref={saveRef} type="button">
            Save
          </button>
        }
      />
    </>
  )
}

const meta = {
  title: 'Design system/Modal/Tests',
  component: Modal,
  args: {
    open: false,
    onClose: fn(),
    title: 'Edit rent',
    description: 'Applies from the next cycle.',
    children: (
      <label>
        Monthly rent
        <input defaultValue="12500" />
      </label>
    ),
  },
  render: (args) => <ModalDemo {...args} />,
} satisfies Meta<typeof Modal>

export default meta
type Story = StoryObj<typeof meta>

/** The dialog lives in a portal on document.body, outside the story's canvas. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body)

const openDialog = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open dialog' }))
  return page(canvasElement).getByRole('dialog', { name: 'Edit rent' })
}

export const OpensInAPortalWithFocusOnTheFirstField: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement)
    await expect(dialog).toHaveAttribute('aria-modal', 'true')
    await expect(dialog).toHaveAccessibleDescription('Applies from the next cycle.')
    await expect(canvasElement).not.toContainElement(dialog)
    await expect(within(dialog).getByRole('textbox', { name: 'Monthly rent' })).toHaveFocus()
  },
}

export const InitialFocusRefWins: Story = {
  render: (args) => <ModalDemo {...args} withFocusTarget />,
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement)
    await expect(within(dialog).getByRole('button', { name: 'Save' })).toHaveFocus()
  },
}

export const DataAutofocusMarksTheInitialFocus: Story = {
  render: (args) => (
    <Modal
      {...args}
      open
      footer={
        <>
          <button type="button">Cancel</button>
          <button type="button" data-autofocus>
            Save
          </button>
        </>
      }
    />
  ),
  play: async ({ canvasElement }) => {
    const dialog = page(canvasElement).getByRole('dialog', { name: 'Edit rent' })
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save' })).toHaveFocus())
  },
}

export const FocusFallsBackToTheDialogWhenNothingIsFocusable: Story = {
  args: { showCloseButton: false, children: 'Nothing to press here.' },
  render: (args) => (
    <>
      <button type="button">Outside</button>
      <Modal {...args} open />
    </>
  ),
  play: async ({ args, canvasElement }) => {
    const dialog = page(canvasElement).getByRole('dialog', { name: 'Edit rent' })
    await waitFor(() => expect(dialog).toHaveFocus())
    await userEvent.tab()
    await expect(dialog).toHaveFocus()
    await expect(args.onClose).not.toHaveBeenCalled()
  },
}

export const EscapeClosesAndReturnsFocus: Story = {
  play: async ({ args, canvasElement }) => {
    await openDialog(canvasElement)
    await userEvent.keyboard('{Escape}')
    await expect(args.onClose).toHaveBeenCalledTimes(1)
    await expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument()
    await expect(within(canvasElement).getByRole('button', { name: 'Open dialog' })).toHaveFocus()
  },
}

export const CloseButtonCloses: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openDialog(canvasElement)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close dialog' }))
    await expect(args.onClose).toHaveBeenCalledTimes(1)
    await expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument()
    await expect(within(canvasElement).getByRole('button', { name: 'Open dialog' })).toHaveFocus()
  },
}

export const BackdropClickCloses: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openDialog(canvasElement)
    await userEvent.click(dialog.parentElement as HTMLElement)
    await expect(args.onClose).toHaveBeenCalledTimes(1)
    await expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument()
  },
}

export const ClickInsideTheDialogDoesNotClose: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openDialog(canvasElement)
    await userEvent.click(within(dialog).getByText('Applies from the next cycle.'))
    await expect(args.onClose).not.toHaveBeenCalled()
    await expect(dialog).toBeInTheDocument()
  },
}

export const DragFromTheDialogOntoTheBackdropDoesNotClose: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openDialog(canvasElement)
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: within(dialog).getByText('Applies from the next cycle.') },
      { target: dialog.parentElement as HTMLElement },
      { keys: '[/MouseLeft]' },
    ])
    await expect(args.onClose).not.toHaveBeenCalled()
    await expect(dialog).toBeInTheDocument()
  },
}

export const BackdropClickIgnoredWhenDisabled: Story = {
  args: { closeOnBackdropClick: false },
  play: async ({ args, canvasElement }) => {
    const dialog = await openDialog(canvasElement)
    await userEvent.click(dialog.parentElement as HTMLElement)
    await expect(args.onClose).not.toHaveBeenCalled()
    await expect(dialog).toBeInTheDocument()
    await expect(within(dialog).getByRole('textbox', { name: 'Monthly rent' })).toHaveFocus()
  },
}

export const TabCyclesWithinTheDialog: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement)
    const dialogCanvas = within(dialog)
    const close = dialogCanvas.getByRole('button', { name: 'Close dialog' })
    const field = dialogCanvas.getByRole('textbox', { name: 'Monthly rent' })
    const save = dialogCanvas.getByRole('button', { name: 'Save' })

    await userEvent.tab()
    await expect(save).toHaveFocus()
    await userEvent.tab()
    await expect(close).toHaveFocus()
    await userEvent.tab()
    await expect(field).toHaveFocus()
    await userEvent.tab({ shift: true })
    await expect(close).toHaveFocus()
    await userEvent.tab({ shift: true })
    await expect(save).toHaveFocus()
  },
}

export const EscapeInANestedDialogClosesOnlyThatOne: Story = {
  render: function Render(args) {
    const [inner, setInner] = useState(false)
    return (
      <Modal {...args} open title="Outer" description={undefined}>
        <button type="button" onClick={() => setInner(true)}>
          Remove tenant
        </button>
        <Modal open={inner} onClose={() => setInner(false)} title="Inner">
          Nested content
        </Modal>
      </Modal>
    )
  },
  play: async ({ args, canvasElement }) => {
    const outer = page(canvasElement).getByRole('dialog', { name: 'Outer' })
    const trigger = within(outer).getByRole('button', { name: 'Remove tenant' })
    await waitFor(() => expect(trigger).toHaveFocus())
    await userEvent.click(trigger)
    const inner = page(canvasElement).getByRole('dialog', { name: 'Inner' })
    await expect(within(inner).getByRole('button', { name: 'Close dialog' })).toHaveFocus()
    await userEvent.keyboard('{Escape}')
    await expect(page(canvasElement).queryByRole('dialog', { name: 'Inner' })).not.toBeInTheDocument()
    await expect(outer).toBeInTheDocument()
    await expect(trigger).toHaveFocus()
    await expect(args.onClose).not.toHaveBeenCalled()
  },
}

export const LocksPageScrollWhileOpen: Story = {
  play: async ({ canvasElement }) => {
    const body = canvasElement.ownerDocument.body
    const before = body.style.overflow
    await openDialog(canvasElement)
    await expect(getComputedStyle(body).overflow).toBe('hidden')
    await userEvent.keyboard('{Escape}')
    await expect(body.style.overflow).toBe(before)
  },
}

export const SitsOnTheModalLayerOverADimmedBackdrop: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement)
    const backdrop = getComputedStyle(dialog.parentElement as HTMLElement)
    await expect(backdrop.position).toBe('fixed')
    await expect(backdrop.zIndex).toBe('100')
    await expect(backdrop.backgroundColor).toBe('rgba(0, 0, 0, 0.5)')
    const box = dialog.getBoundingClientRect()
    const centre = box.left + box.width / 2
    await expect(Math.abs(centre - window.innerWidth / 2)).toBeLessThan(2)
  },
}
