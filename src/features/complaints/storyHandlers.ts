import { http, HttpResponse } from 'msw'
import { makeStaffUsers, operatorUser, usersHandler } from '../../app/core/people/peopleHandlers'
import type {
  ComplaintAssignRequest,
  ComplaintChargeRequest,
  ComplaintExpenseRequest,
  ComplaintRaiseAgainRequest,
  ComplaintStatus,
  ComplaintTypeUpdateRequest,
  VendorCreateRequest,
  VendorUpdateRequest,
} from './complaintsApi.gen'
import {
  complaints as seedComplaints,
  complaintTypes,
  detailOf,
  expenseCategories,
  properties,
  residents,
  rooms,
  vendors as seedVendors,
} from './fixtures'

/* msw handlers answering the complaints screen as the provider would, for stories. */

const ok = <T>(data: T, status = 200) => HttpResponse.json({ data }, { status })
const notFound = () => HttpResponse.json({ message: 'This complaint does not exist' }, { status: 404 })

/** A multipart body as plain fields; the `file` parts as their names. */
export type SentForm = Record<string, string | string[]>

/** What the handlers were sent, for play functions to check. */
export type ComplaintsSentLog = {
  listQueries: URLSearchParams[]
  created: SentForm[]
  updated: { id: number; form: SentForm }[]
  assigned: { id: number; body: ComplaintAssignRequest }[]
  raisedAgain: { id: number; body: ComplaintRaiseAgainRequest }[]
  expenses: { id: number; body: ComplaintExpenseRequest }[]
  charges: { id: number; body: ComplaintChargeRequest }[]
  vendorsCreated: VendorCreateRequest[]
  vendorsUpdated: { id: number; body: VendorUpdateRequest }[]
  vendorsDeleted: number[]
  typesUpdated: { id: number; body: ComplaintTypeUpdateRequest }[]
}

export const newComplaintsSentLog = (): ComplaintsSentLog => ({
  listQueries: [],
  created: [],
  updated: [],
  assigned: [],
  raisedAgain: [],
  expenses: [],
  charges: [],
  vendorsCreated: [],
  vendorsUpdated: [],
  vendorsDeleted: [],
  typesUpdated: [],
})

async function formOf(request: Request): Promise<SentForm> {
  const form = await request.formData()
  const sent: SentForm = {}
  form.forEach((value, key) => {
    if (typeof value === 'string') sent[key] = value
    else sent[key] = [...((sent[key] as string[] | undefined) ?? []), value.name]
  })
  return sent
}

const STATUSES: ComplaintStatus[] = ['OPEN', 'IN_PROGRESS', 'ON_HOLD', 'DECLINED', 'RESOLVED', 'CLOSED']

