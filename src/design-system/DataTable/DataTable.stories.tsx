import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { fn } from 'storybook/test'
import { Button } from '../Button'
import { DataTableEmpty } from './DataTableParts'
import { TenantTable } from './fixtures'

const meta = {
  title: 'Design system/DataTable',
  component: TenantTable,
  args: {
    loading: false,
    selectable: false,
    onSortChange: fn(),
    onSelectionChange: fn(),
  },
  argTypes: {
    loading: { control: 'boolean' },
    loadingRowCount: { control: { type: 'number', min: 1, max: 20 } },
    selectable: { control: 'boolean' },
    label: { control: 'text' },
    rows: { control: false },
    columns: { control: false },
    emptyState: { control: false },
  },
} satisfies Meta<typeof TenantTable>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const Sorted: Story = {
  args: { sort: { columnId: 'rent', direction: 'desc' } },
}

export const BulkSelection: Story = {
  args: { selectable: true, selectedIds: ['t2', 't3'] },
}

export const ClickableRows: Story = {
  args: { onRowClick: fn(), selectable: true },
}

export const Loading: Story = {
  args: { loading: true, selectable: true },
}

export const Empty: Story = {
  args: { rows: [] },
}

export const CustomEmptyState: Story = {
  args: {
    rows: [],
    emptyState: (
      <DataTableEmpty title="No tenants match these filters">
        <Button variant="secondary" size="small">
          Clear filters
        </Button>
      </DataTableEmpty>
    ),
  },
}
