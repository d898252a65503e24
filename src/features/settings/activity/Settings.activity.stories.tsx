import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { delay, http, HttpResponse } from 'msw'
import { useLocation } from 'react-router-dom'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import {
  activityEntries,
  activityPropertiesHandler,
  paymentEntry,
} from '../../../app/core/activity/activityFixtures'
import type { ActivityEntry } from '../../../app/core/activity/activityApi'
import { useListState } from '../../../app/core/listState/useListState'
import { withAppProviders } from '../../../testing/storyProviders'
import { ActivitySection } from './ActivitySection'

/** The section as /settings renders it, with the address shown so a story can read the filters in it. */
function ActivityHarness() {
  const list = useListState({ defaultTab: 'activity' })
  const location = useLocation()
  return (
    <>
      <ActivitySection list={list} />
      <output aria-label="Address">{location.search}</output>
    </>
  )
}

const queries: URLSearchParams[] = []

/** The log from `entries`, paged by the request's offset and limit; each request's query is kept. */
const listHandler = (entries: ActivityEntry[] = activityEntries) =>
  http.get('*/user/api/v1/operator/activity/list', ({ request }) => {
    const query = new URL(request.url).searchParams
    queries.push(query)
    const offset = Number(query.get('offset') ?? 0)
    const limit = Number(query.get('limit') ?? 20)
    return HttpResponse.json({
      data: { count: entries.length, results: entries.slice(offset, offset + limit) },
    })
  })

/** `count` entries, newest first, each a payment of its own collection. */
const manyEntries = (count: number): ActivityEntry[] =>
  Array.from({ length: count }, (_, index) => ({
    ...paymentEntry,
    id: count - index,
    entity_id: String(1000 + index),
    summary: `Marked ₹${index + 1},000 paid by UPI on Rent – Nov 2026 of Resident ${index + 1}`,
  }))

const meta = {
  title: 'Features/Settings/Activity',
  component: ActivityHarness,
  decorators: [withAppProviders({ path: '/settings', url: '/settings?tab=activity' })],
  parameters: { layout: 'fullscreen' },
  beforeEach({ msw }) {
    queries.length = 0
    msw.use(activityPropertiesHandler, listHandler())
  },
} satisfies Meta<typeof ActivityHarness>

export default meta

/** Whether the failing stories' server still fails (it recovers for Try again). */
const failing = { now: false }
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const FiltersGoIntoTheAddress: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const table = await canvas.findByRole('table', { name: 'Activity log' })
    await within(table).findByText(paymentEntry.summary)
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Record' }), 'Collection')
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Operation' }), 'Marked paid')
    await waitFor(() => expect(canvas.getByRole('option', { name: 'Roost HSR' })).toBeInTheDocument())
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Property' }), 'Roost HSR')
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'Diya{Enter}')
    await waitFor(() =>
      expect(Object.fromEntries(queries.at(-1) ?? [])).toMatchObject({
        entity: 'collection',
        operation: 'markCollectionPaid',
        property_id: '2',
        search_text: 'Diya',
      }),
    )
    const address = canvas.getByRole('status', { name: 'Address' })
    await expect(address).toHaveTextContent('entity=collection')
    await expect(address).toHaveTextContent('operation=markCollectionPaid')
    await expect(address).toHaveTextContent('property_id=2')
    await expect(address).toHaveTextContent('search=Diya')
  },
}

