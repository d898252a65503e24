import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { fn } from 'storybook/test'
import { BedTable, bedRows } from './fixtures'

const meta = {
  title: 'Design system/VirtualTable',
  component: BedTable,
  args: { height: 400, rowHeight: 40, onActivate: fn(), onEndReached: fn(), onSortChange: fn() },
  argTypes: {
    height: { control: { type: 'number', min: 160, max: 800, step: 40 } },
    rowHeight: { control: { type: 'number', min: 32, max: 80, step: 4 } },
    overscanCount: { control: { type: 'number', min: 0, max: 20 } },
    endReachedThreshold: { control: { type: 'number', min: 0, max: 50 } },
    label: { control: 'text' },
    rows: { control: false },
    columns: { control: false },
  },
} satisfies Meta<typeof BedTable>

export default meta
type Story = StoryObj<typeof meta>

/** 10,000 beds under a header that stays put; the Rent column sorts. */
export const Playground: Story = {}

export const SortedByRent: Story = {
  args: { sort: { columnId: 'rent', direction: 'desc' } },
}

export const FewRows: Story = {
  args: { rows: bedRows.slice(0, 3), height: 240 },
}
