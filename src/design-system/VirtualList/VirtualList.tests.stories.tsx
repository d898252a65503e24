import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { BedList, ROW_COUNT, bedRows } from './fixtures'

const meta = {
  title: 'Design system/VirtualList/Tests',
  component: BedList,
  args: { onActivate: fn(), onEndReached: fn() },
} satisfies Meta<typeof BedList>

export default meta
type Story = StoryObj<typeof meta>

const setup = (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement)
  const listbox = canvas.getByRole('listbox', { name: 'Beds' })
  const option = (name: string) => canvas.getByRole('option', { name: new RegExp(`^${name} ·`) })
  const active = () => {
    const id = listbox.getAttribute('aria-activedescendant')
    return id ? document.getElementById(id) : null
  }
  return { canvas, listbox, option, active }
}

/** True when the element lies inside the listbox's visible box. */
const inView = (element: HTMLElement, container: HTMLElement) => {
  const box = element.getBoundingClientRect()
  const frame = container.getBoundingClientRect()
  return box.top >= frame.top - 1 && box.bottom <= frame.bottom + 1
}

export const MountsOnlyTheRowsInView: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, listbox } = setup(canvasElement)
    const options = canvas.getAllByRole('option')
    await expect(options.length).toBeGreaterThanOrEqual(10)
    await expect(options.length).toBeLessThanOrEqual(60)
    // Assistive technology still hears the full length.
    await expect(options[0]).toHaveAttribute('aria-posinset', '1')
    for (const option of options) await expect(option).toHaveAttribute('aria-setsize', String(ROW_COUNT))
    await expect(listbox).toHaveAttribute('tabindex', '0')
    await expect(listbox.getBoundingClientRect().height).toBe(400)
  },
}

export const EndShowsTheLastRow: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, listbox, option, active } = setup(canvasElement)
    await userEvent.tab()
    await expect(listbox).toHaveFocus()
    await expect(active()).toBe(option('Row 1'))
    await userEvent.keyboard('{End}')
    await waitFor(() => expect(canvas.getByText('Row 10000')).toBeVisible())
    await waitFor(() => expect(active()).toBe(option('Row 10000')))
    await expect(inView(option('Row 10000'), listbox)).toBe(true)
    await expect(option('Row 10000')).toHaveAttribute('aria-posinset', String(ROW_COUNT))
    await expect(canvas.getAllByRole('option').length).toBeLessThanOrEqual(60)
    await expect(canvas.queryByText('Row 1')).toBeNull()

    await userEvent.keyboard('{Home}')
    await waitFor(() => expect(active()).toBe(option('Row 1')))
    await expect(inView(option('Row 1'), listbox)).toBe(true)
  },
}

export const ArrowKeysMoveTheActiveRow: Story = {
  play: async ({ canvasElement }) => {
    const { listbox, option, active } = setup(canvasElement)
    await userEvent.tab()
    await expect(option('Row 1')).toHaveAttribute('aria-selected', 'true')

    await userEvent.keyboard('{ArrowDown}')
    await expect(active()).toBe(option('Row 2'))
    await expect(option('Row 2')).toHaveAttribute('aria-selected', 'true')
    await expect(option('Row 1')).toHaveAttribute('aria-selected', 'false')

    await userEvent.keyboard('{ArrowUp}{ArrowUp}')
    await expect(active()).toBe(option('Row 1'))

    // 400 px of 40 px rows: a page moves nine rows and keeps the target in view.
    await userEvent.keyboard('{PageDown}{PageDown}')
    await waitFor(() => expect(active()).toBe(option('Row 19')))
    await expect(inView(option('Row 19'), listbox)).toBe(true)
    await userEvent.keyboard('{PageUp}')
    await waitFor(() => expect(active()).toBe(option('Row 10')))
    await expect(inView(option('Row 10'), listbox)).toBe(true)
  },
}

export const ArrowDownScrollsTheActiveRowIntoView: Story = {
  play: async ({ canvasElement }) => {
    const { listbox, option, active } = setup(canvasElement)
    await userEvent.tab()
    for (let step = 0; step < 14; step += 1) await userEvent.keyboard('{ArrowDown}')
    await waitFor(() => expect(active()).toBe(option('Row 15')))
    await expect(inView(option('Row 15'), listbox)).toBe(true)
    await expect(listbox.scrollTop).toBeGreaterThan(0)
  },
}

export const EnterActivatesTheActiveRow: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.tab()
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}')
    await expect(args.onActivate).toHaveBeenCalledTimes(1)
    await expect(args.onActivate).toHaveBeenCalledWith(bedRows[3], 3)
    await expect(setup(canvasElement).active()).toHaveTextContent('Row 4')
  },
}

export const ClickActivatesARow: Story = {
  play: async ({ args, canvasElement }) => {
    const { listbox, option, active } = setup(canvasElement)
    await userEvent.click(option('Row 3'))
    await expect(args.onActivate).toHaveBeenCalledWith(bedRows[2], 2)
    await expect(listbox).toHaveFocus()
    await expect(active()).toBe(option('Row 3'))
    await userEvent.keyboard('{ArrowDown}')
    await expect(active()).toBe(option('Row 4'))
  },
}

export const OnEndReachedFiresOnceScrolledToTheEnd: Story = {
  play: async ({ args, canvasElement }) => {
    const { listbox } = setup(canvasElement)
    await expect(args.onEndReached).not.toHaveBeenCalled()
    listbox.scrollTop = listbox.scrollHeight / 2
    await waitFor(() => expect(within(listbox).getByText('Row 5000')).toBeInTheDocument())
    await expect(args.onEndReached).not.toHaveBeenCalled()

    listbox.scrollTop = listbox.scrollHeight
    await waitFor(() => expect(args.onEndReached).toHaveBeenCalledTimes(1))
    // Once per length: scrolling about at the end does not ask again for the same page.
    listbox.scrollTop = listbox.scrollHeight - 600
    await waitFor(() => expect(within(listbox).queryByText('Row 10000')).toBeNull())
    listbox.scrollTop = listbox.scrollHeight
    await waitFor(() => expect(within(listbox).getByText('Row 10000')).toBeVisible())
    await expect(args.onEndReached).toHaveBeenCalledTimes(1)
  },
}