export const OpensFromTheAddress: Story = {
  parameters: { route: { url: '/settings?tab=activity&entity=expense&from=2026-11-01&to=2026-11-30' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await waitFor(() =>
      expect(Object.fromEntries(queries.at(-1) ?? [])).toMatchObject({
        entity: 'expense',
        from_date: '2026-11-01',
        to_date: '2026-11-30',
      }),
    )
    await expect(canvas.getByRole('combobox', { name: 'Record' })).toHaveValue('expense')
  },
}

export const ShowsTheChangesOfAnEntry: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const row = await canvas.findByRole('row', { name: new RegExp(paymentEntry.summary) })
    const changes = within(row).getByText(/^Changes \(5\)/)
    await expect(within(row).queryByText('Balance')).not.toBeVisible()
    await userEvent.click(changes)
    await expect(within(row).getByText('Balance')).toBeVisible()
    const balance = within(row).getByText('Balance').parentElement as HTMLElement
    await expect(balance).toHaveTextContent(/Balance₹12,000(\.00)? → ₹0(\.00)?/)
    await expect(within(row).getByRole('button', { name: 'Collection #12' })).toBeVisible()
    await expect(within(row).getByText('Marked paid')).toBeVisible()
  },
}

export const ExportsEveryPageAsCsv: Story = {
  beforeEach({ msw }) {
    msw.use(listHandler(manyEntries(130)))
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByText(/Resident 1$/)
    const blobs: Blob[] = []
    const original = URL.createObjectURL
    URL.createObjectURL = (blob) => {
      blobs.push(blob as Blob)
      return 'blob:about:blank'
    }
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }))
      await waitFor(() => expect(blobs).toHaveLength(1))
    } finally {
      URL.createObjectURL = original
    }
    const exportQueries = queries.filter((query) => query.get('limit') === '100')
    await expect(exportQueries.map((query) => query.get('offset'))).toEqual(['0', '100'])
    const lines = (await blobs[0].text()).split('\r\n')
    await expect(lines[0]).toMatch(
      /^\uFEFF?When \(IST\),Who,Session,Operation,Record,Property,Summary,Changes$/,
    )
    await expect(lines[1]).toMatch(/Marked paid,Collection #1000,Roost Koramangala,/)
    await expect(lines[1]).toMatch(/Balance: 12000\.00 → 0\.00/)
    // The header, 130 entries and the final line break.
    await expect(lines).toHaveLength(132)
  },
}

export const PagesTenTwentyOrFifty: Story = {
  beforeEach({ msw }) {
    msw.use(listHandler(manyEntries(45)))
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByText(/Resident 1$/)
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /rows per page/i }), '50')
    await waitFor(() => expect(queries.at(-1)?.get('limit')).toBe('50'))
    await expect(canvas.getByRole('status', { name: 'Address' })).toHaveTextContent('rowsPerPage=50')
  },
}

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(listHandler([]))
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText(/No changes recorded yet/)).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Export CSV' })).toBeNull()
  },
}

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('*/user/api/v1/operator/activity/list', async () => {
        await delay('infinite')
        return HttpResponse.json({})
      }),
    )
  },
}

export const LoadError: Story = {
  beforeEach({ msw }) {
    failing.now = true
    msw.use(
      http.get('*/user/api/v1/operator/activity/list', () =>
        failing.now
          ? HttpResponse.json({ message: 'Some unknown error has occured' }, { status: 400 })
          : HttpResponse.json({ data: { count: activityEntries.length, results: activityEntries } }),
      ),
    )
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('The activity log could not be loaded')).toBeVisible()
    failing.now = false
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(await canvas.findByText(paymentEntry.summary)).toBeVisible()
  },
}

export const ALongRangeIsRefusedOnItsField: Story = {
  parameters: { route: { url: '/settings?tab=activity&from=2024-01-01&to=2026-11-30' } },
  beforeEach({ msw }) {
    msw.use(
      http.get('*/user/api/v1/operator/activity/list', () =>
        HttpResponse.json(
          {
            message: 'Pick at most 366 days.',
            errors: [{ field: 'query.to_date', message: 'Pick at most 366 days.' }],
          },
          { status: 400 },
        ),
      ),
    )
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Pick at most 366 days.')).toBeVisible()
    await expect(canvas.queryByRole('table', { name: 'Activity log' })).toBeInTheDocument()
    await expect(canvas.queryByText('The activity log could not be loaded')).toBeNull()
  },
}
