import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { fn } from 'storybook/test'
import { Button } from '../Button'
import { SearchIcon } from '../icons'
import { EmptyState } from './EmptyState'

const meta = {
  title: 'Design system/EmptyState',
  component: EmptyState,
  args: {
    title: 'No dues this month',
    description: 'Every tenant has paid. New dues appear here on the 1st.',
    headingLevel: 2,
  },
  argTypes: {
    title: { control: 'text' },
    description: { control: 'text' },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4] },
  },
} satisfies Meta<typeof EmptyState>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const WithAction: Story = {
  args: {
    title: 'No tenants yet',
    description: 'Add your first tenant to start collecting rent.',
    action: <Button onClick={fn()}>Add tenant</Button>,
  },
}

export const NoSearchResults: Story = {
  args: {
    icon: <SearchIcon size={40} />,
    title: 'No matches for “Aarav”',
    description: 'Check the spelling or clear the filters.',
    action: (
      <Button variant="secondary" onClick={fn()}>
        Clear filters
      </Button>
    ),
  },
}
