import { http, HttpResponse } from 'msw'
import { detailOf, inHandPayments, makeStaffCollections, properties, team } from './fixtures'
import type {
  CashHandover,
  CashHandoverActionRequest,
  CashHandoverCreateRequest,
  Staff,
  StaffCreateRequest,
  StaffUpdateRequest,
} from './staffApi.gen'

/* msw handlers answering the staff screen as the provider would, for stories. */

const ok = <T>(data: T, status = 200) => HttpResponse.json({ data }, { status })

/** A phone number already on the team, so creating with it answers 409. */
export const TAKEN_PHONE = '9845000002'

/** What the handlers were sent, for play functions to check. */
export type StaffSentLog = {
  listQueries: URLSearchParams[]
  created: StaffCreateRequest[]
  updated: { id: number; body: StaffUpdateRequest }[]
  deleted: number[]
  handovers: { staffId: number; body: CashHandoverCreateRequest }[]
  actions: { id: number; body: CashHandoverActionRequest }[]
  collectionQueries: URLSearchParams[]
}

export const newStaffSentLog = (): StaffSentLog => ({
  listQueries: [],
  created: [],
  updated: [],
  deleted: [],
  handovers: [],
  actions: [],
  collectionQueries: [],
})

/** The whole staff screen over a team of three and `collectionCount` rows of staff collections. */
export function staffHandlers(sent: StaffSentLog = newStaffSentLog(), collectionCount = 3) {
  let members: Staff[] = [...team]
  const handovers = new Map<number, CashHandover[]>()
  const handoversOf = (staffId: number) => handovers.get(staffId) ?? detailOf(team[0]).handovers
  const find = (id: number) => members.find((staff) => staff.id === id)
  const notFound = () => HttpResponse.json({ message: 'This staff member does not exist' }, { status: 404 })

  return [
    http.get('*/property/api/v1/operator/property/list', () =>
      ok({ count: properties.length, results: properties }),
    ),
    http.get('*/user/api/v1/operator/staff/list', ({ request }) => {
      const params = new URL(request.url).searchParams
      sent.listQueries.push(params)
      const search = params.get('search_text')?.toLowerCase()
      const role = params.get('role')
      const rows = members.filter(
        (staff) =>
          (!search || staff.name.toLowerCase().includes(search) || staff.phone_number.includes(search)) &&
          (!role || staff.role === role),
      )
      return ok({ count: rows.length, results: rows })
    }),
    http.post('*/user/api/v1/operator/staff/create', async ({ request }) => {
      const body = (await request.json()) as StaffCreateRequest
      sent.created.push(body)
      if (body.phone_number === TAKEN_PHONE) {
        return HttpResponse.json(
          {
            message: 'Another staff member has this phone number',
            errors: [{ field: 'body.phone_number', message: 'Meena Iyer already has this number' }],
          },
          { status: 409 },
        )
      }
      const staff: Staff = {
        ...team[0],
        ...body,
        id: 200 + sent.created.length,
        email: body.email ?? null,
        all_properties: body.all_properties ?? false,
        property_ids: body.property_ids ?? [],
        property_names: [],
        dial_code: '+91',
        can_collect_cash: body.can_collect_cash ?? false,
        police_verification_status: body.police_verification_status ?? 'PENDING',
        police_verification_date: body.police_verification_date ?? null,
        joined_on: body.joined_on ?? null,
        monthly_salary_paise: body.monthly_salary_paise ?? null,
        cash_in_hand_paise: 0,
      }
      members = [...members, staff]
      return ok(staff, 201)
    }),
    http.put('*/user/api/v1/operator/staff/edit/:id', async ({ request, params }) => {
      const body = (await request.json()) as StaffUpdateRequest
      const id = Number(params.id)
      sent.updated.push({ id, body })
      const staff = find(id)
      if (!staff) return notFound()
      const updated = { ...staff, ...body } as Staff
      members = members.map((member) => (member.id === id ? updated : member))
      return ok(updated)
    }),
    http.delete('*/user/api/v1/operator/staff/delete/:id', ({ params }) => {
      const id = Number(params.id)
      sent.deleted.push(id)
      const staff = find(id)
      if (!staff) return notFound()
      const deactivated = { ...staff, is_active: false }
      members = members.map((member) => (member.id === id ? deactivated : member))
      return ok({
        outcome: 'deactivated',
        message: `${staff.name} is on 12 payments, so was deactivated instead`,
        staff: deactivated,
      })
    }),
    http.get('*/payment/api/v2/operator/staff/collection/list', ({ request }) => {
      const params = new URL(request.url).searchParams
      sent.collectionQueries.push(params)
      const offset = Number(params.get('offset') ?? 0)
      const limit = Number(params.get('limit') ?? 10)
      const staffId = params.get('staff_id')
      const all = makeStaffCollections(collectionCount)
      const matching = staffId ? all.filter((row) => row.staff_id === Number(staffId)) : all
      return ok({
        count: matching.length,
        total_cash_paise: matching.reduce((sum, row) => sum + row.cash_paise, 0),
        total_other_paise: matching.reduce((sum, row) => sum + row.other_paise, 0),
        results: matching.slice(offset, offset + limit),
      })
    }),
    http.get('*/payment/api/v2/operator/staff/collection/:id/payments', ({ params }) => {
      const staff = find(Number(params.id))
      const results = staff && staff.cash_in_hand_paise > 0 ? inHandPayments : []
      return ok({ count: results.length, results })
    }),
    http.get('*/user/api/v1/operator/staff/:id', ({ params }) => {
      const staff = find(Number(params.id))
      return staff ? ok(detailOf(staff, handoversOf(staff.id))) : notFound()
    }),
    http.post('*/user/api/v1/operator/staff/:id/handover', async ({ request, params }) => {
      const staffId = Number(params.id)
      const body = (await request.json()) as CashHandoverCreateRequest
      sent.handovers.push({ staffId, body })
      const staff = find(staffId)
      if (!staff) return notFound()
      const handover: CashHandover = {
        id: 600 + sent.handovers.length,
        staff_id: staffId,
        staff_name: staff.name,
        status: body.submit ? 'SUBMITTED' : 'DRAFT',
        expected_paise: staff.cash_in_hand_paise,
        declared_paise: body.declared_paise,
        variance_paise: body.declared_paise - staff.cash_in_hand_paise,
        payment_count: inHandPayments.length,
        covered_from: '2026-10-31T18:30:00Z',
        covered_until: body.submit ? '2026-11-22T06:00:00Z' : null,
        note: body.note ?? null,
        dispute_reason: null,
        created_at: '2026-11-22T06:00:00Z',
        submitted_at: body.submit ? '2026-11-22T06:00:00Z' : null,
        settled_at: null,
      }
      handovers.set(staffId, [handover, ...handoversOf(staffId)])
      return ok(handover, 201)
    }),
    http.post('*/user/api/v1/operator/staff/handover/:id/action', async ({ request, params }) => {
      const id = Number(params.id)
      const body = (await request.json()) as CashHandoverActionRequest
      sent.actions.push({ id, body })
      for (const [staffId, list] of handovers) {
        const handover = list.find((item) => item.id === id)
        if (!handover) continue
        const status = {
          SUBMIT: 'SUBMITTED',
          ACCEPT: 'ACCEPTED',
          DISPUTE: 'DISPUTED',
          DISCARD: 'DRAFT',
        } as const
        const next: CashHandover = {
          ...handover,
          status: status[body.action],
          dispute_reason: body.reason ?? handover.dispute_reason,
        }
        handovers.set(
          staffId,
          body.action === 'DISCARD'
            ? list.filter((item) => item.id !== id)
            : list.map((item) => (item.id === id ? next : item)),
        )
        return ok(next)
      }
      return HttpResponse.json({ message: 'This handover does not exist' }, { status: 404 })
    }),
  ]
}
