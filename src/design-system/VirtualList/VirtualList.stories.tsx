import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { useState } from 'react'
import { fn } from 'storybook/test'
import { BedList, bedRows } from './fixtures'

const meta = {
  title: 'Design system/VirtualList',
  component: BedList,
  args: { height: 400, rowHeight: 40, onActivate: fn(), onEndReached: fn() },
  argTypes: {
    height: { control: { type: 'number', min: 120, max: 800, step: 40 } },
    rowHeight: { control: { type: 'number', min: 32, max: 80, step: 4 } },
    overscanCount: { control: { type: 'number', min: 0, max: 20 } },
    endReachedThreshold: { control: { type: 'number', min: 0, max: 50 } },
    label: { control: 'text' },
    items: { control: false },
    renderRow: { control: false },
  },
} satisfies Meta<typeof BedList>

export default meta
type Story = StoryObj<typeof meta>

/** 10,000 beds; only the rows in view are in the DOM. Focus the list and use the arrow keys, Home and End. */
export const Playground: Story = {}

export const ShortList: Story = {
  args: { items: bedRows.slice(0, 5), height: 240 },
}

/** Pages of 100 load as the list nears its end, as an infinite list of tenants would. */
export const InfinitePaging: Story = {
  render: function InfinitePaging(args) {
    const [count, setCount] = useState(100)
    return (
      <BedList
        {...args}
        items={bedRows.slice(0, count)}
        onEndReached={() => setCount((current) => Math.min(bedRows.length, current + 100))}
      />
    )
  },
}
