import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { useState } from 'react'
import { fn } from 'storybook/test'
import { Tabs, type TabsProps } from './Tabs'

/** Keeps the selection so the story behaves like a screen would; the story's args seed it. */
function ControlledTabs(props: TabsProps) {
  const [value, setValue] = useState(props.value)
  return (
    <Tabs
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next)
        props.onChange(next)
      }}
    />
  )
}

const meta = {
  title: 'Design system/Tabs',
  component: Tabs,
  args: {
    label: 'Collection status',
    items: [
      { value: 'due', label: 'Due', count: 12 },
      { value: 'received', label: 'Received', count: 231 },
    ],
    value: 'due',
    onChange: fn(),
  },
  argTypes: {
    value: { control: 'inline-radio', options: ['due', 'received'] },
    label: { control: 'text' },
    items: { control: 'object' },
  },
  render: (args) => <ControlledTabs key={args.value} {...args} />,
} satisfies Meta<typeof Tabs>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const WithPanel: Story = {
  render: (args) => (
    <ControlledTabs key={args.value} {...args}>
      <p>The selected tab's list goes here.</p>
    </ControlledTabs>
  ),
}

export const WithoutCounts: Story = {
  args: {
    label: 'Tenant sections',
    items: [
      { value: 'profile', label: 'Profile' },
      { value: 'documents', label: 'Documents' },
      { value: 'payments', label: 'Payments' },
      { value: 'complaints', label: 'Complaints' },
    ],
    value: 'profile',
  },
  argTypes: {
    value: { control: 'inline-radio', options: ['profile', 'documents', 'payments', 'complaints'] },
  },
}
