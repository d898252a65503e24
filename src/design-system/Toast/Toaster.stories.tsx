import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { useState } from 'react'
import { fn } from 'storybook/test'
import { Button } from '../Button'
import type { ToastTone } from './Toast'
import { Toaster, type ToasterProps, type ToastItem } from './Toaster'

const samples: Record<ToastTone, Omit<ToastItem, 'id'>> = {
  success: { tone: 'success', title: 'Payment recorded', message: '₹12,500 from Priya Nair for November.' },
  info: { tone: 'info', message: 'Reminders are being sent to 12 tenants.' },
  error: { tone: 'error', message: 'Some unknown error has occured' },
}

/** Holds the list the way the app's store will: push on an event, drop on dismiss. */
function ToasterDemo(props: ToasterProps) {
  const [toasts, setToasts] = useState(props.toasts)
  const push = (tone: ToastTone) =>
    setToasts((list) => [...list, { ...samples[tone], id: String(Date.now()) }])
  return (
    <>
      <div style={{ display: 'flex', gap: 8 }}>
        <Button onClick={() => push('success')}>Success</Button>
        <Button variant="secondary" onClick={() => push('info')}>
          Info
        </Button>
        <Button variant="danger" onClick={() => push('error')}>
          Error
        </Button>
      </div>
      <Toaster
        toasts={toasts}
        onDismiss={(id) => {
          setToasts((list) => list.filter((toast) => toast.id !== id))
          props.onDismiss(id)
        }}
      />
    </>
  )
}

const meta = {
  title: 'Design system/Toaster',
  component: Toaster,
  args: {
    toasts: [
      { id: '1', ...samples.success },
      { id: '2', ...samples.error, duration: Number.POSITIVE_INFINITY },
    ],
    onDismiss: fn(),
  },
  argTypes: { toasts: { control: 'object' } },
  render: (args) => <ToasterDemo key={JSON.stringify(args.toasts)} {...args} />,
} satisfies Meta<typeof Toaster>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const Empty: Story = {
  args: { toasts: [] },
}