/** The whole complaints screen over one complaint per status and two vendors. */
export function complaintsHandlers(sent: ComplaintsSentLog = newComplaintsSentLog()) {
  let rows = [...seedComplaints]
  const vendors = [...seedVendors]
  const find = (id: number) => rows.find((row) => row.id === id)
  const replace = (id: number, changes: Partial<(typeof rows)[number]>) => {
    rows = rows.map((row) =>
      row.id === id ? { ...row, ...changes, updated_at: new Date().toISOString() } : row,
    )
    return detailOf(find(id) ?? rows[0])
  }

  return [
    usersHandler([operatorUser, ...makeStaffUsers(3)]),
    http.get('*/property/api/v1/operator/property/list', () =>
      ok({ count: properties.length, results: properties }),
    ),
    http.get('*/inventory/api/v1/operator/property/:id/floor/list', () =>
      ok({ count: rooms.length, results: rooms }),
    ),
    http.get('*/onboarding/api/v1/operator/tenant/list', () =>
      ok({ count: residents.length, results: residents }),
    ),
    http.get('*/expense/api/v1/operator/category/list', () =>
      ok({ count: expenseCategories.length, results: expenseCategories }),
    ),
    http.get('*/complaint/api/v1/operator/complaint/type/list', () =>
      ok({ count: complaintTypes.length, results: complaintTypes }),
    ),
    http.get('*/complaint/api/v1/operator/complaint/list', ({ request }) => {
      const params = new URL(request.url).searchParams
      sent.listQueries.push(params)
      const status = params.get('status') ?? 'all'
      const search = params.get('search_text')?.toLowerCase()
      const others = rows.filter(
        (row) =>
          !search ||
          row.title.toLowerCase().includes(search) ||
          row.ticket_number.toLowerCase().includes(search),
      )
      const matching = others.filter((row) => status === 'all' || status.split(',').includes(row.status))
      const offset = Number(params.get('offset') ?? 0)
      const limit = Number(params.get('limit') ?? 10)
      return ok({
        count: matching.length,
        status_counts: Object.fromEntries(
          STATUSES.map((value) => [value, others.filter((row) => row.status === value).length]),
        ),
        results: matching.slice(offset, offset + limit),
      })
    }),
    http.get('*/complaint/api/v1/operator/complaint/:id/details', ({ params }) => {
      const complaint = find(Number(params.id))
      return complaint ? ok(detailOf(complaint)) : notFound()
    }),
    http.post('*/complaint/api/v1/operator/complaint/create', async ({ request }) => {
      const form = await formOf(request)
      sent.created.push(form)
      const complaint = {
        ...seedComplaints[0],
        id: 90,
        ticket_number: 'CMP-2026-00090',
        title: String(form.title),
      }
      rows = [complaint, ...rows]
      return ok(detailOf(complaint), 201)
    }),
    http.put('*/complaint/api/v1/operator/complaint/:id/update', async ({ request, params }) => {
      const id = Number(params.id)
      const form = await formOf(request)
      sent.updated.push({ id, form })
      const complaint = find(id)
      if (!complaint) return notFound()
      const status = form.status as ComplaintStatus | undefined
      return ok(
        replace(id, {
          ...(status ? { status } : {}),
          ...(form.cost_paise ? { cost_paise: Number(form.cost_paise) } : {}),
          ...(form.cost_paid_by ? { cost_paid_by: form.cost_paid_by as 'OPERATOR' | 'RESIDENT' } : {}),
        }),
      )
    }),
    http.post('*/complaint/api/v1/operator/complaint/:id/assign', async ({ request, params }) => {
      const id = Number(params.id)
      const body = (await request.json()) as ComplaintAssignRequest
      sent.assigned.push({ id, body })
      const vendor = vendors.find((row) => row.id === body.vendor_id)
      return ok(
        replace(id, {
          assignee_type: body.assignee_type,
          assignee_id: body.vendor_id ?? body.staff_id ?? null,
          assignee_name: vendor?.name ?? 'Ravi Kumar',
        }),
      )
    }),
    http.post('*/complaint/api/v1/operator/complaint/:id/raise_again', async ({ request, params }) => {
      const id = Number(params.id)
      sent.raisedAgain.push({ id, body: (await request.json()) as ComplaintRaiseAgainRequest })
      return ok(replace(id, { status: 'OPEN', reopen_count: (find(id)?.reopen_count ?? 0) + 1 }))
    }),
    http.post('*/complaint/api/v1/operator/complaint/:id/expense', async ({ request, params }) => {
      const id = Number(params.id)
      sent.expenses.push({ id, body: (await request.json()) as ComplaintExpenseRequest })
      return ok(replace(id, { expense_id: 88 }))
    }),
    http.post('*/complaint/api/v1/operator/complaint/:id/charge', async ({ request, params }) => {
      const id = Number(params.id)
      sent.charges.push({ id, body: (await request.json()) as ComplaintChargeRequest })
      return ok(replace(id, { charge_collection_id: 66 }))
    }),
    http.get('*/complaint/api/v1/operator/vendor/list', ({ request }) => {
      const params = new URL(request.url).searchParams
      const search = params.get('search_query')?.toLowerCase()
      const matching = vendors.filter((vendor) => !search || vendor.name.toLowerCase().includes(search))
      return ok({ count: matching.length, results: matching })
    }),
    http.get('*/complaint/api/v1/operator/vendor/:id', ({ params }) => {
      const vendor = vendors.find((row) => row.id === Number(params.id))
      return vendor
        ? ok(vendor)
        : HttpResponse.json({ message: 'This vendor does not exist' }, { status: 404 })
    }),
    http.post('*/complaint/api/v1/operator/vendor/create', async ({ request }) => {
      const body = (await request.json()) as VendorCreateRequest
      sent.vendorsCreated.push(body)
      return ok({ ...seedVendors[1], ...body, id: 40, complaint_count: 0, expense_count: 0 }, 201)
    }),
    http.put('*/complaint/api/v1/operator/complaint/type/:id', async ({ request, params }) => {
      const id = Number(params.id)
      const body = (await request.json()) as ComplaintTypeUpdateRequest
      sent.typesUpdated.push({ id, body })
      const type = complaintTypes.find((row) => row.id === id) ?? complaintTypes[0]
      return ok({ ...type, ...body })
    }),
    http.put('*/complaint/api/v1/operator/vendor/edit/:id', async ({ request, params }) => {
      const id = Number(params.id)
      const body = (await request.json()) as VendorUpdateRequest
      sent.vendorsUpdated.push({ id, body })
      return ok({ ...(vendors.find((row) => row.id === id) ?? seedVendors[0]), ...body })
    }),
    http.delete('*/complaint/api/v1/operator/vendor/delete/:id', ({ params }) => {
      const id = Number(params.id)
      sent.vendorsDeleted.push(id)
      const vendor = vendors.find((row) => row.id === id) ?? seedVendors[0]
      const records = vendor.complaint_count + vendor.expense_count
      return ok({
        outcome: records > 0 ? 'deactivated' : 'deleted',
        message:
          records > 0
            ? `${vendor.name} has ${vendor.complaint_count} complaints, so was deactivated instead`
            : `${vendor.name} deleted`,
        vendor: records > 0 ? { ...vendor, is_active: false } : null,
      })
    }),
  ]
}
