import { DEMO_OPERATOR } from '../seed'
import { paths, propertyIds, type Data, type Failure, type Page } from '../testing/inventoryKit'
import { download, PDF, PNG, postForm, tenantPaths } from '../testing/tenantKit'
import { startTestServer, type TestServer } from '../testing/testServer'

type Tenant = {
  id: number
  name: string
  status: string
  bed_id: number | null
  is_bed_linked: boolean
  allotment_id: number | null
  rent_paise: number
  deposit_paise: number
  deposit_held_paise: number
  move_out_date: string | null
  offboarding_id: number | null
}
type Deduction = { kind: string; label: string; amount_paise: number; is_manual: boolean }
type Forecast = {
  move_in_date: string
  move_out_date: string
  days_stayed: number
  notice_served_days: number
  notice_shortfall_days: number
  deposit_paise: number
  deductions: Deduction[]
  deductions_total_paise: number
  refund_paise: number
  payable_paise: number
}
type Offboarding = { id: number; status: string; forecast: Forecast; refund_status: string }
type PlacementRoom = { room_id: number; room_name: string; beds: { bed_id: number; bed_name: string }[] }
type Document = { id: number; category: string; document_type: string; agreement_id: number | null }
type Agreement = { id: number; status: string; document_id: number; signed_document_id: number | null }

let server: TestServer
let token: string
let propertyId: number

beforeAll(async () => {
  server = await startTestServer()
  token = await server.signIn(DEMO_OPERATOR.phone)
  propertyId = (await propertyIds(server, token))['Koramangala Boys PG']
})
afterAll(() => server.close())

const call = <T>(method: string, path: string, body?: unknown) =>
  server.call<T>(method, path, { token, body })

/** Beds of the demo property with no stay on or after `from`, one per room. */
async function freeBeds(from: string, count: number) {
  const rooms = await call<Page<PlacementRoom>>(
    'GET',
    tenantPaths.placement(propertyId, `?from_date=${from}&limit=100`),
  )
  expect(rooms.status).toBe(200)
  const beds = rooms.body.data.results.flatMap((room) => room.beds)
  expect(beds.length).toBeGreaterThanOrEqual(count)
  return beds.slice(0, count)
}

const bedStatus = async (bedId: number) =>
  (await call<Data<{ status: number; status_name: string }>>('GET', paths.bed(bedId))).body.data.status

let phoneSerial = 0
const newPhone = () => `98${String(70000000 + (phoneSerial += 1)).padStart(8, '0')}`

async function addTenant(extra: Record<string, unknown>) {
  const answer = await call<Data<Tenant>>('POST', tenantPaths.add, {
    name: 'Arjun Menon',
    phone_number: newPhone(),
    gender: 'MALE',
    property_id: propertyId,
    rent_paise: 900_000,
    deposit_paise: 1_800_000,
    move_in_date: '2026-10-01',
    lock_in_months: 0,
    notice_period_days: 30,
    ...extra,
  })
  expect(answer.status).toBe(201)
  return answer.body.data
}

