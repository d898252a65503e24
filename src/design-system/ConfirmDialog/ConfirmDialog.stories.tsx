import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { useState } from 'react'
import { fn } from 'storybook/test'
import { Button } from '../Button'
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog'

/** A trigger and its dialog, closed once the confirmation settles as a screen would do. */
function ConfirmDemo(props: ConfirmDialogProps) {
  const [open, setOpen] = useState(props.open)
  return (
    <>
      <Button variant={props.tone === 'danger' ? 'danger' : 'primary'} onClick={() => setOpen(true)}>
        {props.confirmLabel ?? 'Confirm'}
      </Button>
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
  title: 'Design system/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: true,
    title: 'Mark ₹12,500 as received?',
    message: 'The collection moves to Received and Priya Nair gets a receipt.',
    confirmLabel: 'Mark paid',
    cancelLabel: 'Cancel',
    tone: 'default',
    onConfirm: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 1500))),
    onCancel: fn(),
  },
  argTypes: {
    open: { control: 'boolean' },
    title: { control: 'text' },
    message: { control: 'text' },
    confirmLabel: { control: 'text' },
    cancelLabel: { control: 'text' },
    tone: { control: 'inline-radio', options: ['default', 'danger'] },
  },
  render: (args) => <ConfirmDemo key={String(args.open)} {...args} />,
} satisfies Meta<typeof ConfirmDialog>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const Danger: Story = {
  args: {
    tone: 'danger',
    title: 'Remove Rohan Deshmukh?',
    message: 'His bed becomes available and his dues stay on record. This cannot be undone.',
    confirmLabel: 'Remove tenant',
  },
}

export const Synchronous: Story = {
  args: { onConfirm: fn() },
}
