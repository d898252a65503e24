import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { BedTable, ROW_COUNT, bedColumns, bedRows } from './fixtures'
import { VirtualTable } from './VirtualTable'

const meta = {
  title: 'Design system/VirtualTable/Tests',
  component: BedTable,
  args: { onActivate: fn(), onEndReached: fn(), onSortChange: fn() },
} satisfies Meta<typeof BedTable>

export default meta
type Story = StoryObj<typeof meta>

const setup = (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement)
  const grid = canvas.getByRole('grid', { name: 'Beds' })
  const [headerGroup, body] = within(grid).getAllByRole('rowgroup')
  const row = (name: string) => within(body).getByRole('row', { name: new RegExp(`^${name} `) })
  const active = () => {
    const id = grid.getAttribute('aria-activedescendant')
    return id ? document.getElementById(id) : null
  }
  return { canvas, grid, headerGroup, body, row, active }
}

export const HasTableStructureAndMountsOnlyTheRowsInView: Story = {
  play: async ({ canvasElement }) => {
    const { grid, headerGroup, body, row } = setup(canvasElement)
    await expect(grid).toHaveAttribute('aria-rowcount', String(ROW_COUNT + 1))
    const headerRow = within(headerGroup).getByRole('row')
    await expect(headerRow).toHaveAttribute('aria-rowindex', '1')
    const headers = within(headerRow).getAllByRole('columnheader')
    await expect(headers.map((header) => header.textContent)).toEqual(['Bed', 'Room', 'Rent'])
    await expect(row('Row 1')).toHaveAttribute('aria-rowindex', '2')
    await expect(
      within(row('Row 1'))
        .getAllByRole('gridcell')
        .map((cell) => cell.textContent),
    ).toEqual(['Row 1', '101-A', '₹6,000'])
    const rows = within(body).getAllByRole('row')
    await expect(rows.length).toBeGreaterThanOrEqual(9)
    await expect(rows.length).toBeLessThanOrEqual(60)
    // Columns line up: a header and its cells share the grid track.
    const rentHeader = headers[2].getBoundingClientRect()
    const rentCell = within(row('Row 1')).getAllByRole('gridcell')[2].getBoundingClientRect()
    await expect(rentCell.left).toBe(rentHeader.left)
    await expect(rentCell.width).toBe(140)
  },
}

export const EndShowsTheLastRowUnderAFixedHeader: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, grid, headerGroup, body, row, active } = setup(canvasElement)
    const headerTop = headerGroup.getBoundingClientRect().top
    await userEvent.tab()
    await expect(grid).toHaveFocus()
    await expect(active()).toBe(row('Row 1'))
    await userEvent.keyboard('{End}')
    await waitFor(() => expect(canvas.getByText('Row 10000')).toBeVisible())
    await waitFor(() => expect(active()).toBe(row('Row 10000')))
    await expect(row('Row 10000')).toHaveAttribute('aria-rowindex', String(ROW_COUNT + 1))
    const last = row('Row 10000').getBoundingClientRect()
    await expect(last.bottom).toBeLessThanOrEqual(body.getBoundingClientRect().bottom + 1)
    await expect(last.top).toBeGreaterThanOrEqual(headerGroup.getBoundingClientRect().bottom - 1)
    await expect(headerGroup.getBoundingClientRect().top).toBe(headerTop)
    await expect(within(headerGroup).getByRole('columnheader', { name: 'Bed' })).toBeVisible()
    await expect(within(body).getAllByRole('row').length).toBeLessThanOrEqual(60)
  },
}

export const ArrowKeysMoveTheActiveRow: Story = {
  play: async ({ canvasElement }) => {
    const { active, row } = setup(canvasElement)
    await userEvent.tab()
    await userEvent.keyboard('{ArrowDown}')
    await expect(active()).toBe(row('Row 2'))
    await expect(row('Row 2')).toHaveAttribute('aria-selected', 'true')
    await expect(row('Row 1')).toHaveAttribute('aria-selected', 'false')
    await userEvent.keyboard('{ArrowUp}')
    await expect(active()).toBe(row('Row 1'))
    // 360 px of 40 px rows under the header: a page moves eight rows.
    await userEvent.keyboard('{PageDown}')
    await waitFor(() => expect(active()).toBe(row('Row 9')))
  },
}

