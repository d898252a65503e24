import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Button } from '../Button'
import { DataTableEmpty } from './DataTableParts'
import { TenantTable, tenants } from './fixtures'

const meta = {
  title: 'Design system/DataTable/Tests',
  component: TenantTable,
  args: { onSortChange: fn(), onSelectionChange: fn() },
} satisfies Meta<typeof TenantTable>

export default meta
type Story = StoryObj<typeof meta>

const bodyRows = (canvasElement: HTMLElement) => within(canvasElement).getAllByRole('row').slice(1)

export const RendersASemanticTable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const table = canvas.getByRole('table', { name: 'Tenants' })
    const headers = within(table).getAllByRole('columnheader')
    await expect(headers.map((header) => header.textContent)).toEqual(['Name', 'Room', 'Rent'])
    for (const header of headers) await expect(header).toHaveAttribute('scope', 'col')
    await expect(bodyRows(canvasElement)).toHaveLength(4)
    await expect(canvas.getByRole('cell', { name: '₹12,000' })).toBeVisible()
    await expect(getComputedStyle(canvas.getByRole('cell', { name: '₹12,000' })).textAlign).toBe('end')
    await expect(canvas.getByRole('columnheader', { name: 'Room' }).getBoundingClientRect().width).toBe(120)
  },
}

export const SortableHeadersCycleTheSort: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const nameHeader = canvas.getByRole('columnheader', { name: 'Name' })
    const indicator = () => nameHeader.querySelector('[data-part="sort-indicator"]')
    const firstName = () => within(bodyRows(canvasElement)[0]).getAllByRole('cell')[0]

    await expect(nameHeader).toHaveAttribute('aria-sort', 'none')
    await expect(indicator()).toHaveAttribute('data-direction', 'none')
    // Room is not sortable: plain text, no aria-sort.
    const roomHeader = canvas.getByRole('columnheader', { name: 'Room' })
    await expect(roomHeader).not.toHaveAttribute('aria-sort')
    await expect(within(roomHeader).queryByRole('button')).toBeNull()

    await userEvent.click(canvas.getByRole('button', { name: 'Name' }))
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ columnId: 'name', direction: 'asc' })
    await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending')
    await expect(indicator()).toHaveAttribute('data-direction', 'ascending')
    await expect(firstName()).toHaveTextContent('Asha Rao')

    await userEvent.click(canvas.getByRole('button', { name: 'Name' }))
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ columnId: 'name', direction: 'desc' })
    await expect(nameHeader).toHaveAttribute('aria-sort', 'descending')
    await expect(indicator()).toHaveAttribute('data-direction', 'descending')
    await expect(firstName()).toHaveTextContent('Vikram Iyer')

    await userEvent.click(canvas.getByRole('button', { name: 'Name' }))
    await expect(args.onSortChange).toHaveBeenLastCalledWith(null)
    await expect(nameHeader).toHaveAttribute('aria-sort', 'none')
  },
}

export const SortingAnotherColumnStartsAscending: Story = {
  args: { sort: { columnId: 'name', direction: 'desc' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Rent' }))
    await expect(args.onSortChange).toHaveBeenCalledWith({ columnId: 'rent', direction: 'asc' })
    await expect(canvas.getByRole('columnheader', { name: 'Rent' })).toHaveAttribute('aria-sort', 'ascending')
    await expect(canvas.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'none')
  },
}

export const LoadingShowsSkeletonRowsAndMarksTheTableBusy: Story = {
  args: { loading: true, selectable: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('table', { name: 'Tenants' })).toHaveAttribute('aria-busy', 'true')
    await expect(canvasElement.querySelectorAll('[data-part="skeleton"]')).toHaveLength(5)
    // Skeletons are hidden from assistive technology; no data and no empty message show.
    await expect(canvas.getAllByRole('row')).toHaveLength(1)
    await expect(canvas.queryByText('Asha Rao')).toBeNull()
    await expect(canvas.queryByText('No records')).toBeNull()
    await expect(canvas.getByRole('checkbox', { name: 'Select all rows' })).toBeDisabled()
  },
}

