import { http, HttpResponse } from 'msw'
import type { ActivityEntry } from './activityApi'

/** A payment entry as the server writes it: the collection, its payment and its tenant named. */
export const paymentEntry: ActivityEntry = {
  id: 41,
  at: '2026-11-22T04:35:00.000Z',
  session_id: 7,
  actor_name: 'Anita Rao',
  operation: 'markCollectionPaid',
  entity: 'collection',
  entity_id: '12',
  property_id: 1,
  property_name: 'Roost Koramangala',
  summary: 'Marked ₹12,000 paid by UPI on Rent – Nov 2026 of Diya Nair',
  before: { paid_paise: 0, balance_paise: 1_200_000 },
  after: { paid_paise: 1_200_000, balance_paise: 0, transaction_id: 88, mode: 'UPI', paid_on: '2026-11-22' },
  subjects: [
    { entity: 'collection', entity_id: '12' },
    { entity: 'transaction', entity_id: '88' },
    { entity: 'tenant', entity_id: '5' },
  ],
}

/** A move-in entry: a new tenant, nothing before. */
export const moveInEntry: ActivityEntry = {
  id: 40,
  at: '2026-11-21T11:10:00.000Z',
  session_id: 7,
  actor_name: 'Anita Rao',
  operation: 'addTenant',
  entity: 'tenant',
  entity_id: '5',
  property_id: 1,
  property_name: 'Roost Koramangala',
  summary: 'Moved Diya Nair into A-101 bed A-101-B from 1 Dec 2026 at ₹12,000 a month',
  before: null,
  after: { bed_id: 3, move_in_date: '2026-12-01', rent_paise: 1_200_000, deposit_paise: 2_400_000 },
  subjects: [
    { entity: 'tenant', entity_id: '5' },
    { entity: 'bed', entity_id: '3' },
    { entity: 'allotment', entity_id: '9' },
  ],
}

/** A voided expense: its status before and after. */
export const voidEntry: ActivityEntry = {
  id: 39,
  at: '2026-11-20T09:00:00.000Z',
  session_id: 6,
  actor_name: 'Anita Rao',
  operation: 'deleteExpense',
  entity: 'expense',
  entity_id: '31',
  property_id: 1,
  property_name: 'Roost Koramangala',
  summary: 'Voided ₹4,500 Plumbing expense #31: entered twice',
  before: { status: 'RECORDED', void_reason: null },
  after: { status: 'VOIDED', void_reason: 'entered twice' },
  subjects: [{ entity: 'expense', entity_id: '31' }],
}

export const activityEntries: ActivityEntry[] = [paymentEntry, moveInEntry, voidEntry]

const page = (results: ActivityEntry[], count = results.length) =>
  HttpResponse.json({ data: { count, results } })

/** A record's history: the entries naming it (by their subjects), empty by default. */
export const historyHandler = (entries: ActivityEntry[] = []) =>
  http.get('*/user/api/v1/operator/activity/history', ({ request }) => {
    const url = new URL(request.url)
    const entity = url.searchParams.get('entity')
    const id = url.searchParams.get('entity_id')
    return page(
      entries.filter((entry) =>
        entry.subjects.some((subject) => subject.entity === entity && subject.entity_id === id),
      ),
    )
  })

export const activityPropertiesHandler = http.get('*/property/api/v1/operator/property/list', () =>
  HttpResponse.json({
    data: {
      count: 2,
      results: [
        { id: 1, property_name: 'Roost Koramangala' },
        { id: 2, property_name: 'Roost HSR' },
      ],
    },
  }),
)

/** Every sheet that shows a History reads it: by default, an empty one. */
export const activityHandlers = [historyHandler()]