describe('adding tenants', () => {
  it('adds a tenant to a vacant bed (the bed turns Occupied) or without a bed', async () => {
    const [bed] = await freeBeds('2026-11-22', 1)
    const withBed = await addTenant({ bed_id: bed.bed_id, move_in_date: '2026-11-22' })
    expect(withBed).toMatchObject({ status: 'ACTIVE', bed_id: bed.bed_id, is_bed_linked: true })
    expect(await bedStatus(bed.bed_id)).toBe(2)

    const withoutBed = await addTenant({ move_in_date: '2026-12-05' })
    expect(withoutBed).toMatchObject({ status: 'UPCOMING', bed_id: null, is_bed_linked: false })
    const upcoming = await call<Page<Tenant>>(
      'GET',
      tenantPaths.list('?type=upcoming&limit=100&is_bed_linked=false'),
    )
    expect(upcoming.body.data.results.map((tenant) => tenant.id)).toContain(withoutBed.id)
  })

  it('refuses a wrong phone, a taken bed and a bed of another property, writing nothing', async () => {
    const before = (await call<Page<Tenant>>('GET', tenantPaths.list('?type=all&limit=1'))).body.data.count
    const badPhone = await call<Failure>('POST', tenantPaths.add, {
      name: 'Priya Nair',
      phone_number: '1234567890',
      gender: 'FEMALE',
      property_id: propertyId,
      rent_paise: 900_000,
      deposit_paise: 900_000,
      move_in_date: '2026-11-22',
    })
    expect(badPhone.status).toBe(400)
    expect(badPhone.body.message).toBe('An Indian mobile number starts with 6, 7, 8 or 9.')

    const occupied = (
      await call<Data<{ results: { id: number; status: number }[] }>>(
        'GET',
        paths.beds(propertyId, '?status2=2'),
      )
    ).body.data.results[0]
    const taken = await call<Failure>('POST', tenantPaths.add, {
      name: 'Priya Nair',
      phone_number: newPhone(),
      gender: 'FEMALE',
      property_id: propertyId,
      bed_id: occupied.id,
      rent_paise: 900_000,
      deposit_paise: 900_000,
      move_in_date: '2026-11-22',
    })
    expect(taken.status).toBe(409)
    expect(taken.body.message).toMatch(/^Bed .+ is allotted to .+ from \d{2}\/\d{2}\/\d{4}\.$/)

    const properties = await propertyIds(server, token)
    const otherProperty = Object.values(properties).find((id) => id !== propertyId)!
    const wrongProperty = await call<Failure>('POST', tenantPaths.add, {
      name: 'Priya Nair',
      phone_number: newPhone(),
      gender: 'FEMALE',
      property_id: otherProperty,
      bed_id: occupied.id,
      rent_paise: 900_000,
      deposit_paise: 900_000,
      move_in_date: '2026-11-22',
    })
    expect(wrongProperty.status).toBe(400)
    expect((await call<Page<Tenant>>('GET', tenantPaths.list('?type=all&limit=1'))).body.data.count).toBe(
      before,
    )
  })
})

describe('the move-in dues', () => {
  it('pro-rates the rent to the end of the month, adds the deposit and takes off the token', async () => {
    const dues = await call<Data<Record<string, unknown>>>(
      'GET',
      tenantPaths.dues(
        `?property_id=${propertyId}&move_in_date=2026-11-22&rent_paise=900000&deposit_paise=1800000&token_paid_paise=500000`,
      ),
    )
    expect(dues.status).toBe(200)
    // 9 of 30 November nights: ₹9,000 × 9 ÷ 30 = ₹2,700.
    expect(dues.body.data).toMatchObject({
      period_end_date: '2026-11-30',
      pro_rate_method: 'ACTUAL_DAYS',
      days_in_period: 30,
      days_charged: 9,
      pro_rated_rent_paise: 270_000,
      deposit_paise: 1_800_000,
      token_adjusted_paise: 500_000,
      total_due_paise: 1_570_000,
    })
  })
})

