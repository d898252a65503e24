import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Pagination } from './Pagination'

const meta = {
  title: 'Design system/Pagination/Tests',
  component: Pagination,
  args: { page: 1, rowsPerPage: 10, total: 243, onPageChange: fn(), onRowsPerPageChange: fn() },
} satisfies Meta<typeof Pagination>

export default meta
type Story = StoryObj<typeof meta>

const nav = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('navigation', { name: 'Pagination' }))

export const IsALabelledNavLandmarkWithRangeText: Story = {
  args: { page: 2 },
  play: async ({ canvasElement }) => {
    const pagination = nav(canvasElement)
    await expect(pagination.getByText('11–20 of 243')).toBeVisible()
  },
}

export const RowsPerPageOffersExactly10_20_50: Story = {
  play: async ({ canvasElement }) => {
    const select = nav(canvasElement).getByRole('combobox', { name: 'Rows per page' })
    await expect(select).toHaveValue('10')
    const options = within(select).getAllByRole('option')
    await expect(options.map((option) => option.textContent)).toEqual(['10', '20', '50'])
  },
}

export const ChangingRowsPerPageCallsBackWithANumber: Story = {
  play: async ({ args, canvasElement }) => {
    const select = nav(canvasElement).getByRole('combobox', { name: 'Rows per page' })
    await userEvent.selectOptions(select, '50')
    await expect(args.onRowsPerPageChange).toHaveBeenCalledTimes(1)
    await expect(args.onRowsPerPageChange).toHaveBeenCalledWith(50)
  },
}

export const PreviousIsDisabledOnTheFirstPage: Story = {
  play: async ({ args, canvasElement }) => {
    const pagination = nav(canvasElement)
    const previous = pagination.getByRole('button', { name: 'Previous page' })
    await expect(previous).toBeDisabled()
    await userEvent.click(previous, { pointerEventsCheck: 0 })
    await expect(args.onPageChange).not.toHaveBeenCalled()
    await expect(pagination.getByRole('button', { name: 'Next page' })).toBeEnabled()
  },
}

export const NextIsDisabledOnTheLastPage: Story = {
  args: { page: 25 },
  play: async ({ args, canvasElement }) => {
    const pagination = nav(canvasElement)
    const next = pagination.getByRole('button', { name: 'Next page' })
    await expect(next).toBeDisabled()
    await userEvent.click(next, { pointerEventsCheck: 0 })
    await expect(args.onPageChange).not.toHaveBeenCalled()
    await expect(pagination.getByText('241–243 of 243')).toBeVisible()
  },
}

export const NextAndPreviousMoveOnePage: Story = {
  args: { page: 7 },
  play: async ({ args, canvasElement }) => {
    const pagination = nav(canvasElement)
    await userEvent.click(pagination.getByRole('button', { name: 'Next page' }))
    await expect(args.onPageChange).toHaveBeenLastCalledWith(8)
    await userEvent.click(pagination.getByRole('button', { name: 'Previous page' }))
    await expect(args.onPageChange).toHaveBeenLastCalledWith(6)
  },
}

export const PageButtonCallsBackWithItsPage: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(nav(canvasElement).getByRole('button', { name: 'Page 3' }))
    await expect(args.onPageChange).toHaveBeenCalledTimes(1)
    await expect(args.onPageChange).toHaveBeenCalledWith(3)
  },
}

export const CurrentPageIsMarkedAndInert: Story = {
  args: { page: 13 },
  play: async ({ args, canvasElement }) => {
    const pagination = nav(canvasElement)
    const current = pagination.getByRole('button', { name: 'Page 13' })
    await expect(current).toHaveAttribute('aria-current', 'page')
    await expect(pagination.getByRole('button', { name: 'Page 12' })).not.toHaveAttribute('aria-current')
    await expect(getComputedStyle(current).backgroundColor).toBe('rgb(55, 37, 131)')
    await userEvent.click(current)
    await expect(args.onPageChange).not.toHaveBeenCalled()
  },
}

export const LongRangesCollapseIntoEllipses: Story = {
  args: { page: 13 },
  play: async ({ canvasElement }) => {
    const pagination = nav(canvasElement)
    const pages = pagination.getAllByRole('button', { name: /^Page / }).map((button) => button.textContent)
    await expect(pages).toEqual(['1', '12', '13', '14', '25'])
    await expect(pagination.getAllByText('…')).toHaveLength(2)
  },
}

export const ShortRangesShowEveryPage: Story = {
  args: { total: 42 },
  play: async ({ canvasElement }) => {
    const pagination = nav(canvasElement)
    const pages = pagination.getAllByRole('button', { name: /^Page / }).map((button) => button.textContent)
    await expect(pages).toEqual(['1', '2', '3', '4', '5'])
    await expect(pagination.queryByText('…')).not.toBeInTheDocument()
  },
}

export const EmptyListDisablesBothDirections: Story = {
  args: { total: 0 },
  play: async ({ canvasElement }) => {
    const pagination = nav(canvasElement)
    await expect(pagination.getByText('0 of 0')).toBeVisible()
    await expect(pagination.getByRole('button', { name: 'Previous page' })).toBeDisabled()
    await expect(pagination.getByRole('button', { name: 'Next page' })).toBeDisabled()
  },
}
