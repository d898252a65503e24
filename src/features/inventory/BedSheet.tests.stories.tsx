import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { http, HttpResponse } from 'msw'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { toIsoDate } from '../../design-system/DateField'
import { inSheetFrame } from '../../testing/sheetFrame'
import { findModal } from '../../testing/storyDialogs'
import { withAppProviders } from '../../testing/storyProviders'
import { expectToast } from '../../testing/storyToasts'
import BedSheet from './BedSheet'
import { allotment, availability, bedDetail } from './fixtures'
import type { Allotment, BedDetail } from './inventoryApi'
import { sheetReadHandlers } from './storyHandlers'

/** What the sheet sent, reset before each story. */
const sent: { allotment?: unknown; unlinked?: number; availability: string[] } = { availability: [] }

/** A bed whose details follow the allotments made and unlinked through the sheet. */
function bedHandlers(start: BedDetail) {
  let bed = start
  sent.allotment = undefined
  sent.unlinked = undefined
  sent.availability = []
  return [
    http.get('*/inventory/api/v1/operator/bed/:id/details', () => HttpResponse.json({ data: bed })),
    http.get('*/inventory/api/v1/operator/bed/:id/availability', ({ request }) => {
      const params = new URL(request.url).searchParams
      sent.availability.push(`${params.get('from_date')}..${params.get('to_date')}`)
      return HttpResponse.json({
        data: availability({
          from_date: params.get('from_date') ?? '',
          to_date: params.get('to_date') ?? '',
        }),
      })
    }),
    http.post('*/inventory/api/v1/operator/bed/:id/allotment', async ({ request }) => {
      const body = (await request.json()) as { tenant_id: number; from_date: string; rent_paise: number }
      sent.allotment = body
      const made: Allotment = allotment({
        id: 777,
        bed_id: bed.id,
        bed_name: bed.name,
        tenant_id: body.tenant_id,
        tenant_name: 'Kavya Gowda',
        from_date: body.from_date,
        rent_paise: body.rent_paise,
      })
      bed = { ...bed, status: 2, status_name: 'Occupied', current_allotment_id: made.id, allotments: [made] }
      return HttpResponse.json({ data: made }, { status: 201 })
    }),
    http.post('*/inventory/api/v1/operator/allotment/:id/unlink', ({ params }) => {
      sent.unlinked = Number(params.id)
      const unlinked: Allotment = {
        ...bed.allotments[0],
        status: 'UNLINKED',
        unlinked_at: new Date().toISOString(),
      }
      bed = {
        ...bed,
        status: 1,
        status_name: 'Available',
        current_allotment_id: null,
        dues_paise: 0,
        allotments: [],
      }
      return HttpResponse.json({ data: unlinked })
    }),
    ...sheetReadHandlers,
  ]
}

const meta = {
  title: 'Features/Inventory/Bed sheet/Tests',
  component: BedSheet,
  decorators: [inSheetFrame(480), withAppProviders()],
  parameters: { layout: 'fullscreen' },
  args: { panelId: 1, bedId: 7 },
  beforeEach({ msw }) {
    msw.use(...bedHandlers(bedDetail()))
  },
} satisfies Meta<typeof BedSheet>

export default meta
type Story = StoryObj<typeof meta>

const summaryOf = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('region', { name: 'Summary' }))

export const ShowsTheBedAndItsAvailability: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const summary = await summaryOf(canvasElement)
    await expect(summary.getByText('Available')).toBeVisible()
    await expect(summary.getByText('₹14,500.00 a month')).toBeVisible()
    const section = within(canvas.getByRole('region', { name: 'Availability' }))
    await expect(await section.findByText('Taken at first; free from 01/12/2026')).toBeVisible()
    await expect(section.getByRole('list', { name: 'Periods' })).toHaveTextContent('Priya Nair')

    const to = section.getByLabelText('To')
    await userEvent.clear(to)
    await userEvent.type(to, '2027-02-28')
    await waitFor(() => expect(sent.availability.at(-1)).toMatch(/\.\.2027-02-28$/))

    await userEvent.clear(to)
    await userEvent.type(to, '2020-01-01')
    await expect(await section.findByText('The end is before the start')).toBeVisible()
  },
}

export const AllotsToATenantAndShowsItOccupied: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await summaryOf(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Allot this bed' }))
    const form = within(canvas.getByRole('form', { name: 'Allot 102-B' }))
    await userEvent.click(form.getByRole('button', { name: 'Allot' }))
    await expect(await form.findByText('Choose a tenant')).toBeVisible()

    await userEvent.type(form.getByRole('searchbox', { name: 'Find a tenant' }), 'kav')
    const tenant = form.getByRole('combobox', { name: 'Tenant' })
    await waitFor(() => expect(within(tenant).queryByRole('option', { name: /Joseph Thomas/ })).toBeNull())
    await userEvent.selectOptions(tenant, '311')
    await userEvent.click(form.getByRole('button', { name: 'Allot' }))

    await waitFor(() =>
      expect(sent.allotment).toEqual({
        tenant_id: 311,
        from_date: toIsoDate(new Date()),
        to_date: null,
        rent_paise: 1450000,
        deposit_paise: 2900000,
      }),
    )
    await expectToast('102-B allotted to Kavya Gowda')
    const summary = await summaryOf(canvasElement)
    await expect(await summary.findByText('Occupied')).toBeVisible()
    await expect(canvas.getByRole('region', { name: 'Allotments' })).toHaveTextContent('Kavya Gowda')
  },
}

export const MovedOutTenantsAreNotOffered: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await summaryOf(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Allot this bed' }))
    const tenant = await canvas.findByRole('combobox', { name: 'Tenant' })
    await waitFor(() =>
      expect(within(tenant).getByRole('option', { name: /Joseph Thomas/ })).toBeInTheDocument(),
    )
    await expect(within(tenant).queryByRole('option', { name: /Fatima Sheikh/ })).toBeNull()
  },
}

export const UnlinksAfterConfirming: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...bedHandlers(
        bedDetail({
          status: 2,
          status_name: 'Occupied',
          current_allotment_id: 501,
          dues_paise: 450000,
          allotments: [allotment()],
        }),
      ),
    )
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const summary = await summaryOf(canvasElement)
    await expect(summary.getByText('₹4,500.00 outstanding')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Unlink Priya Nair' }))
    const dialog = await findModal('Unlink Priya Nair from 102-B?', 'alertdialog')
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Unlink' }))
    await waitFor(() => expect(sent.unlinked).toBe(501))
    await expectToast('Priya Nair unlinked from 102-B')
    await expect(await summary.findByText('Available')).toBeVisible()
    await expect(canvas.getByRole('region', { name: 'Allotments' })).toHaveTextContent(
      'No current or upcoming allotment.',
    )
  },
}