describe('the move-out forecast', () => {
  it('adds final rent, notice shortfall and manual deductions so that refund + deductions = deposit', async () => {
    const [bed] = await freeBeds('2026-10-01', 1)
    const tenant = await addTenant({ bed_id: bed.bed_id, create_collections: false })
    const forecast = await call<Data<Forecast>>('POST', tenantPaths.forecast, {
      tenant_id: tenant.id,
      move_out_date: '2026-12-10',
      deductions: [{ kind: 'DAMAGE', label: 'Broken chair', amount_paise: 150_050 }],
    })
    expect(forecast.status).toBe(200)
    const data = forecast.body.data
    expect(data).toMatchObject({
      move_in_date: '2026-10-01',
      days_stayed: 71,
      notice_served_days: 19,
      notice_shortfall_days: 11,
      deposit_paise: 1_800_000,
    })
    expect(data.deductions.map(({ kind, amount_paise }) => [kind, amount_paise])).toEqual([
      // December is not billed yet: 10 of 31 nights, ₹9,000 × 10 ÷ 31 = ₹2,903.23, to the rupee ₹2,903.
      ['FINAL_RENT', 290_300],
      // 30 days' notice asked, 19 served: ₹9,000 × 11 ÷ 30 = ₹3,300.
      ['NOTICE_SHORTFALL', 330_000],
      ['DAMAGE', 150_050],
    ])
    expect(data.deductions_total_paise).toBe(770_350)
    expect(data.refund_paise).toBe(1_029_650)
    expect(data.refund_paise + data.deductions_total_paise).toBe(data.deposit_paise)
    expect(data.payable_paise).toBe(0)

    const beyond = await call<Data<Forecast>>('POST', tenantPaths.forecast, {
      tenant_id: tenant.id,
      move_out_date: '2026-12-10',
      waive_notice_shortfall: true,
      deductions: [{ kind: 'OTHER', label: 'Lost keys and locker', amount_paise: 2_000_000 }],
    })
    expect(beyond.body.data).toMatchObject({
      deductions_total_paise: 2_290_300,
      refund_paise: 0,
      payable_paise: 490_300,
    })

    const computed = await call<Failure>('POST', tenantPaths.forecast, {
      tenant_id: tenant.id,
      move_out_date: '2026-12-10',
      deductions: [{ kind: 'DUES', label: 'Dues', amount_paise: 100 }],
    })
    expect(computed.status).toBe(400)
    const early = await call<Failure>('POST', tenantPaths.forecast, {
      tenant_id: tenant.id,
      move_out_date: '2026-09-30',
    })
    expect(early.status).toBe(400)
    expect(early.body.message).toBe(
      'The tenant moves in on 01/10/2026; the move-out date cannot be before that.',
    )
  })

  it('charges a month’s rent for leaving inside the lock-in unless waived', async () => {
    const [bed] = await freeBeds('2026-10-01', 1)
    const tenant = await addTenant({ bed_id: bed.bed_id, lock_in_months: 3, create_collections: false })
    const inside = await call<Data<Forecast>>('POST', tenantPaths.forecast, {
      tenant_id: tenant.id,
      move_out_date: '2026-12-21',
      waive_notice_shortfall: true,
    })
    expect(inside.body.data.deductions.find((line) => line.kind === 'LOCK_IN_PENALTY')?.amount_paise).toBe(
      900_000,
    )
    const waived = await call<Data<Forecast>>('POST', tenantPaths.forecast, {
      tenant_id: tenant.id,
      move_out_date: '2026-12-21',
      waive_notice_shortfall: true,
      waive_lock_in_penalty: true,
    })
    expect(waived.body.data.deductions.map((line) => line.kind)).toEqual(['FINAL_RENT'])
  })
})

