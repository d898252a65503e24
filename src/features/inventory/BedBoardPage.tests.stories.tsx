import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { http, HttpResponse } from 'msw'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { AddressOutput } from '../../testing/AddressOutput'
import { withAppProviders } from '../../testing/storyProviders'
import BedBoardPage from './BedBoardPage'
import { bedDetail, bedItem, makeBeds, summary } from './fixtures'
import { boardHandlers, sheetReadHandlers, wholeBoardHeld } from './storyHandlers'

const boardAt = (url: string) => withAppProviders({ path: '/occupancy/inventory/:propertyId', url })

const meta = {
  title: 'Features/Inventory/Bed board/Tests',
  component: BedBoardPage,
  render: () => (
    <>
      <AddressOutput />
      <BedBoardPage />
    </>
  ),
  parameters: { layout: 'fullscreen' },
  beforeEach({ msw }) {
    msw.use(
      ...boardHandlers(),
      ...sheetReadHandlers,
      http.get('*/inventory/api/v1/operator/bed/:id/details', () => HttpResponse.json({ data: bedDetail() })),
      http.get('*/inventory/api/v1/operator/bed/:id/availability', () =>
        HttpResponse.json({ message: 'Not needed here' }, { status: 400 }),
      ),
    )
  },
} satisfies Meta<typeof BedBoardPage>

export default meta
type Story = StoryObj<typeof meta>

/** Each story mounts its own router, at the board or at an address with filters. */
const atBoard = [boardAt('/occupancy/inventory/1')]

// The board mounts as a transition after the data arrives; 10,000 beds take a while in a development build. Its
// first beds may show before the whole board, with the filters waiting for it: so does this.
const board = async (canvasElement: HTMLElement, name = 'Beds by floor and room') => {
  const canvas = within(canvasElement)
  const list = await canvas.findByRole('list', { name }, { timeout: 5000 })
  await waitFor(() => expect(canvas.getByRole('checkbox', { name: /^Available/ })).toBeEnabled(), {
    timeout: 5000,
  })
  return within(list)
}
const address = (canvasElement: HTMLElement) => within(canvasElement).getByRole('status', { name: 'Address' })
const bedCards = (canvasElement: HTMLElement) =>
  Array.from(canvasElement.querySelectorAll<HTMLElement>('[data-row] button[data-status]'))

export const ShowsFloorsRoomsAndBedsWithTheirCounts: Story = {
  decorators: atBoard,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const list = await board(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Roost Koramangala' })).toBeVisible()
    await expect(list.getByRole('heading', { name: 'Ground floor' })).toBeVisible()
    await expect(list.getByRole('button', { name: 'Room 101' })).toBeVisible()
    await expect(canvas.getByRole('checkbox', { name: /Available/ })).toHaveAccessibleName(/Available\s*5/)
    await expect(canvas.getByText('39 beds in 18 rooms')).toBeVisible()
  },
}

export const TheFirstBedsShowWhileTheRestLoads: Story = {
  decorators: atBoard,
  beforeEach({ msw }) {
    const beds = makeBeds({ floors: 10, roomsPerFloor: 30 })
    msw.use(
      wholeBoardHeld(new Promise(() => {})),
      ...boardHandlers(beds, { ...summary, total_beds: beds.length }),
    )
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const list = within(await canvas.findByRole('list', { name: 'Beds by floor and room' }))
    await expect(list.getByRole('button', { name: 'Room 101' })).toBeVisible()
    await expect(canvas.getByText('Loading the rest of the beds…')).toHaveAttribute('role', 'status')
    await expect(canvas.getByRole('checkbox', { name: /^Available/ })).toBeDisabled()
    await expect(canvas.getByRole('checkbox', { name: /^Available/ })).not.toHaveAccessibleName(/\d/)
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toBeDisabled()
    await expect(list.getByRole('checkbox', { name: 'Select room 101' })).toBeDisabled()
  },
}

/** Lets the held whole board through, in the story that holds it until its play function says. */
let releaseWholeBoard = () => {}

export const TheBoardKeepsItsBoxWhenTheRestArrives: Story = {
  decorators: atBoard,
  beforeEach({ msw }) {
    const beds = makeBeds({ floors: 10, roomsPerFloor: 30 })
    const released = new Promise<void>((resolve) => {
      releaseWholeBoard = resolve
    })
    msw.use(wholeBoardHeld(released), ...boardHandlers(beds, { ...summary, total_beds: beds.length }))
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const list = await canvas.findByRole('list', { name: 'Beds by floor and room' })
    await expect(canvas.getByText('Loading the rest of the beds…')).toBeVisible()
    // The board's frame, laid out by the page; the list inside takes its height once it has measured it.
    const frame = list.parentElement as HTMLElement
    const { top, height } = frame.getBoundingClientRect()
    releaseWholeBoard()
    await waitFor(() => expect(canvas.getByRole('checkbox', { name: /^Available/ })).toBeEnabled(), {
      timeout: 5000,
    })
    await expect(canvas.getByText(/^\d+ beds in \d+ rooms$/)).toHaveAttribute('role', 'status')
    // The first beds' box is the whole board's: nothing above or below it comes or goes when the rest arrives.
    const after = frame.getBoundingClientRect()
    await expect([after.top, after.height]).toEqual([top, height])
  },
}

