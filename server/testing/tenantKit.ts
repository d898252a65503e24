import type { TestServer } from './testServer'

/** Paths of the tenants tag's operations, for tests. */
export const tenantPaths = {
  list: (query = '') => `/onboarding/api/v1/operator/tenant/list${query}`,
  add: '/onboarding/api/v1/operator/tenant/add',
  details: (id: number) => `/user/api/v1/operator/tenant/details/${id}`,
  profile: (id: number) => `/user/api/v1/operator/edit/tenant/details/${id}`,
  room: (id: number) => `/user/api/v1/operator/${id}/room_details`,
  transferQuote: (id: number, query: string) =>
    `/user/api/v1/operator/tenant/${id}/room/transfer/quote${query}`,
  summary: (query = '') => `/onboarding/api/v1/operator/tenant/summary/dashboard${query}`,
  checklist: '/onboarding/api/v1/operator/checklist/filters',
  placement: (propertyId: number, query = '') => `/onboarding/api/v1/operator/${propertyId}/rooms${query}`,
  roomTypeFeatures: (propertyId: number) =>
    `/onboarding/api/v1/operator/room_type/feature/list?property_id=${propertyId}`,
  dues: (query: string) => `/onboarding/api/v1/operator/calculate_dues${query}`,
  tokenRequests: (query = '') => `/onboarding/api/v1/operator/token_request/list${query}`,
  tokenRequest: (id: number) => `/onboarding/api/v1/operator/token_request/${id}/detail`,
  updateTokenRequest: (id: number) => `/onboarding/api/v1/operator/token_request/${id}/update`,
  rejectTokenRequest: (id: number) => `/onboarding/api/v1/operator/token_request/${id}/reject`,
  documents: (id: number) => `/onboarding/api/v1/operator/tenant/${id}/document/list`,
  upload: (id: number) => `/onboarding/api/v1/operator/tenant/${id}/document`,
  document: (id: number) => `/user/api/v1/operator/tenant/document/${id}`,
  documentFile: (id: number, query = '') => `/onboarding/api/v1/operator/document/${id}/file${query}`,
  newAgreement: (id: number) => `/onboarding/api/v1/operator/${id}/new/rent/agreement`,
  agreements: (id: number) => `/onboarding/api/v1/operator/tenant/${id}/agreement/list`,
  agreementPdf: (id: number, query = '') => `/onboarding/api/v1/operator/agreement/${id}/pdf${query}`,
  uploadFile: '/onboarding/api/v1/operator/cloudfront/upload',
  file: (key: string) => `/onboarding/api/v1/operator/cloudfront/file/${key}`,
  offboardings: (query = '') => `/offboarding/api/v1/operator/tenant/list${query}`,
  offboardingContext: (tenantId: number) =>
    `/offboarding/api/v2/operator/tenant_offboarding_detail?tenant_id=${tenantId}`,
  forecast: '/offboarding/api/v3/operator/offboarding/tenant/forecast',
  raise: '/offboarding/api/v3/operator/raise/offboarding',
  offboarding: (id: number) => `/offboarding/api/v2/operator/offboarding/${id}/details`,
  editOffboarding: (id: number) => `/offboarding/api/v2/operator/offboarding/edit/${id}`,
  complete: '/offboarding/api/v1/operator/tenant/offboard',
  bank: (tenantId: number) => `/payment/api/v1/operator/bank_details?tenant_id=${tenantId}`,
  linkBank: '/payment/api/v1/operator/link/tenant',
}

/**
 * Hands out beds of a property with no stay on or after a date, each bed once per picker, so that the tests of a
 * file never allot the same bed twice.
 */
export function bedPicker(server: TestServer, token: string, propertyId: () => number) {
  const used = new Set<number>()
  return async function freeBed(from: string): Promise<number> {
    const rooms = await server.call<{ data: { results: { beds: { bed_id: number }[] }[] } }>(
      'GET',
      tenantPaths.placement(propertyId(), `?from_date=${from}&limit=100`),
      { token },
    )
    const bed = rooms.body.data.results
      .flatMap((room) => room.beds)
      .find((candidate) => !used.has(candidate.bed_id))
    if (!bed) throw new Error(`No free bed from ${from}`)
    used.add(bed.bed_id)
    return bed.bed_id
  }
}

/** Indian mobile numbers nobody else in a test file uses: `prefix` (two digits) then a serial. */
export function phoneSerials(prefix: string, start: number) {
  let serial = start
  return () => `${prefix}${String((serial += 1)).padStart(8, '0')}`
}

export const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex')
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')

export type Multipart = { status: number; body: unknown; headers: Headers }

/** A multipart POST over real HTTP, with the client's headers. */
export async function postForm(
  server: TestServer,
  path: string,
  token: string,
  fields: Record<string, string>,
  file?: { name: string; data: Buffer; type?: string },
): Promise<Multipart> {
  const form = new FormData()
  for (const [key, value] of Object.entries(fields)) form.append(key, value)
  if (file)
    form.append('file', new Blob([file.data], { type: file.type ?? 'application/octet-stream' }), file.name)
  const response = await fetch(server.url + path, {
    method: 'POST',
    headers: { Authorization: `Token ${token}`, 'X-User-Type': 'operator', 'X-Source': 'desktop' },
    body: form,
  })
  const text = await response.text()
  const body: unknown = (response.headers.get('content-type') ?? '').includes('json')
    ? JSON.parse(text)
    : text
  return { status: response.status, body, headers: response.headers }
}