describe('raising, rejecting and completing a move-out', () => {
  it('turns the bed Ending, Occupied again, then Available once the tenant has left', async () => {
    const [bed] = await freeBeds('2026-10-01', 1)
    const tenant = await addTenant({ bed_id: bed.bed_id, create_collections: false })
    expect(await bedStatus(bed.bed_id)).toBe(2)

    const raised = await call<Data<Offboarding>>('POST', tenantPaths.raise, {
      tenant_id: tenant.id,
      move_out_date: '2026-12-21',
      reason: 'Course completed',
    })
    expect(raised.status).toBe(201)
    expect(raised.body.data.status).toBe('RAISED')
    expect(await bedStatus(bed.bed_id)).toBe(4)
    const onNotice = await call<Data<Tenant>>('GET', tenantPaths.details(tenant.id))
    expect(onNotice.body.data).toMatchObject({ status: 'ON_NOTICE', move_out_date: '2026-12-21' })
    const twice = await call<Failure>('POST', tenantPaths.raise, {
      tenant_id: tenant.id,
      move_out_date: '2026-12-22',
    })
    expect(twice.status).toBe(409)

    const rejected = await call<Data<Offboarding>>('PUT', tenantPaths.editOffboarding(raised.body.data.id), {
      action: 'REJECT',
      reject_reason: 'Staying for another semester',
    })
    expect(rejected.body.data.status).toBe('REJECTED')
    expect(await bedStatus(bed.bed_id)).toBe(2)
    expect((await call<Data<Tenant>>('GET', tenantPaths.details(tenant.id))).body.data.status).toBe('ACTIVE')
    const again = await call<Failure>('PUT', tenantPaths.editOffboarding(raised.body.data.id), {
      move_out_date: '2026-12-24',
    })
    expect(again.status).toBe(409)

    const second = await call<Data<Offboarding>>('POST', tenantPaths.raise, {
      tenant_id: tenant.id,
      move_out_date: '2026-12-21',
    })
    const edited = await call<Data<Offboarding>>('PUT', tenantPaths.editOffboarding(second.body.data.id), {
      move_out_date: '2026-11-30',
      deductions: [{ kind: 'CLEANING', label: 'Deep cleaning', amount_paise: 50_000 }],
    })
    expect(edited.status).toBe(200)
    expect(edited.body.data.forecast.deductions.map((line) => line.kind)).toEqual([
      'NOTICE_SHORTFALL',
      'CLEANING',
    ])

    const completed = await call<Data<Offboarding>>('POST', tenantPaths.complete, {
      offboarding_id: second.body.data.id,
      actual_move_out_date: '2026-11-21',
      room_inspected: true,
      keys_returned: true,
      meter_read: false,
    })
    expect(completed.status).toBe(200)
    const settled = completed.body.data
    expect(settled).toMatchObject({ status: 'COMPLETED', refund_status: 'PENDING' })
    expect(settled.forecast.refund_paise + settled.forecast.deductions_total_paise).toBe(
      settled.forecast.deposit_paise,
    )
    expect(await bedStatus(bed.bed_id)).toBe(1)
    expect((await call<Data<Tenant>>('GET', tenantPaths.details(tenant.id))).body.data.status).toBe(
      'MOVED_OUT',
    )
    const movedOut = await call<Page<Tenant>>('GET', tenantPaths.list('?type=moved_out&limit=100'))
    expect(movedOut.body.data.results.map((row) => row.id)).toContain(tenant.id)
    const done = await call<Page<Offboarding>>('GET', tenantPaths.offboardings('?status=COMPLETED&limit=100'))
    expect(done.body.data.results.map((row) => row.id)).toContain(second.body.data.id)
  })
})