export const StatusFilterWritesTheAddressAndNarrowsTheBeds: Story = {
  decorators: atBoard,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await board(canvasElement)
    await userEvent.click(canvas.getByRole('checkbox', { name: /Available/ }))
    await waitFor(() => expect(address(canvasElement)).toHaveTextContent('status2=1'))
    await waitFor(() =>
      expect(bedCards(canvasElement).every((card) => card.dataset.status === '1')).toBe(true),
    )
    await expect(canvas.getByText(/Showing 5 beds of 39 in/)).toBeVisible()
    await userEvent.click(canvas.getByRole('checkbox', { name: /Booked/ }))
    await waitFor(() => expect(address(canvasElement)).toHaveTextContent('status2=1,3'))
    await expect(new Set(bedCards(canvasElement).map((card) => card.dataset.status))).toEqual(
      new Set(['1', '3']),
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }))
    await waitFor(() => expect(address(canvasElement)).toHaveTextContent(/^\/occupancy\/inventory\/1$/))
  },
}

export const VacancyFilterKeepsWholeRooms: Story = {
  decorators: atBoard,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const list = await board(canvasElement)
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Vacancy' }), 'Full rooms')
    await waitFor(() => expect(address(canvasElement)).toHaveTextContent('vacancy=full'))
    await waitFor(() => expect(list.queryAllByText(/^(All free|\d+ of \d+ free)$/)).toHaveLength(0))
    await expect(list.getAllByText('Full').length).toBeGreaterThan(0)
    await expect(bedCards(canvasElement).some((card) => card.dataset.status === '1')).toBe(false)
  },
}

export const SearchFindsATenant: Story = {
  decorators: atBoard,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await board(canvasElement)
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'priya')
    await waitFor(() => expect(address(canvasElement)).toHaveTextContent('search_text=priya'))
    await waitFor(() => expect(bedCards(canvasElement).length).toBeGreaterThan(0))
    await expect(bedCards(canvasElement).every((card) => card.textContent?.includes('Priya Nair'))).toBe(true)
  },
}

export const FiltersComeFromTheAddress: Story = {
  decorators: [boardAt('/occupancy/inventory/1?status2=3&room_type_filter=13')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await board(canvasElement)
    await expect(canvas.getByRole('checkbox', { name: /Booked/ })).toBeChecked()
    await expect(canvas.getByRole('combobox', { name: 'Room type' })).toHaveValue('13')
    // Rows below the fold are not mounted, so the count comes from the toolbar and the statuses from the cards.
    await expect(canvas.getByText(/^Showing 6 beds of /)).toBeVisible()
    const statuses = new Set(bedCards(canvasElement).map((card) => card.dataset.status))
    await expect([...statuses]).toEqual(['3'])
  },
}

export const ABedOpensItsSheet: Story = {
  decorators: atBoard,
  play: async ({ canvasElement }) => {
    const list = await board(canvasElement)
    await userEvent.click(list.getByRole('button', { name: /^Bed 102-A/ }))
    const sheet = await within(document.body).findByRole('dialog', { name: 'Bed 102-A' })
    await expect(await within(sheet).findByText('Double sharing, non-AC, attached bath')).toBeVisible()
  },
}

export const SelectedRoomsAreEditedTogether: Story = {
  decorators: atBoard,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const list = await board(canvasElement)
    await userEvent.click(list.getByRole('checkbox', { name: 'Select room 101' }))
    await userEvent.click(list.getByRole('checkbox', { name: 'Select room 102' }))
    await expect(canvas.getByRole('region', { name: 'Selected rooms' })).toHaveTextContent('2 rooms selected')
    await userEvent.click(canvas.getByRole('button', { name: 'Edit selected' }))
    const sheet = await within(document.body).findByRole('dialog', { name: 'Edit 2 rooms' })
    await expect(await within(sheet).findByText('Rooms 102, 101')).toBeVisible()
  },
}

export const TenThousandBedsMountOnlyTheRowsInView: Story = {
  decorators: atBoard,
  beforeEach({ msw }) {
    const beds = makeBeds({ floors: 40, roomsPerFloor: 112 })
    msw.use(...boardHandlers(beds, { ...summary, total_beds: beds.length }))
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await board(canvasElement)
    await expect(canvas.getByText('10,080 beds in 4,480 rooms')).toBeVisible()
    const rows = () => canvasElement.querySelectorAll('[data-row]').length
    await expect(rows()).toBeLessThanOrEqual(60)
    const scroller = canvas.getByRole('list', { name: 'Beds by floor and room' })
    scroller.scrollTop = scroller.scrollHeight / 2
    await waitFor(() => expect(within(scroller).queryByRole('heading', { name: 'Ground floor' })).toBeNull())
    await expect(rows()).toBeLessThanOrEqual(60)
  },
}

export const UnitsSitSideBySide: Story = {
  decorators: atBoard,
  beforeEach({ msw }) {
    const units = Array.from({ length: 12 }, (_, index) =>
      bedItem({
        id: index + 1,
        status: index % 3 === 0 ? 1 : 2,
        name: `G-${index + 1}`,
        room_id: 900 + index,
        room_name: `G-${index + 1}`,
        room_type_id: null,
        room_type_name: null,
        sharing: 1,
        is_unit: true,
      }),
    )
    msw.use(
      ...boardHandlers(units, { ...summary, property_type: 'RETAIL', letting_unit: 'UNIT', total_beds: 12 }),
    )
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const list = await board(canvasElement, 'Units by floor')
    await expect(canvas.getByText('12 units')).toBeVisible()
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toHaveAttribute(
      'placeholder',
      'Tenant or unit',
    )
    const first = list.getByRole('button', { name: /^Unit G-1, Available/ })
    const second = list.getByRole('button', { name: /^Unit G-2, Occupied/ })
    await expect(first.closest('[data-row]')).toBe(second.closest('[data-row]'))
    await userEvent.click(list.getByRole('checkbox', { name: 'Select unit G-2' }))
    await expect(canvas.getByRole('region', { name: 'Selected units' })).toHaveTextContent('1 unit selected')
    await expect(canvas.queryByRole('button', { name: /^Room / })).toBeNull()
  },
}