export const EmptyRowsShowNoRecords: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('No records')).toBeVisible()
    await expect(canvas.getByRole('table', { name: 'Tenants' })).not.toHaveAttribute('aria-busy')
    // The message spans every column.
    await expect(canvas.getByRole('cell')).toHaveAttribute('colspan', '3')
  },
}

export const EmptyStateIsCustomisable: Story = {
  args: {
    rows: [],
    emptyState: (
      <DataTableEmpty title="No tenants yet">
        <Button size="small">Add tenant</Button>
      </DataTableEmpty>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('No tenants yet')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Add tenant' })).toBeVisible()
    await expect(canvas.queryByText('No records')).toBeNull()
  },
}

export const SelectAllIsCheckedMixedOrClear: Story = {
  args: { selectable: true, getRowLabel: (tenant) => tenant.name },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const selectAll = canvas.getByRole('checkbox', { name: 'Select all rows' })
    const asha = canvas.getByRole('checkbox', { name: 'Select row Asha Rao' })
    const ashaRow = canvas.getByRole('row', { name: /Asha Rao/ })
    await expect(selectAll).not.toBeChecked()
    await expect(ashaRow).toHaveAttribute('aria-selected', 'false')

    await userEvent.click(asha)
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(['t1'])
    await expect(asha).toBeChecked()
    await expect(ashaRow).toHaveAttribute('aria-selected', 'true')
    await expect(selectAll).toBePartiallyChecked()

    await userEvent.click(selectAll)
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(['t1', 't2', 't3', 't4'])
    await expect(selectAll).toBeChecked()
    await expect(selectAll).not.toBePartiallyChecked()
    for (const row of bodyRows(canvasElement)) await expect(row).toHaveAttribute('aria-selected', 'true')

    await userEvent.click(selectAll)
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith([])
    await expect(selectAll).not.toBeChecked()
    await expect(asha).not.toBeChecked()
  },
}

export const SelectAllKeepsSelectionsFromOtherPages: Story = {
  args: { selectable: true, selectedIds: ['elsewhere'] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const selectAll = canvas.getByRole('checkbox', { name: 'Select all rows' })
    await expect(selectAll).not.toBePartiallyChecked()
    await userEvent.click(selectAll)
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(['elsewhere', 't1', 't2', 't3', 't4'])
    await userEvent.click(selectAll)
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(['elsewhere'])
  },
}

export const RowCheckboxesAreLabelledById: Story = {
  args: { selectable: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    for (const tenant of tenants) {
      await expect(canvas.getByRole('checkbox', { name: `Select row ${tenant.id}` })).toBeInTheDocument()
    }
  },
}

export const ClickOrEnterOnARowCallsOnRowClick: Story = {
  args: { onRowClick: fn(), selectable: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByText('Meera Nair'))
    await expect(args.onRowClick).toHaveBeenCalledTimes(1)
    await expect(args.onRowClick).toHaveBeenCalledWith(tenants[2])

    // The checkbox selects without opening the row.
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select row t4' }))
    await expect(args.onRowClick).toHaveBeenCalledTimes(1)

    const vikramRow = canvas.getByRole('row', { name: /Vikram Iyer/ })
    vikramRow.focus()
    await expect(vikramRow).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(args.onRowClick).toHaveBeenLastCalledWith(tenants[1])
    await expect(args.onRowClick).toHaveBeenCalledTimes(2)
  },
}

export const RowsAreReachableByTab: Story = {
  args: { onRowClick: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Rent' }))
    // Rent sorts ascending: Rohan (₹7,500) is the first row after the headers.
    await userEvent.tab()
    await expect(canvas.getByRole('row', { name: /Rohan Gupta/ })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(args.onRowClick).toHaveBeenCalledWith(tenants[3])
  },
}
