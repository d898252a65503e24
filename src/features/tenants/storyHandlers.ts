import { http, HttpResponse } from 'msw'
import {
  agreement,
  bank,
  changedTermsHistory,
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
  transferQuote,
  reviewDocuments,
  bankAccounts,
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
  profile?: Record<string, unknown>
  terms?: Record<string, unknown>
  quotes: URLSearchParams[]
  transferred?: Record<string, unknown>
  documentUpdates: { id: number; body: Record<string, unknown> }[]
  linked?: Record<string, unknown>
  /** The query of each picker list asked (properties, bank accounts): spec §9 fixes their limits. */
  pickers: { path: string; limit: string | null }[]
  /** Path and query of each read of the list and tenant pages, in the order they arrived. */
  reads: string[]
} = { lists: [], forecasts: [], quotes: [], documentUpdates: [], pickers: [], reads: [] }

export const resetSent = () => {
  sent.lists = []
  sent.added = undefined
  sent.forecasts = []
  sent.raised = undefined
  sent.profile = undefined
  sent.terms = undefined
  sent.quotes = []
  sent.transferred = undefined
  sent.documentUpdates = []
  sent.linked = undefined
  sent.pickers = []
  sent.reads = []
}

/** Notes a read of the list or tenant page in `sent.reads`; answers with its query string. */
const noted = (request: Request) => {
  const url = new URL(request.url)
  sent.reads.push(url.pathname + url.search)
  return url.searchParams
}

/** Answers a picker's list with `results`, noting the limit it asked for. */
const picker =
  <T>(results: T[]) =>
  ({ request }: { request: Request }) => {
    const url = new URL(request.url)
    sent.pickers.push({ path: url.pathname, limit: url.searchParams.get('limit') })
    return page(results)
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
    const params = noted(request)
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
  http.get('*/onboarding/api/v1/operator/tenant/summary/dashboard', ({ request }) => {
    noted(request)
    return ok(summary)
  }),
  http.get('*/property/api/v1/operator/property/list', ({ request }) => {
    noted(request)
    return page(properties)
  }),
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
  http.get('*/user/api/v1/operator/tenant/details/:id', ({ request }) => {
    noted(request)
    return ok(tenantDetail())
  }),
  http.get('*/user/api/v1/operator/:id/room_details', ({ request }) => {
    noted(request)
    return ok(roomDetails())
  }),
  http.get('*/payment/api/v1/operator/bank_details', ({ request }) => {
    noted(request)
    return ok(bank)
  }),
  http.get('*/onboarding/api/v1/operator/tenant/:id/document/list', ({ request }) => {
    noted(request)
    return page([
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
    ])
  }),
  http.get('*/onboarding/api/v1/operator/tenant/:id/agreement/list', ({ request }) => {
    noted(request)
    return page([agreement()])
  }),
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

const problem = (status: number, message: string, field?: string) =>
  HttpResponse.json({ message, errors: field ? [{ field, message }] : [] }, { status })

/** Bed 52 (Room 301 · Bed C) is taken until 09/12/2026, so a transfer to it answers 409 as the server does. */
const TAKEN_BED = '52'
const TAKEN = 'Bed C is taken until 09/12/2026; choose a date from 10/12/2026'

/** The transfer sheet: tenant 101, the properties, free beds, the live quote and the transfer itself. */
export const transferHandlers = [
  http.get('*/user/api/v1/operator/tenant/details/:id', () => ok(tenantDetail())),
  http.get('*/user/api/v1/operator/:id/room_details', () => ok(roomDetails())),
  http.get('*/property/api/v1/operator/property/list', picker(properties)),
  http.get('*/onboarding/api/v1/operator/:id/rooms', () => page(placementRooms)),
  http.get('*/user/api/v1/operator/tenant/:id/room/transfer/quote', ({ request }) => {
    const params = new URL(request.url).searchParams
    sent.quotes.push(params)
    if (params.get('bed_id') === TAKEN_BED) return problem(409, TAKEN, 'querystring.bed_id')
    const quote = transferQuote(
      Number(params.get('bed_id')),
      params.get('from_date') ?? '',
      Number(params.get('rent_paise') ?? 900_000),
      params.get('rent_difference') !== 'NEXT_PERIOD',
    )
    return ok(quote)
  }),
  http.put('*/user/api/v1/operator/:id/room_details', async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>
    sent.transferred = body
    if (String(body.bed_id) === TAKEN_BED) return problem(409, TAKEN, 'body.bed_id')
    if (body.reason === 'Provider down') return problem(500, 'Some unknown error has occured')
    const quote = transferQuote(Number(body.bed_id), String(body.from_date), Number(body.rent_paise), true)
    // Today's room stays the old bed until the move; the new stay leads the history.
    const today = roomDetails()
    const newStay = {
      allotment_id: 502,
      property_name: today.property_name,
      room_name: '301',
      bed_name: 'B',
      from_date: String(body.from_date),
      to_date: null,
      status: 'BOOKED' as const,
      rent_paise: quote.rent_paise,
    }
    return ok({
      room: { ...today, history: [newStay, ...today.history] },
      adjustment: { ...quote.adjustment, collection_id: 880 },
    })
  }),
]