/** A binary GET: status, headers and bytes. */
export async function download(server: TestServer, path: string, token: string) {
  const response = await fetch(server.url + path, {
    headers: { Authorization: `Token ${token}`, 'X-User-Type': 'operator', 'X-Source': 'desktop' },
  })
  return {
    status: response.status,
    headers: response.headers,
    data: Buffer.from(await response.arrayBuffer()),
  }
}

type Page<T> = { data: { count: number; results: T[] } }
type Data<T> = { data: T }

/** A multipart form with a file, for `server.call`. */
export function formWith(fields: Record<string, string>, file: { name: string; data: Buffer }) {
  const form = new FormData()
  for (const [key, value] of Object.entries(fields)) form.append(key, value)
  form.append('file', new Blob([file.data]), file.name)
  return form
}

/**
 * Calls every operation of the tenants tag once with a valid request, for the contract test's walk over
 * every implemented operation: add a tenant to a free bed, move them, file documents and an agreement,
 * handle a move-in request, and raise, edit and complete their move-out.
 */
export async function exerciseTenants(server: TestServer, token: string): Promise<void> {
  const call = <T>(method: string, path: string, body?: unknown) =>
    server.call<T>(method, path, { token, body })
  const properties = await call<Page<{ id: number; property_name: string }>>(
    'GET',
    '/property/api/v1/operator/property/list?limit=100',
  )
  const property = properties.body.data.results.find((p) => p.property_name === 'Koramangala Boys PG')
  if (!property) throw new Error('The demo property Koramangala Boys PG is missing')
  const propertyId = property.id
  const today = (await call<Data<{ as_of: string }>>('GET', tenantPaths.summary())).body.data.as_of
  const rooms = await call<Page<{ beds: { bed_id: number }[] }>>(
    'GET',
    tenantPaths.placement(propertyId, '?limit=100'),
  )
  const [first, second] = rooms.body.data.results.flatMap((room) => room.beds)
  await call('GET', tenantPaths.checklist)
  await call('GET', tenantPaths.roomTypeFeatures(propertyId))
  await call(
    'GET',
    tenantPaths.dues(`?property_id=${propertyId}&move_in_date=${today}&bed_id=${first.bed_id}`),
  )

  const added = await call<Data<{ id: number }>>('POST', tenantPaths.add, {
    name: 'Kavya Gowda',
    phone_number: '9880011223',
    gender: 'MALE',
    property_id: propertyId,
    bed_id: first.bed_id,
    rent_paise: 1_200_000,
    deposit_paise: 1_200_000,
    move_in_date: today,
  })
  const tenantId = added.body.data.id
  await call('GET', tenantPaths.details(tenantId))
  await call('PUT', tenantPaths.details(tenantId), { rent_paise: 1_250_000 })
  await call('PUT', tenantPaths.profile(tenantId), { email: 'kavya.gowda@example.com' })
  await call('GET', tenantPaths.room(tenantId))
  const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)
  await call('GET', tenantPaths.transferQuote(tenantId, `?bed_id=${second.bed_id}&from_date=${tomorrow}`))
  await call('PUT', tenantPaths.room(tenantId), { bed_id: second.bed_id, from_date: tomorrow })

  const requests = await call<Page<{ id: number }>>('GET', tenantPaths.tokenRequests('?status=PENDING'))
  const requestId = requests.body.data.results[0].id
  await call('GET', tenantPaths.tokenRequest(requestId))
  await call('PUT', tenantPaths.updateTokenRequest(requestId), { notes: 'Visiting on Saturday.' })
  await call('PUT', tenantPaths.rejectTokenRequest(requestId), { reason: 'Chose another PG.' })

  const uploaded = await call<Data<{ id: number }>>(
    'POST',
    tenantPaths.upload(tenantId),
    formWith({ category: 'ID_PROOF', kyc_id_type: 'AADHAAR' }, { name: 'aadhaar.png', data: PNG }),
  )
  await call('GET', tenantPaths.documents(tenantId))
  await call('PUT', tenantPaths.document(uploaded.body.data.id), { verification_status: 'VERIFIED' })
  await call('GET', tenantPaths.documentFile(uploaded.body.data.id))
  const agreement = await call<Data<{ id: number }>>('POST', tenantPaths.newAgreement(tenantId), {})
  await call('GET', tenantPaths.agreements(tenantId))
  await call('GET', tenantPaths.agreementPdf(agreement.body.data.id))
  const file = await call<Data<{ id: string }>>(
    'POST',
    tenantPaths.uploadFile,
    formWith({ purpose: 'OTHER' }, { name: 'note.pdf', data: PDF }),
  )
  await call('GET', tenantPaths.file(file.body.data.id))

  await call('GET', tenantPaths.offboardingContext(tenantId))
  await call('POST', tenantPaths.forecast, { tenant_id: tenantId, move_out_date: '2027-01-31' })
  const raised = await call<Data<{ id: number }>>('POST', tenantPaths.raise, {
    tenant_id: tenantId,
    move_out_date: '2027-01-31',
  })
  await call('GET', tenantPaths.offboardings())
  await call('GET', tenantPaths.offboarding(raised.body.data.id))
  await call('PUT', tenantPaths.editOffboarding(raised.body.data.id), { remarks: 'Keys with the warden.' })
  await call('POST', tenantPaths.complete, {
    offboarding_id: raised.body.data.id,
    room_inspected: true,
    keys_returned: true,
    meter_read: true,
  })

  await call('GET', tenantPaths.bank(tenantId))
  const accounts = await call<Page<{ id: number }>>('GET', '/payment/api/v2/operator/bank/account/list')
  await call('POST', tenantPaths.linkBank, {
    tenant_ids: [tenantId],
    bank_id: accounts.body.data.results[0].id,
  })
}