describe('documents and agreements', () => {
  it('refuses a renamed executable, an oversized file and an empty file', async () => {
    const [tenant] = (await call<Page<Tenant>>('GET', tenantPaths.list('?limit=1'))).body.data.results
    const before = await call<Page<Document>>('GET', tenantPaths.documents(tenant.id))
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'binary'), Buffer.alloc(200, 1)])
    const renamed = await postForm(
      server,
      tenantPaths.upload(tenant.id),
      token,
      { category: 'ID_PROOF' },
      {
        name: 'aadhaar.pdf',
        data: exe,
        type: 'application/pdf',
      },
    )
    expect(renamed.status).toBe(400)
    expect(renamed.body).toMatchObject({
      message: 'Only PDF, JPEG or PNG files can be uploaded; this file is none of them.',
    })
    const huge = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024, 0x20)])
    const oversized = await postForm(
      server,
      tenantPaths.upload(tenant.id),
      token,
      { category: 'ID_PROOF' },
      {
        name: 'scan.pdf',
        data: huge,
      },
    )
    expect(oversized.status).toBe(400)
    expect(oversized.body).toMatchObject({ message: 'The file is larger than 10 MB.' })
    const empty = await postForm(
      server,
      tenantPaths.upload(tenant.id),
      token,
      { category: 'ID_PROOF' },
      {
        name: 'empty.png',
        data: Buffer.alloc(0),
      },
    )
    expect(empty.status).toBe(400)
    expect(empty.body).toMatchObject({ message: 'The file is empty. Choose a PDF, JPEG or PNG file.' })
    const missing = await postForm(server, tenantPaths.upload(tenant.id), token, { category: 'ID_PROOF' })
    expect(missing.status).toBe(400)
    const after = await call<Page<Document>>('GET', tenantPaths.documents(tenant.id))
    expect(after.body.data.count).toBe(before.body.data.count)
  })

  it('stores a PNG recognised by content and serves it back with Content-Disposition', async () => {
    const [bed] = await freeBeds('2026-11-22', 1)
    const tenant = await addTenant({ bed_id: bed.bed_id, move_in_date: '2026-11-22' })
    const uploaded = await postForm(
      server,
      tenantPaths.upload(tenant.id),
      token,
      {
        category: 'ID_PROOF',
        kyc_id_type: 'AADHAAR',
        name: 'Aadhaar (front)',
      },
      { name: 'photo.bin', data: PNG },
    )
    expect(uploaded.status).toBe(201)
    const document = (uploaded.body as Data<Document & { file_name: string }>).data
    expect(document).toMatchObject({ category: 'ID_PROOF', document_type: 'png', file_name: 'photo.png' })
    const file = await download(server, tenantPaths.documentFile(document.id, '?disposition=inline'), token)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('image/png')
    expect(file.headers.get('content-disposition')).toMatch(/^inline; filename="photo.png"/)
    expect(file.data.equals(PNG)).toBe(true)

    const renamed = await call<Data<Document & { name: string; verification_status: string }>>(
      'PUT',
      tenantPaths.document(document.id),
      { name: 'Aadhaar front', verification_status: 'VERIFIED' },
    )
    expect(renamed.body.data).toMatchObject({ name: 'Aadhaar front', verification_status: 'VERIFIED' })
  })

  it('generates an agreement PDF, downloads it and takes the signed copy', async () => {
    const [bed] = await freeBeds('2026-11-22', 1)
    const tenant = await addTenant({ bed_id: bed.bed_id, move_in_date: '2026-11-22' })
    const generated = await call<Data<Agreement & { start_date: string; end_date: string }>>(
      'POST',
      tenantPaths.newAgreement(tenant.id),
      { e_stamp_number: 'IN-KA12345678901234X' },
    )
    expect(generated.status).toBe(201)
    expect(generated.body.data).toMatchObject({
      status: 'GENERATED',
      start_date: '2026-11-22',
      end_date: '2027-10-21',
    })
    const pdf = await download(server, tenantPaths.agreementPdf(generated.body.data.id), token)
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    expect(pdf.headers.get('content-disposition')).toMatch(
      /^attachment; filename="Agreement RA-\d+ Arjun Menon.pdf"/,
    )
    expect(pdf.data.subarray(0, 5).toString()).toBe('%PDF-')

    const asImage = await postForm(
      server,
      tenantPaths.upload(tenant.id),
      token,
      {
        category: 'AGREEMENT',
        document_type: 'pdf',
        agreement_id: String(generated.body.data.id),
      },
      { name: 'signed.pdf', data: PNG },
    )
    expect(asImage.status).toBe(400)
    expect(asImage.body).toMatchObject({ message: 'The file is a PNG image, not a PDF.' })
    const signed = await postForm(
      server,
      tenantPaths.upload(tenant.id),
      token,
      {
        category: 'AGREEMENT',
        document_type: 'pdf',
        agreement_id: String(generated.body.data.id),
      },
      { name: 'signed.pdf', data: PDF },
    )
    expect(signed.status).toBe(201)
    const list = await call<Page<Agreement>>('GET', tenantPaths.agreements(tenant.id))
    expect(list.body.data.results[0]).toMatchObject({
      status: 'SIGNED',
      signed_document_id: (signed.body as Data<Document>).data.id,
    })
    const latest = await download(server, tenantPaths.agreementPdf(generated.body.data.id), token)
    expect(latest.data.equals(PDF)).toBe(true)
  })
})

type TokenRequest = {
  id: number
  status: string
  token_paid_paise: number
  tenant_id: number | null
  bed_id: number | null
}

