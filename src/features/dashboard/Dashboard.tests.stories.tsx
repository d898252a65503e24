import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test'
import { expectNoSeriousAxeViolations } from '../../testing/axe'
import { AddressOutput } from '../../testing/AddressOutput'
import { drawEveryChart } from '../../testing/charts'
import { withAppProviders } from '../../testing/storyProviders'
import DashboardPage from './DashboardPage'
import { emptyDashboard, noPropertiesFilterSet } from './fixtures'
import {
  dashboardHandlers,
  failingDashboardHandlers,
  newDashboardSentLog,
  type DashboardSentLog,
} from './storyHandlers'

const sent: DashboardSentLog = newDashboardSentLog()
const failing = { now: true }
const FIGURES = 'occupancy,collections,dues_ageing,movements,complaints,expenses,food,staff,attendance'
const WAIT = { timeout: 5000 }

const meta = {
  title: 'Features/Dashboard/Tests',
  component: DashboardPage,
  decorators: [withAppProviders({ path: '/dashboard', url: '/dashboard' })],
  parameters: { layout: 'fullscreen' },
  render: () => (
    <>
      <DashboardPage />
      <AddressOutput />
    </>
  ),
  beforeEach({ msw }) {
    sent.queries.length = 0
    msw.use(...dashboardHandlers({ sent }))
  },
} satisfies Meta<typeof DashboardPage>

export default meta
type Story = StoryObj<typeof meta>

const queried = () => sent.queries.map((query) => Object.fromEntries(query))
const figureQueries = () => queried().filter((query) => query.data_modules === FIGURES)
const hrefOf = (link: HTMLElement) => link.getAttribute('href')
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent))

/** Types a date into a date field and waits for the address (which holds it) to give it back. */
async function setDate(field: HTMLElement, value: string) {
  fireEvent.change(field, { target: { value } })
  await waitFor(() => expect(field).toHaveValue(value))
}

