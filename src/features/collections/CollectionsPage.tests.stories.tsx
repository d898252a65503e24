import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { findModal } from '../../testing/storyDialogs'
import { withAppProviders } from '../../testing/storyProviders'
import { expectToast } from '../../testing/storyToasts'
import CollectionsPage from './CollectionsPage'
import { listHandlers, newSentLog } from './storyHandlers'

const sent = newSentLog()

const meta = {
  title: 'Features/Collections/Collections page/Tests',
  component: CollectionsPage,
  decorators: [withAppProviders({ path: '/finance/collections', url: '/finance/collections' })],
  parameters: { layout: 'fullscreen' },
  beforeEach({ msw }) {
    Object.assign(sent, newSentLog())
    msw.use(...listHandlers(100_000, sent))
  },
} satisfies Meta<typeof CollectionsPage>

export default meta
type Story = StoryObj<typeof meta>

const rowBox = (canvas: ReturnType<typeof within>, name: string) =>
  canvas.getByRole('checkbox', { name: new RegExp(`^Select ${name},`) })

export const ShowsTheFiguresAndTheFirstRows: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const grid = await canvas.findByRole('grid', { name: 'Due collections' })
    await waitFor(() => expect(grid).toHaveAttribute('aria-rowcount', '100001'))
    await expect(await canvas.findByText('Aarav Sharma 1')).toBeVisible()
    // The figures are asked for once the first page has arrived.
    await expect(await canvas.findByText('₹6,32,500.00')).toBeVisible()
    await expect(canvas.getByText('₹12,12,500.00')).toBeVisible()
    await expect(canvas.getByText('₹2,14,000.00')).toBeVisible()
    // One page of 100 is enough for the rows in view.
    await expect(sent.listOffsets).toEqual([0])
  },
}

/** The dashboard's expected and collected tiles open the All tab: owed and paid together, with all three sums. */
export const TheAllTabListsPaidAndOwedTogether: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('grid', { name: 'Due collections' })
    await userEvent.click(canvas.getByRole('tab', { name: 'All' }))
    await canvas.findByRole('grid', { name: 'All collections' })
    await waitFor(() => expect(sent.listStatuses).toContain('all'))
    await expect(await canvas.findByText(/ · charged ₹.* · collected ₹.* · outstanding ₹/)).toBeVisible()
    await expect(canvas.queryByRole('checkbox', { name: /^Select / })).toBeNull()
  },
}

export const FetchesPagesAsItScrolls: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByText('Aarav Sharma 1')
    const viewport = canvasElement.querySelector<HTMLElement>('[data-part="viewport"]')
    if (!viewport) throw new Error('No list viewport')
    // Far down the list: only the pages around the rows in view are asked for.
    viewport.scrollTop = 56 * 50_000
    await waitFor(() => expect(sent.listOffsets).toContain(50_000))
    await expect(await canvas.findByText('Vihaan Rao 50001')).toBeVisible()
    await expect(sent.listOffsets.length).toBeLessThanOrEqual(4)
  },
}

export const OpensAtThePageInTheAddress: Story = {
  parameters: { route: { url: '/finance/collections?page=5001&rowsPerPage=10' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    // Page 5,001 of 10 rows starts at row 50,001.
    await expect(await canvas.findByText('Vihaan Rao 50001')).toBeVisible()
    await expect(canvas.queryByText('Aarav Sharma 1')).toBeNull()
    // The first page (it carries the count) and the pages around that row, nothing between.
    await expect(sent.listOffsets).toContain(50_000)
    await expect(
      sent.listOffsets.filter((offset) => offset !== 0 && Math.abs(offset - 50_000) > 100),
    ).toEqual([])
  },
}

export const AFlingFetchesOnlyWhereItStops: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByText('Aarav Sharma 1')
    const viewport = canvasElement.querySelector<HTMLElement>('[data-part="viewport"]')
    if (!viewport) throw new Error('No list viewport')
    // A page of rows a frame for 60 frames: far faster than anyone reads.
    for (let frame = 0; frame < 60; frame += 1) {
      viewport.scrollTop += 56 * 100
      await new Promise((resolve) => requestAnimationFrame(resolve))
    }
    const stoppedAt = Math.floor(viewport.scrollTop / 56 / 100) * 100
    await waitFor(() => expect(sent.listOffsets).toContain(stoppedAt))
    // The pages of the fling's first frame, then only those around where the list stopped: none of the 50 or so
    // pages between.
    await expect(
      sent.listOffsets.filter((offset) => offset > 300 && Math.abs(offset - stoppedAt) > 100),
    ).toEqual([])
    await waitFor(() =>
      expect(canvas.getAllByRole('row').filter((row) => row.getAttribute('aria-busy') === 'true')).toEqual(
        [],
      ),
    )
  },
}

export const BulkMarksTheSelectionPaid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByText('Aarav Sharma 1')
    await userEvent.click(rowBox(canvas, 'Aarav Sharma 1'))
    await userEvent.click(rowBox(canvas, 'Diya Nair 2'))
    await userEvent.click(rowBox(canvas, 'Rohan Iyer 3'))
    // A click on a box selects; it does not open the row.
    await expect(within(document.body).queryByRole('dialog')).toBeNull()
    const bar = canvas.getByRole('region', { name: 'Selection' })
    await expect(within(bar).getByText('3 selected · ₹28,500.00')).toBeVisible()

    await userEvent.click(within(bar).getByRole('button', { name: 'Send reminders' }))
    await waitFor(() => expect(sent.remindAll).toEqual(['1000,1001,1002']))
    await expectToast('3 reminders sent')

    await userEvent.click(within(bar).getByRole('button', { name: 'Mark paid' }))
    const dialog = await findModal('Mark 3 collections paid')
    await expect(dialog).toHaveAccessibleDescription('Each is paid in full: ₹28,500.00 in all.')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark paid' }))
    await waitFor(() => expect(sent.bulk).toHaveLength(1))
    await expect(sent.bulk[0].body).toMatchObject({ collection_ids: [1000, 1001, 1002], mode: 'CASH' })
    await expect(sent.bulk[0].key).toMatch(/^[0-9a-f]{32}$/)
    await expectToast('3 collections marked paid (₹37,500)')
    await waitFor(() => expect(canvas.queryByRole('region', { name: 'Selection' })).toBeNull())
  },
}

export const SelectAllTakesTheLoadedRows: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByText('Aarav Sharma 1')
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select all loaded rows' }))
    await expect(
      within(canvas.getByRole('region', { name: 'Selection' })).getByText(/^100 selected/),
    ).toBeVisible()
    await userEvent.click(rowBox(canvas, 'Aarav Sharma 1'))
    await expect(canvas.getByRole('checkbox', { name: 'Select all loaded rows' })).toBePartiallyChecked()
  },
}

export const FocusInARowScrolledAwayGoesBackToTheList: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByText('Aarav Sharma 1')
    const box = rowBox(canvas, 'Aarav Sharma 1')
    box.focus()
    await expect(box).toHaveFocus()
    const viewport = canvasElement.querySelector<HTMLElement>('[data-part="viewport"]')
    if (!viewport) throw new Error('No list viewport')
    // Mounted rows are reused for the rows scrolled to; the box must not stay focused on another collection.
    viewport.scrollTop = 56 * 30
    await waitFor(() => expect(canvas.getByRole('grid', { name: 'Due collections' })).toHaveFocus())
  },
}
