import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { useEffect, useState } from 'react'
import { Card } from '../Card'
import { Skeleton } from './Skeleton'
import { SkeletonRegion } from './SkeletonRegion'

const meta = {
  title: 'Design system/Skeleton',
  component: Skeleton,
  args: { variant: 'text', count: 3 },
  argTypes: {
    variant: { control: 'inline-radio', options: ['text', 'rect', 'circle'] },
    width: { control: 'text' },
    height: { control: 'text' },
    count: { control: { type: 'number', min: 1, max: 10 } },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Skeleton>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const Shapes: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <Skeleton />
      <Skeleton count={3} />
      <Skeleton variant="rect" height={120} />
      <Skeleton variant="circle" width={48} />
    </div>
  ),
}

/** A tenant row while its data loads. */
export const ListRow: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Skeleton variant="circle" />
      <div style={{ flex: 1, display: 'grid', gap: 6 }}>
        <Skeleton width="40%" />
        <Skeleton width="70%" height={12} />
      </div>
    </div>
  ),
}

function LoadingCard() {
  const [busy, setBusy] = useState(true)
  useEffect(() => {
    const timer = setTimeout(() => setBusy(false), 2000)
    return () => clearTimeout(timer)
  }, [])
  return (
    <Card title="Rent collected this month">
      <SkeletonRegion busy={busy}>
        {busy ? <Skeleton count={2} /> : <p style={{ margin: 0 }}>₹3,60,000 of ₹4,00,000 from 45 tenants.</p>}
      </SkeletonRegion>
    </Card>
  )
}

/** A region that loads for two seconds, then shows its content. */
export const InARegion: Story = {
  render: () => <LoadingCard />,
}