export const TilesShowTheFiguresAndOpenTheirLists: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const overdue = await canvas.findByRole('link', { name: 'Overdue: ₹64,500, 19 collections' }, WAIT)
    await expect(hrefOf(overdue)).toBe('/finance/collections?tab=due&overdue_only=true')
    // The figures and the trends are asked for apart, the trends (the heaviest block) once the figures are shown.
    await expect(queried()).toContainEqual({ data_modules: FIGURES, period: 'this_month' })
    await waitFor(() => expect(queried()).toContainEqual({ data_modules: 'trends' }))

    const expected = canvas.getByRole('link', {
      name: 'Expected: ₹6,10,000, 70 collections due in the period',
    })
    await expect(hrefOf(expected)).toBe('/finance/collections?tab=all&due_from=2026-11-01&due_to=2026-11-30')
    await expect(canvas.getByRole('link', { name: 'Collected: ₹4,88,000, Paid against them' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Collection efficiency: 80%' })).toBeVisible()
    await expect(
      hrefOf(canvas.getByRole('link', { name: 'Overdue 31–60 days: ₹18,500, 5 collections' })),
    ).toBe('/finance/collections?tab=due&ageing=d31_60')
    await expect(
      hrefOf(canvas.getByRole('link', { name: 'Overdue over 90 days: ₹6,000, 2 collections' })),
    ).toBe('/finance/collections?tab=due&ageing=d90_plus')
    await expect(
      canvas.getByRole('link', { name: 'Occupancy: 81%, 1,620 of 2,000 bed-nights' }),
    ).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Occupied now: 66 beds, 80.5% of 82 beds' })).toBeVisible()
    await expect(hrefOf(canvas.getByRole('link', { name: 'Beds freeing in 30 days: 8' }))).toBe(
      '/occupancy/tenant?tab=on_notice&leaving_by=2026-12-25',
    )
    await expect(hrefOf(canvas.getByRole('link', { name: 'SLA breached: 2, 3 due soon' }))).toBe(
      '/services/complaints?sla=BREACHED',
    )
    await expect(hrefOf(canvas.getByRole('link', { name: 'Resolved in the period: 21' }))).toBe(
      '/services/complaints?resolved_from=2026-11-01&resolved_to=2026-11-30',
    )
    await expect(
      canvas.getByRole('link', { name: 'Net operating income: ₹3,80,500, Received less expenses' }),
    ).toBeVisible()
    await expect(hrefOf(canvas.getByRole('link', { name: 'Cash with staff: ₹37,500, 2 holding cash' }))).toBe(
      '/services/staff?tab=collections',
    )
    await expect(
      canvas.getByRole('link', { name: 'Next meal: Dinner: 53 plates, 4 skipped, 3 away' }),
    ).toBeVisible()

    const today = canvas.getByRole('region', { name: 'Today' })
    await expect(
      within(today)
        .getAllByRole('link')
        .map((link) => [link.getAttribute('aria-label'), hrefOf(link)]),
    ).toEqual([
      ['Dues today (3): ₹25,500', '/finance/collections?tab=due&due_from=2026-11-25&due_to=2026-11-25'],
      ['Beds freeing in 7 days: 3', '/occupancy/tenant?tab=on_notice&leaving_by=2026-12-02'],
      ['Passes overdue: 1', '/services/attendance_and_outpass?tab=outpass&status=OVERDUE'],
      ['Complaints past their SLA: 2', '/services/complaints?sla=BREACHED'],
      ['Complaints near their SLA: 3', '/services/complaints?sla=DUE_SOON'],
      ['Dinner headcount: 53 plates', '/food-management?tab=today'],
    ])
    await expectNoSeriousAxeViolations(canvasElement)
  },
}

export const PeriodAndPropertiesAreInTheAddressAndTheQuery: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('link', { name: /^Expected:/ }, WAIT)
    const address = canvas.getByRole('status', { name: 'Address' })

    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Period' }), 'Last month (Oct 2026)')
    await waitFor(() =>
      expect(figureQueries()).toContainEqual({ data_modules: FIGURES, period: 'last_month' }),
    )
    await expect(address).toHaveTextContent('/dashboard?period=last_month')

    await userEvent.click(canvas.getByRole('checkbox', { name: 'Lakeview Hostel' }))
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Sunrise PG' }))
    await waitFor(() =>
      expect(figureQueries()).toContainEqual({
        data_modules: FIGURES,
        period: 'last_month',
        property_ids: '1,2',
      }),
    )
    await expect(queried()).toContainEqual({ data_modules: 'trends', property_ids: '1,2' })
    await expect(address).toHaveTextContent('/dashboard?property_ids=1,2&period=last_month')
    // Tiles open lists narrowed to the same properties.
    const overdue = await canvas.findByRole('link', { name: /^Overdue:/ })
    await expect(hrefOf(overdue)).toBe('/finance/collections?tab=due&overdue_only=true&property_ids=1%2C2')
  },
}

export const ACustomPeriodChecksItsDates: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('link', { name: /^Expected:/ }, WAIT)
    // A custom period starts from the dates shown, so the operator only moves one end.
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Period' }), 'Custom dates')
    const from = await canvas.findByLabelText('From')
    const to = canvas.getByLabelText('To')
    await expect(from).toHaveValue('2026-11-01')
    await expect(to).toHaveValue('2026-11-30')
    await waitFor(() =>
      expect(figureQueries()).toContainEqual({
        data_modules: FIGURES,
        period: 'custom',
        from_date: '2026-11-01',
        to_date: '2026-11-30',
      }),
    )

    const asked = sent.queries.length
    await setDate(from, '2026-12-05')
    await expect(await canvas.findByText('The last day cannot be before the first')).toBeVisible()
    await expect(to).toHaveAccessibleDescription(/cannot be before the first/)
    await setDate(from, '2025-10-01')
    await expect(await canvas.findByText('Choose at most 366 days after the first day')).toBeVisible()
    await expect(sent.queries).toHaveLength(asked)

    await setDate(from, '2026-04-01')
    await waitFor(() =>
      expect(figureQueries()).toContainEqual({
        data_modules: FIGURES,
        period: 'custom',
        from_date: '2026-04-01',
        to_date: '2026-11-30',
      }),
    )
    await expect(canvas.getByRole('status', { name: 'Address' })).toHaveTextContent(
      '/dashboard?period=custom&from_date=2026-04-01&to_date=2026-11-30',
    )
    await expect(await canvas.findByText(/^2026-04-01 – 2026-11-30/)).toBeVisible()
  },
}

