import { http, HttpResponse } from 'msw'
import {
  agreement,
  bank,
  courses,
  forecast,
  institutions,
  moveInDues,
  offboardingContext,
  offboardingDetail,
  placementRooms,
  properties,
  roomDetails,
  summary,
  tenantDetail,
  tenantDocument,
  tenants,
  tokenRequest,
} from './fixtures'
import type { DeductionInput, OffboardingForecastRequest, TenantListItem } from './tenantsApi'

/* msw handlers answering the tenant screens in the contract's shapes, for stories. */

const ok = <T>(data: T, status = 200) => HttpResponse.json({ data }, { status })
const page = <T>(results: T[]) => ok({ count: results.length, results })

/** What the screens sent, reset by `resetSent` before each story. */
export const sent: {
  lists: URLSearchParams[]
  added?: Record<string, unknown>
  forecasts: OffboardingForecastRequest[]
  raised?: Record<string, unknown>
} = { lists: [], forecasts: [] }

export const resetSent = () => {
  sent.lists = []
  sent.added = undefined
  sent.forecasts = []
  sent.raised = undefined
}

const TYPE_STATUS: Record<string, TenantListItem['status'] | undefined> = {
  active: 'ACTIVE',
  upcoming: 'UPCOMING',
  on_notice: 'ON_NOTICE',
  moved_out: 'MOVED_OUT',
}

/** The tenant list, filtered by type, name, property and bed as the server does, and paged. */
export const listHandlers = [
  http.get('*/onboarding/api/v1/operator/tenant/list', ({ request }) => {
    const params = new URL(request.url).searchParams
    sent.lists.push(params)
    const status = TYPE_STATUS[params.get('type') ?? 'active']
    const name = (params.get('name') ?? '').toLowerCase()
    const property = params.get('property_id')
    const bed = params.get('is_bed_linked')
    const matching = tenants.filter(
      (tenant) =>
        (!status || tenant.status === status) &&
        (tenant.name.toLowerCase().includes(name) || tenant.phone_number.includes(name)) &&
        (!property || String(tenant.property_id) === property) &&
        (!bed || String(tenant.is_bed_linked) === bed),
    )
    const offset = Number(params.get('offset') ?? 0)
    const limit = Number(params.get('limit') ?? 10)
    return ok({ count: matching.length, results: matching.slice(offset, offset + limit) })
  }),
  http.get('*/onboarding/api/v1/operator/tenant/summary/dashboard', () => ok(summary)),
  http.get('*/property/api/v1/operator/property/list', () => page(properties)),
]

/** What the add-tenant sheet reads and sends: properties, free beds, colleges, courses, dues and the add. */
export const addHandlers = [
  http.get('*/property/api/v1/operator/property/list', () => page(properties)),
  http.get('*/onboarding/api/v1/operator/:id/rooms', () => page(placementRooms)),
  http.get('*/user/api/v1/resource/institution/list', () => page(institutions)),
  http.get('*/user/api/v1/resource/institution/:id/course/list', () => page(courses)),
  http.get('*/onboarding/api/v1/operator/calculate_dues', ({ request }) => {
    const params = new URL(request.url).searchParams
    const token = params.get('tenant_onboarding_id') ? 500_000 : 0
    return ok(
      moveInDues(
        Number(params.get('rent_paise') ?? 1_200_000),
        Number(params.get('deposit_paise') ?? 0),
        token,
      ),
    )
  }),
  http.post('*/onboarding/api/v1/operator/tenant/add', async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>
    sent.added = body
    if (body.phone_number === '9845012345') {
      return HttpResponse.json(
        {
          message: 'A tenant with this phone number already stays with you',
          errors: [{ field: 'body.phone_number', message: 'Already a tenant: Ananya Iyer' }],
        },
        { status: 400 },
      )
    }
    return ok(
      tenantDetail({ id: 150, name: String(body.name), phone_number: String(body.phone_number) }),
      201,
    )
  }),
  http.post('*/onboarding/api/v1/operator/tenant/:id/document', () => ok(tenantDocument({ id: 950 }), 201)),
]

/** The tenant page: details, room, bank, documents and agreements of tenant 101. */
export const tenantPageHandlers = [
  http.get('*/user/api/v1/operator/tenant/details/:id', () => ok(tenantDetail())),
  http.get('*/user/api/v1/operator/:id/room_details', () => ok(roomDetails())),
  http.get('*/payment/api/v1/operator/bank_details', () => ok(bank)),
  http.get('*/onboarding/api/v1/operator/tenant/:id/document/list', () =>
    page([
      tenantDocument(),
      tenantDocument({
        id: 902,
        name: 'Rent agreement',
        category: 'AGREEMENT',
        kyc_id_type: null,
        document_type: 'pdf',
        file_name: 'rent-agreement.pdf',
        content_type: 'application/pdf',
        size_bytes: 96_000,
        verification_status: 'PENDING',
        agreement_id: 301,
        download_url: '/onboarding/api/v1/operator/document/902/file',
      }),
    ]),
  ),
  http.get('*/onboarding/api/v1/operator/tenant/:id/agreement/list', () => page([agreement()])),
  http.post('*/onboarding/api/v1/operator/:id/new/rent/agreement', () => ok(agreement({ id: 302 }), 201)),
]

/** The move-out sheets: the tenant's context, the forecast computed from the request, raise and the detail. */
export const moveOutHandlers = [
  http.get('*/offboarding/api/v2/operator/tenant_offboarding_detail', () => ok(offboardingContext())),
  http.post('*/offboarding/api/v3/operator/offboarding/tenant/forecast', async ({ request }) => {
    const body = (await request.json()) as OffboardingForecastRequest
    sent.forecasts.push(body)
    const manual = (body.deductions ?? []).map((item: DeductionInput) => ({
      kind: item.kind,
      label: item.label,
      amount_paise: item.amount_paise,
    }))
    return ok(forecast(body.move_out_date, body.notice_date, manual, body.waive_notice_shortfall))
  }),
  http.post('*/offboarding/api/v3/operator/raise/offboarding', async ({ request }) => {
    sent.raised = (await request.json()) as Record<string, unknown>
    return ok(offboardingDetail(), 201)
  }),
  http.get('*/offboarding/api/v2/operator/offboarding/:id/details', () => ok(offboardingDetail())),
]

/** The move-in requests: one pending request with its dues. */
export const tokenRequestHandlers = [
  http.get('*/onboarding/api/v1/operator/token_request/list', () =>
    page([
      tokenRequest(),
      tokenRequest({ id: 62, name: 'Nisha Patel', status: 'APPROVED', bed_id: null, bed_name: null }),
    ]),
  ),
  http.get('*/onboarding/api/v1/operator/token_request/:id/detail', () => ok(tokenRequest())),
  http.get('*/onboarding/api/v1/operator/calculate_dues', () =>
    ok(moveInDues(1_200_000, 2_400_000, 500_000)),
  ),
]
