import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { expect, fireEvent, spyOn, userEvent, waitFor, within } from 'storybook/test'
import { expectNoSeriousAxeViolations } from '../../testing/axe'
import { today } from '../../app/core/today'
import { AddressOutput } from '../../testing/AddressOutput'
import { drawEveryChart } from '../../testing/charts'
import { withAppProviders } from '../../testing/storyProviders'
import { lastDays } from './analytics/period'
import {
  analyticsHandlers,
  emptyAnalyticsHandlers,
  failingAnalyticsHandlers,
  newAnalyticsSentLog,
  type AnalyticsSentLog,
} from './analyticsHandlers'
import FoodAnalyticsPage from './FoodAnalyticsPage'

const sent: AnalyticsSentLog = newAnalyticsSentLog()
const failing = { now: true }

/** Three days of fixtures (breakfast, lunch and dinner each), so every figure can be worked out by hand. */
const THREE_DAYS = '/food-management/analytics?period=range&from_date=2026-11-01&to_date=2026-11-03'

const meta = {
  title: 'Features/Food/Food analytics/Tests',
  component: FoodAnalyticsPage,
  decorators: [withAppProviders({ path: '/food-management/analytics', url: THREE_DAYS })],
  parameters: { layout: 'fullscreen' },
  render: () => (
    <>
      <FoodAnalyticsPage />
      <AddressOutput />
    </>
  ),
  beforeEach({ msw }) {
    sent.queries.length = 0
    msw.use(...analyticsHandlers(sent))
  },
} satisfies Meta<typeof FoodAnalyticsPage>

export default meta
type Story = StoryObj<typeof meta>

const queried = () => sent.queries.map((query) => Object.fromEntries(query))
/** Types a date into a date field and waits for the address (which holds it) to give it back. */
async function setDate(field: HTMLElement, value: string) {
  fireEvent.change(field, { target: { value } })
  await waitFor(() => expect(field).toHaveValue(value))
}

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent))

export const ShowsTheFiguresWithATableUnderEveryChart: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const totals = await canvas.findByRole('group', { name: 'Totals' }, { timeout: 5000 })
    await expect(queried()).toEqual([{ property_id: '1', from_date: '2026-11-01', to_date: '2026-11-03' }])
    // 9 meals: 333 plates planned; 218 served on the two logged days; 33 of 360 skipped or away; 2 × 5.25 kg waste.
    await expect(within(totals).getByRole('group', { name: 'Planned' })).toHaveTextContent('Planned333')
    await expect(within(totals).getByRole('group', { name: 'Served' })).toHaveTextContent('218')
    await expect(within(totals).getByRole('group', { name: 'Skip rate' })).toHaveTextContent('9.2%')
    await expect(within(totals).getByRole('group', { name: 'Waste' })).toHaveTextContent('10.5 kg')
    await expect(within(totals).getByRole('group', { name: 'Cost per plate' })).toHaveTextContent('₹36.81')
    await expect(within(totals).getByRole('group', { name: 'Rebates owed' })).toHaveTextContent('₹1,500.00')

    // The charts arrive in their own chunk after the tiles.
    await expect(
      await canvas.findByRole(
        'img',
        { name: /^Plates planned and served over 3 days: 333 planned/ },
        { timeout: 5000 },
      ),
    ).toBeVisible()
    await expect(rowsOf(canvas.getByRole('table', { name: 'Planned and served by day' }))).toEqual([
      ['01/11/2026', '115', '112'],
      ['02/11/2026', '109', '—'],
      ['03/11/2026', '109', '106'],
    ])
    await expect(
      canvas.getByRole('img', { name: 'Meals skipped by source: Resident 27, Operator 3, Outpass 3' }),
    ).toBeVisible()
    await expect(rowsOf(canvas.getByRole('table', { name: 'Skips by source' }))).toEqual([
      ['Resident', '27'],
      ['Operator', '3'],
      ['Outpass', '3'],
    ])
    const months = rowsOf(canvas.getByRole('table', { name: 'Cost per plate by month' }))
    await expect(months).toHaveLength(6)
    await expect(months[5]).toEqual(['Nov 2026', '₹1,45,000', '3,600', '₹40.28'])
    await expect(rowsOf(canvas.getByRole('table', { name: 'Waste by day' }))).toEqual([
      ['01/11/2026', '5.3 kg'],
      ['02/11/2026', '—'],
      ['03/11/2026', '5.3 kg'],
    ])
    await expect(rowsOf(canvas.getByRole('table', { name: 'Rebates owed' }))).toEqual([
      ['Ananya Rao', '9', '7', '₹1,050.00'],
      ['Karthik Menon, Jr.', '5', '3', '₹450.00'],
    ])
    await expect(canvas.getByRole('table', { name: 'Meals by day' })).toBeVisible()
    // Each picture is drawn once its box is measured.
    await expect(await drawEveryChart(canvasElement)).toBe(4)

    await expectNoSeriousAxeViolations(canvasElement)
  },
}

