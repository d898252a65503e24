import { http, HttpResponse } from 'msw'
import type {
  AttendanceMarkRequest,
  OutpassActionRequest,
  OutpassCreateRequest,
  OutpassSetupRequest,
  OutpassStatus,
} from './attendanceApi'
import {
  detailOf,
  floorPage,
  groundFloorSheet,
  passes,
  passOf,
  passTenants,
  properties,
  setup,
  statusCounts,
  users,
} from './fixtures'

/* msw handlers answering the attendance and outpass screens in the contract's shapes, for stories. */

const ok = <T>(data: T, status = 200) => HttpResponse.json({ data }, { status })

/** What the handlers were sent, for play functions to check. */
export type SentLog = {
  marks: AttendanceMarkRequest[]
  actions: { id: number; body: OutpassActionRequest }[]
  created: OutpassCreateRequest[]
  setups: OutpassSetupRequest[]
  listQueries: Record<string, string>[]
}

export const newSentLog = (): SentLog => ({
  marks: [],
  actions: [],
  created: [],
  setups: [],
  listQueries: [],
})

/** The pickers: the operator's properties, residents staying now and people who may be named. */
export const pickerHandlers = [
  http.get('*/property/api/v1/operator/property/list', () =>
    ok({ count: properties.length, results: properties }),
  ),
  // The fixture's residents are all on the active tab; none is on notice.
  http.get('*/onboarding/api/v1/operator/tenant/list', ({ request }) =>
    new URL(request.url).searchParams.get('type') === 'active'
      ? ok({ count: passTenants.length, results: passTenants })
      : ok({ count: 0, results: [] }),
  ),
  http.get('*/user/api/v1/operator/user/list', () => ok({ count: users.length, results: users })),
]

/** The roll-call: floors with progress, the ground floor's sheet, and marking. */
export const attendanceHandlers = (sent: SentLog) => [
  http.get('*/attendance/api/v1/operator/property/:id/floor/list', ({ request }) =>
    ok(floorPage(new URL(request.url).searchParams.get('attendance_date') ?? '2026-11-24')),
  ),
  http.get('*/attendance/api/v1/operator/attendance/:id', ({ request }) =>
    ok(groundFloorSheet(new URL(request.url).searchParams.get('attendance_date') ?? '2026-11-24')),
  ),
  http.post('*/attendance/api/v1/operator/attendance/:id', async ({ request }) => {
    const body = (await request.json()) as AttendanceMarkRequest
    sent.marks.push(body)
    return ok(groundFloorSheet(body.attendance_date))
  }),
]

/** Passes: the list (one in each state), details, actions (409 for anything the state does not allow), create, rules. */
export const outpassHandlers = (sent: SentLog) => [
  http.get('*/outpass/api/v1/operator/outpass/list', ({ request }) => {
    const query = Object.fromEntries(new URL(request.url).searchParams)
    sent.listQueries.push(query)
    const wanted = query.status?.split(',')
    const results = passes.filter((pass) => !wanted || wanted.includes(pass.status))
    return ok({ count: results.length, results, status_counts: statusCounts })
  }),
  http.get('*/outpass/api/v1/operator/outpass/:id/details', ({ params }) => {
    const pass = passes.find((candidate) => candidate.id === Number(params.id))
    return pass ? ok(detailOf(pass)) : HttpResponse.json({ message: 'Outpass not found' }, { status: 404 })
  }),
  http.post('*/outpass/api/v1/operator/action/:id', async ({ params, request }) => {
    const body = (await request.json()) as OutpassActionRequest
    const id = Number(params.id)
    sent.actions.push({ id, body })
    const pass = passes.find((candidate) => candidate.id === id)
    if (!pass || !pass.allowed_actions.includes(body.action))
      return HttpResponse.json({ message: 'This pass cannot take that action now' }, { status: 409 })
    const next: Record<string, OutpassStatus> = {
      APPROVE: 'APPROVED',
      REJECT: 'REJECTED',
      CANCEL: 'CANCELLED',
      MARK_OUT: 'OUT',
      MARK_IN: 'RETURNED',
    }
    return ok(detailOf(passOf(next[body.action], id)))
  }),
  http.post('*/outpass/api/v1/operator/outpass/create', async ({ request }) => {
    const body = (await request.json()) as OutpassCreateRequest
    sent.created.push(body)
    return ok(
      detailOf({ ...passOf('PENDING', 600), tenant_id: body.tenant_id, tenant_name: 'Aarav Sharma' }),
      201,
    )
  }),
  http.get('*/outpass/api/v1/operator/setup/:id', () => ok(setup)),
  http.post('*/outpass/api/v1/operator/setup/:id', async ({ request }) => {
    const body = (await request.json()) as OutpassSetupRequest
    sent.setups.push(body)
    return ok({ ...setup, ...body, updated_at: '2026-11-24T10:00:00Z' })
  }),
]

export const allHandlers = (sent: SentLog) => [
  ...pickerHandlers,
  ...attendanceHandlers(sent),
  ...outpassHandlers(sent),
]