/** The documents card and review sheet: Aadhaar (verified), a passport expiring soon, a rejected PAN, an expired visa. */
export const documentHandlers = [
  http.get('*/onboarding/api/v1/operator/tenant/:id/document/list', () =>
    page([tenantDocument(), ...reviewDocuments]),
  ),
  http.put('*/user/api/v1/operator/tenant/document/:id', async ({ request, params }) => {
    const body = (await request.json()) as Record<string, unknown>
    const id = Number(params.id)
    sent.documentUpdates.push({ id, body })
    if (body.rejection_reason === 'Looks edited') {
      return problem(400, 'Name what looks edited', 'body.rejection_reason')
    }
    const document = [tenantDocument(), ...reviewDocuments].find((item) => item.id === id) ?? tenantDocument()
    return ok({ ...document, ...body })
  }),
]

/** The bank-link sheet: the operator's accounts and the link; tenant 106 has moved out and is refused. */
export const bankLinkHandlers = [
  http.get('*/payment/api/v2/operator/bank/account/list', picker(bankAccounts)),
  http.post('*/payment/api/v1/operator/link/tenant', async ({ request }) => {
    const body = (await request.json()) as { tenant_ids: number[]; bank_id: number }
    sent.linked = body
    if (body.tenant_ids.includes(106)) {
      return problem(400, 'Mohammed Irfan has moved out', 'body.tenant_ids')
    }
    return ok({ bank_id: body.bank_id, linked_count: body.tenant_ids.length, tenant_ids: body.tenant_ids })
  }),
]

/** Rahul Verma's phone: another current resident's, which the profile edit answers with a 409 on the field. */
export const OTHER_RESIDENTS_PHONE = '9876543210'

/** The edit-profile sheet: tenant 101, colleges and courses, and the edit (409 on another resident's phone). */
export const profileHandlers = [
  http.get('*/user/api/v1/operator/tenant/details/:id', () => ok(tenantDetail())),
  http.get('*/user/api/v1/resource/institution/list', () => page(institutions)),
  http.get('*/user/api/v1/resource/institution/:id/course/list', () => page(courses)),
  http.put('*/user/api/v1/operator/edit/tenant/details/:id', async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>
    sent.profile = body
    if (body.phone_number === OTHER_RESIDENTS_PHONE) {
      return HttpResponse.json(
        {
          message: 'Another resident already has this phone number',
          errors: [{ field: 'body.phone_number', message: 'Rahul Verma (Room 202) already has this number' }],
        },
        { status: 409 },
      )
    }
    return ok(tenantDetail())
  }),
]

/** The rent-terms sheet: tenant 101 with a change planned from 01/12/2026; a day past the move-out is a 400. */
export const rentTermsHandlers = [
  http.get('*/user/api/v1/operator/tenant/details/:id', () =>
    ok(tenantDetail({ terms_history: changedTermsHistory })),
  ),
  http.put('*/user/api/v1/operator/tenant/details/:id', async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>
    sent.terms = body
    if (String(body.effective_from) > '2027-03-31') {
      return HttpResponse.json(
        {
          message: 'The new terms cannot start after the move-out',
          errors: [
            {
              field: 'body.effective_from',
              message: 'Ananya moves out on 31/03/2027: choose a day up to then',
            },
          ],
        },
        { status: 400 },
      )
    }
    return ok(tenantDetail())
  }),
]