export const EnterActivatesTheActiveRow: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.tab()
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}')
    await expect(args.onActivate).toHaveBeenCalledTimes(1)
    await expect(args.onActivate).toHaveBeenCalledWith(bedRows[2], 2)
    await expect(setup(canvasElement).active()).toHaveTextContent('Row 3')
  },
}

export const ClickActivatesARowAndFocusesTheGrid: Story = {
  play: async ({ args, canvasElement }) => {
    const { grid, row, active } = setup(canvasElement)
    await userEvent.click(within(row('Row 5')).getByText('102-A'))
    await expect(args.onActivate).toHaveBeenCalledWith(bedRows[4], 4)
    await expect(grid).toHaveFocus()
    await expect(active()).toBe(row('Row 5'))
    await userEvent.keyboard('{ArrowDown}{Enter}')
    await expect(args.onActivate).toHaveBeenLastCalledWith(bedRows[5], 5)
  },
}

export const SortableHeaderReportsTheSort: Story = {
  play: async ({ args, canvasElement }) => {
    const { headerGroup, body } = setup(canvasElement)
    const rent = within(headerGroup).getByRole('columnheader', { name: 'Rent' })
    await expect(rent).toHaveAttribute('aria-sort', 'none')
    await expect(within(headerGroup).getByRole('columnheader', { name: 'Bed' })).not.toHaveAttribute(
      'aria-sort',
    )
    await userEvent.click(within(rent).getByRole('button', { name: 'Rent' }))
    await expect(args.onSortChange).toHaveBeenCalledWith({ columnId: 'rent', direction: 'asc' })
    await expect(rent).toHaveAttribute('aria-sort', 'ascending')
    await userEvent.click(within(rent).getByRole('button', { name: 'Rent' }))
    await expect(rent).toHaveAttribute('aria-sort', 'descending')
    await expect(within(within(body).getAllByRole('row')[0]).getAllByRole('gridcell')[2]).toHaveTextContent(
      '₹9,000',
    )
  },
}

export const OnEndReachedFiresOnceScrolledToTheEnd: Story = {
  play: async ({ args, canvasElement }) => {
    const { body } = setup(canvasElement)
    await expect(args.onEndReached).not.toHaveBeenCalled()
    body.scrollTop = body.scrollHeight
    await waitFor(() => expect(within(body).getByText('Row 10000')).toBeVisible())
    await waitFor(() => expect(args.onEndReached).toHaveBeenCalledTimes(1))
  },
}

/** Rows 4 to 10 of a sparse list are still loading: busy placeholders, without text, that do not activate. */
export const RowsStillLoadingArePlaceholders: Story = {
  render: (args) => (
    <VirtualTable
      columns={bedColumns}
      rows={bedRows.map((row, index) => (index >= 3 && index < 10 ? undefined : row))}
      label="Beds"
      height={400}
      rowHeight={40}
      onActivate={args.onActivate}
    />
  ),
  play: async ({ args, canvasElement }) => {
    const { body } = setup(canvasElement)
    const rowAt = (index: number) => body.querySelector(`[role="row"][aria-rowindex="${index + 2}"]`)
    await expect(rowAt(3)).toHaveAttribute('aria-busy', 'true')
    await expect(rowAt(3)).toHaveTextContent(/^$/)
    await expect(within(rowAt(3) as HTMLElement).getAllByRole('gridcell')).toHaveLength(3)
    await expect(rowAt(2)).not.toHaveAttribute('aria-busy')
    await userEvent.click(rowAt(4) as HTMLElement)
    await expect(args.onActivate).not.toHaveBeenCalled()
    await userEvent.click(within(rowAt(10) as HTMLElement).getByText('Row 11'))
    await expect(args.onActivate).toHaveBeenCalledWith(bedRows[10], 10)
  },
}