export const ChartsShowTheirFiguresInTables: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    // The charts arrive in their own chunk after the tiles.
    await expect(
      await canvas.findByRole(
        'img',
        { name: /^Bed-night occupancy over 12 months, Dec 2025 to Nov 2026/ },
        WAIT,
      ),
    ).toBeVisible()
    const occupancy = rowsOf(canvas.getByRole('table', { name: 'Occupancy by month' }))
    await expect(occupancy).toHaveLength(12)
    await expect(occupancy[0]).toEqual(['Dec 2025', '70%'])
    await expect(occupancy[11]).toEqual(['Nov 2026', '81%'])
    const money = rowsOf(canvas.getByRole('table', { name: 'Collected against expected by month' }))
    await expect(money[11]).toEqual(['Nov 2026', '₹6,05,000', '₹5,44,000'])
    await expect(rowsOf(canvas.getByRole('table', { name: 'Overdue by days past due' }))).toEqual([
      ['1–30 days', '₹31,000', '9'],
      ['31–60 days', '₹18,500', '5'],
      ['61–90 days', '₹9,000', '3'],
      ['Over 90 days', '₹6,000', '2'],
    ])
    await expect(rowsOf(canvas.getByRole('table', { name: 'Expenses by category' }))).toEqual([
      ['Groceries', '₹62,000'],
      ['Electricity', '₹48,000'],
      ['Salaries', '₹33,500'],
    ])
    // Each picture is drawn once its box is measured.
    await expect(await drawEveryChart(canvasElement)).toBe(4)
    await expectNoSeriousAxeViolations(canvasElement)
  },
}

export const BlocksWithNothingSaySo: Story = {
  beforeEach({ msw }) {
    msw.use(...dashboardHandlers({ sent, figures: emptyDashboard }))
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByText('No beds yet: add rooms and beds to a property.', {}, WAIT),
    ).toBeVisible()
    await expect(canvas.getByText('Nothing is overdue.')).toBeVisible()
    // The blocks below the first row join it in the frame after.
    await expect(await canvas.findByText('No meal is served next.', {}, WAIT)).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Expenses: ₹0, None in the period' })).toBeVisible()
    await expect(canvas.queryByRole('table', { name: 'Expenses by category' })).toBeNull()
  },
}

export const NoPropertiesYet: Story = {
  beforeEach({ msw }) {
    msw.use(...dashboardHandlers({ sent, filters: noPropertiesFilterSet }))
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { name: 'No properties yet' }, WAIT)).toBeVisible()
    await expect(canvas.queryByRole('link', { name: /^Expected:/ })).toBeNull()
    await expectNoSeriousAxeViolations(canvasElement)
  },
}

export const AFailureOffersRetry: Story = {
  beforeEach({ msw }) {
    failing.now = true
    msw.use(...failingDashboardHandlers(failing, sent))
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { name: 'The dashboard could not be loaded' }, WAIT),
    ).toBeVisible()
    failing.now = false
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await expect(await canvas.findByRole('link', { name: /^Expected:/ }, WAIT)).toBeVisible()
    await expect(await canvas.findByRole('table', { name: 'Occupancy by month' }, WAIT)).toBeVisible()
    await expect(canvas.queryByRole('heading', { name: 'The dashboard could not be loaded' })).toBeNull()
  },
}
