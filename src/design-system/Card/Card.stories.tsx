import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { fn } from 'storybook/test'
import { Button } from '../Button'
import { Card } from './Card'

const meta = {
  title: 'Design system/Card',
  component: Card,
  args: {
    title: 'Rent collected this month',
    padding: 'regular',
    headingLevel: 2,
    children: '₹3,60,000 of ₹4,00,000 collected from 45 tenants.',
  },
  argTypes: {
    title: { control: 'text' },
    padding: { control: 'inline-radio', options: ['none', 'small', 'regular', 'large'] },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4] },
    children: { control: 'text' },
  },
} satisfies Meta<typeof Card>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const WithActions: Story = {
  args: {
    actions: (
      <Button size="small" variant="secondary" onClick={fn()}>
        Send reminders
      </Button>
    ),
  },
}

export const Untitled: Story = {
  args: { title: undefined },
}

export const Paddings: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 480 }}>
      {(['none', 'small', 'regular', 'large'] as const).map((padding) => (
        <Card key={padding} {...args} padding={padding} title={`Padding ${padding}`}>
          Card body
        </Card>
      ))}
    </div>
  ),
}