describe('move-in requests', () => {
  it('converts an approved request into a tenant, carrying its token, and refuses to change it afterwards', async () => {
    const approved = await call<Page<TokenRequest & { property_id: number }>>(
      'GET',
      tenantPaths.tokenRequests(`?status=APPROVED&property_id=${propertyId}`),
    )
    const request = approved.body.data.results[0]
    expect(request.token_paid_paise).toBeGreaterThan(0)
    const dues = await call<Data<{ token_adjusted_paise: number }>>(
      'GET',
      tenantPaths.dues(
        `?property_id=${propertyId}&move_in_date=2026-12-01&rent_paise=900000&tenant_onboarding_id=${request.id}`,
      ),
    )
    expect(dues.body.data.token_adjusted_paise).toBe(request.token_paid_paise)
    const tenant = await addTenant({ tenant_onboarding_id: request.id, move_in_date: '2026-12-01' })
    const converted = await call<Data<TokenRequest>>('GET', tenantPaths.tokenRequest(request.id))
    expect(converted.body.data).toMatchObject({ status: 'CONVERTED', tenant_id: tenant.id })
    const details = await call<Data<{ token_paid_paise: number; tenant_onboarding_id: number }>>(
      'GET',
      tenantPaths.details(tenant.id),
    )
    expect(details.body.data).toMatchObject({
      token_paid_paise: request.token_paid_paise,
      tenant_onboarding_id: request.id,
    })
    const late = await call<Failure>('PUT', tenantPaths.updateTokenRequest(request.id), { notes: 'Too late' })
    expect(late.status).toBe(409)
    expect(late.body.message).toBe('This move-in request is converted; it can no longer change.')
  })

  it('rejects a request with a partial refund of the token, never more than was paid', async () => {
    const pending = await call<Page<TokenRequest>>(
      'GET',
      tenantPaths.tokenRequests('?status=PENDING&limit=50'),
    )
    const paid = pending.body.data.results.find((request) => request.token_paid_paise > 0)!
    const tooMuch = await call<Failure>('PUT', tenantPaths.rejectTokenRequest(paid.id), {
      reason: 'Found a flat',
      refund_paise: paid.token_paid_paise + 100,
    })
    expect(tooMuch.status).toBe(400)
    expect(tooMuch.body.message).toBe('The refund cannot be more than the token received.')
    const rejected = await call<Data<TokenRequest>>('PUT', tenantPaths.rejectTokenRequest(paid.id), {
      reason: 'Found a flat',
      refund_paise: paid.token_paid_paise - 100_000,
    })
    expect(rejected.body.data).toMatchObject({ status: 'REJECTED', bed_id: null })
  })
})

describe('stay terms', () => {
  it('changes food, police verification, due day, lock-in and notice of a tenant in a bed, rent untouched', async () => {
    const [bed] = await freeBeds('2026-11-22', 1)
    const tenant = await addTenant({ bed_id: bed.bed_id, move_in_date: '2026-11-22' })
    const terms = {
      food_preference: 'JAIN',
      police_verification_status: 'SUBMITTED',
      rent_due_day: 7,
      lock_in_months: 3,
      notice_period_days: 45,
    }
    const answer = await call<Data<Tenant & typeof terms>>('PUT', tenantPaths.details(tenant.id), terms)
    expect(answer.status).toBe(200)
    expect(answer.body.data).toMatchObject({ ...terms, rent_paise: 900_000, deposit_paise: 1_800_000 })
    const again = await call<Data<Tenant & typeof terms>>('GET', tenantPaths.details(tenant.id))
    expect(again.body.data).toMatchObject({ ...terms, bed_id: bed.bed_id, rent_paise: 900_000 })
  })
})

describe('room transfer', () => {
  it('ends the current stay the night before and starts the new bed on the day', async () => {
    const [from, to] = await freeBeds('2026-10-01', 2)
    const tenant = await addTenant({ bed_id: from.bed_id })
    const moved = await call<
      Data<{ room: { bed_id: number; history: { bed_name: string; to_date: string | null }[] } }>
    >('PUT', tenantPaths.room(tenant.id), { bed_id: to.bed_id, from_date: '2026-11-23' })
    expect(moved.status).toBe(200)
    // Tonight is still the last night in the old bed: the room details show it until the move.
    expect(moved.body.data.room.bed_id).toBe(from.bed_id)
    expect(moved.body.data.room.history.map((stay) => [stay.bed_name, stay.to_date])).toEqual([
      [to.bed_name, null],
      [from.bed_name, '2026-11-22'],
    ])
    expect(await bedStatus(from.bed_id)).toBe(4)
    expect(await bedStatus(to.bed_id)).toBe(3)
  })
})
