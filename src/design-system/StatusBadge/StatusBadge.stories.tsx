import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { CheckIcon } from '../icons'
import { BED_STATUSES, BedStatus, BedStatusLegend } from './BedStatus'
import { StatusBadge } from './StatusBadge'

const tones = ['neutral', 'success', 'warning', 'error', 'info', 'primary'] as const

const meta = {
  title: 'Design system/StatusBadge',
  component: StatusBadge,
  args: { children: 'Received', tone: 'success' },
  argTypes: {
    tone: { control: 'inline-radio', options: tones },
    children: { control: 'text' },
    icon: { control: false },
  },
} satisfies Meta<typeof StatusBadge>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const AllTones: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {tones.map((tone) => (
        <StatusBadge key={tone} {...args} tone={tone}>
          {tone}
        </StatusBadge>
      ))}
    </div>
  ),
}

export const WithIcon: Story = {
  args: { icon: <CheckIcon size={12} />, children: 'Paid' },
}

export const BedStatuses: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <div style={{ display: 'flex', gap: 8 }}>
        {BED_STATUSES.map(({ code }) => (
          <BedStatus key={code} status={code} />
        ))}
      </div>
      <div style={{ display: 'flex', gap: 8 }}>
        {BED_STATUSES.map(({ code }) => (
          <BedStatus key={code} status={code} display="icon" />
        ))}
      </div>
    </div>
  ),
}

export const Legend: Story = {
  render: () => <BedStatusLegend />,
}

export const LegendWithCounts: Story = {
  render: () => <BedStatusLegend counts={{ 1: 12, 2: 48, 3: 5, 4: 3 }} />,
}