export const ThePeriodIsInTheAddressAndTheQuery: Story = {
  parameters: { route: { url: '/food-management/analytics' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const day = today()
    const thirty = lastDays(30, day)
    await canvas.findByRole('group', { name: 'Totals' }, { timeout: 5000 })
    await expect(queried()).toEqual([
      { property_id: '1', from_date: thirty.fromDate, to_date: thirty.toDate },
    ])
    await expect(canvas.getByRole('combobox', { name: 'Period' })).toHaveValue('30')

    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Period' }), 'Last 7 days')
    const seven = lastDays(7, day)
    await waitFor(() =>
      expect(queried()).toContainEqual({
        property_id: '1',
        from_date: seven.fromDate,
        to_date: seven.toDate,
      }),
    )
    await expect(canvas.getByRole('status', { name: 'Address' })).toHaveTextContent('period=7')
    await expect(
      await canvas.findByRole('img', { name: /^Plates planned and served over 7 days/ }),
    ).toBeVisible()

    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Property' }), 'Lakeview Hostel')
    await waitFor(() =>
      expect(queried()).toContainEqual({
        property_id: '2',
        from_date: seven.fromDate,
        to_date: seven.toDate,
      }),
    )

    // A range starts from the dates shown; a wrong one is named next to its field and not asked for.
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Period' }), 'From–to range')
    const from = await canvas.findByLabelText('From')
    const to = canvas.getByLabelText('To')
    await expect(from).toHaveValue(seven.fromDate)
    await expect(to).toHaveValue(seven.toDate)
    const asked = sent.queries.length
    await setDate(to, '2026-01-01')
    await setDate(from, '2026-02-01')
    await expect(await canvas.findByText('The last day must be on or after the first')).toBeVisible()
    await expect(to).toHaveAccessibleDescription(/on or after the first/)
    await setDate(from, '2025-09-01')
    await expect(await canvas.findByText('Choose at most 92 days')).toBeVisible()
    await expect(sent.queries).toHaveLength(asked)

    await setDate(from, '2025-12-01')
    await waitFor(() =>
      expect(queried()).toContainEqual({ property_id: '2', from_date: '2025-12-01', to_date: '2026-01-01' }),
    )
    const address = canvas.getByRole('status', { name: 'Address' })
    for (const part of ['property_id=2', 'period=range', 'from_date=2025-12-01', 'to_date=2026-01-01']) {
      await expect(address).toHaveTextContent(part)
    }
  },
}

export const ExportsTheMealsAndTheRebatesAsCsv: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('group', { name: 'Totals' }, { timeout: 5000 })
    const blobs: Blob[] = []
    const createUrl = spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob)
      return 'blob:food'
    })
    const downloads: string[] = []
    const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push(this.download)
    })
    // TextDecoder drops the byte-order mark.
    const text = async (blob: Blob) => new TextDecoder().decode(await blob.arrayBuffer()).split('\r\n')
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Export meals CSV' }))
      await userEvent.click(canvas.getByRole('button', { name: 'Export rebates CSV' }))
      await waitFor(() =>
        expect(downloads).toEqual([
          'food-meals-2026-11-01-to-2026-11-03.csv',
          'food-rebates-2026-11-01-to-2026-11-03.csv',
        ]),
      )
      const meals = await text(blobs[0])
      await expect(meals[0]).toBe('Date,Meal,Opted in,Skipped,Away,Guests,Planned,Served,Waste (kg)')
      await expect(meals.slice(1, 5)).toEqual([
        '2026-11-01,Breakfast,40,2,0,0,38,37,1.5',
        '2026-11-01,Lunch,40,3,0,0,37,36,1.8',
        '2026-11-01,Dinner,40,2,0,2,40,39,2',
        '2026-11-02,Breakfast,40,3,1,0,36,,',
      ])
      await expect(meals).toHaveLength(11)
      await expect(await text(blobs[1])).toEqual([
        'Resident,Absent days,Rebate days,Rebate (₹)',
        'Ananya Rao,9,7,1050.00',
        '"Karthik Menon, Jr.",5,3,450.00',
        '',
      ])
    } finally {
      createUrl.mockRestore()
      click.mockRestore()
    }
  },
}

export const SaysWhenThePeriodHasNoMeals: Story = {
  beforeEach({ msw }) {
    msw.use(...emptyAnalyticsHandlers(sent))
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { name: 'No meals in this period' }, { timeout: 5000 }),
    ).toBeVisible()
    await expect(canvas.queryByRole('group', { name: 'Totals' })).toBeNull()
    await expect(canvas.queryByRole('button', { name: 'Export meals CSV' })).toBeNull()
  },
}

export const AFailureOffersRetry: Story = {
  beforeEach({ msw }) {
    failing.now = true
    msw.use(...failingAnalyticsHandlers(failing, sent))
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { name: 'Food analytics could not be loaded' }, { timeout: 8000 }),
    ).toBeVisible()
    await expect(canvas.queryByRole('group', { name: 'Totals' })).toBeNull()
    failing.now = false
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    const totals = await canvas.findByRole('group', { name: 'Totals' }, { timeout: 5000 })
    await expect(within(totals).getByRole('group', { name: 'Planned' })).toHaveTextContent('333')
  },
}
