import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { useState } from 'react'
import { fn } from 'storybook/test'
import { Button } from '../Button'
import { Modal, type ModalProps } from './Modal'

/** A trigger and the dialog it opens; the story's `open` arg seeds the state. */
function ModalDemo(props: ModalProps) {
  const [open, setOpen] = useState(props.open)
  const close = () => {
    setOpen(false)
    props.onClose()
  }
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open dialog</Button>
      <Modal
        {...props}
        open={open}
        onClose={close}
        footer={
          props.footer ?? (
            <>
              <Button variant="secondary" onClick={close}>
                Cancel
              </Button>
              <Button onClick={close}>Save</Button>
            </>
          )
        }
      />
    </>
  )
}

const meta = {
  title: 'Design system/Modal',
  component: Modal,
  args: {
    open: true,
    onClose: fn(),
    title: 'Edit monthly rent',
    description: 'The new rent applies from the next billing cycle.',
    children: 'Room 204, bed B · Priya Nair',
    size: 'regular',
    closeOnBackdropClick: true,
    showCloseButton: true,
    role: 'dialog',
  },
  argTypes: {
    open: { control: 'boolean' },
    title: { control: 'text' },
    description: { control: 'text' },
    children: { control: 'text' },
    size: { control: 'inline-radio', options: ['small', 'regular', 'large'] },
    closeOnBackdropClick: { control: 'boolean' },
    showCloseButton: { control: 'boolean' },
    role: { control: 'inline-radio', options: ['dialog', 'alertdialog'] },
  },
  render: (args) => <ModalDemo key={String(args.open)} {...args} />,
} satisfies Meta<typeof Modal>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const WithForm: Story = {
  args: {
    description: undefined,
    children: (
      <div style={{ display: 'grid', gap: 12 }}>
        <label style={{ display: 'grid', gap: 4 }}>
          Monthly rent (₹)
          <input defaultValue="12500" />
        </label>
        <label style={{ display: 'grid', gap: 4 }}>
          Effective from
          <input type="date" defaultValue="2025-01-01" />
        </label>
      </div>
    ),
  },
}

export const Sizes: Story = {
  args: { open: false },
  render: (args) => (
    <div style={{ display: 'flex', gap: 12 }}>
      {(['small', 'regular', 'large'] as const).map((size) => (
        <ModalDemo key={size} {...args} size={size} title={`A ${size} dialog`} />
      ))}
    </div>
  ),
}

export const LongContentScrolls: Story = {
  args: {
    title: 'House rules',
    description: undefined,
    children: Array.from({ length: 40 }, (_, i) => <p key={i}>Rule {i + 1}: visitors leave by 8 pm.</p>),
  },
}
