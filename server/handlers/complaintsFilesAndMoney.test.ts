import { kolkataDate } from '../calendar'
import { HOUR } from '../clock'
import { DEMO_OPERATOR } from '../seed'
import { demoOperatorProperty } from '../testing/attendanceKit'
import {
  complaintForm,
  complaintPaths,
  MP4,
  MP4_WITH_PAGE_AFTER,
  MP4_WITH_SCRIPT_IN_MOOV,
  residentInRoom,
  type Upload,
} from '../testing/complaintKit'
import { ELF, JPEG, PLAIN_PDF, PNG, SVG } from '../testing/fileKit'
import { startTestServer, type TestServer } from '../testing/testServer'

type Data<T> = { data: T }
type Failure = { message: string; errors?: { field: string; message: string }[] }
type Stored = { id: string; content_type: string; file_name: string }
type Complaint = {
  id: number
  ticket_number: string
  property_id: number
  assignee_id: number | null
  assignee_type: string | null
  sla_state: string
  status: string
  priority: string
  cost_paise: number | null
  cost_paid_by: string | null
  charge_collection_id: number | null
  attachment_count: number
  due_at: string | null
  response_due_at: string
  raised_at: string
}
type Detail = {
  complaint: Complaint
  attachments: Stored[]
  activities: { kind: string; text: string; attachments: Stored[] }[]
}
type Page = { data: { count: number; results: Complaint[]; status_counts: Record<string, number> } }
type ComplaintType = {
  id: number
  category: string
  open_count: number
  is_active: boolean
  sla_targets: Record<string, { response_minutes: number; resolution_minutes: number }>
}

let server: TestServer
let token: string
let operatorId: number
let propertyId: number
let types: ComplaintType[]

beforeAll(async () => {
  server = await startTestServer({ rateLimit: false })
  token = await server.signIn(DEMO_OPERATOR.phone)
  ;({ operatorId, propertyId } = await demoOperatorProperty(server.app.db))
  types = (await call<Data<{ results: ComplaintType[] }>>('GET', `${complaintPaths.types}?limit=50`)).body
    .data.results
})
afterAll(() => server.close())

const call = <T>(method: string, path: string, body?: unknown) =>
  server.call<T>(method, path, { token, body })
const typeOf = (category: string) => types.find((type) => type.category === category)!

const raise = (fields: Record<string, string | number>, files: readonly Upload[] = []) =>
  call<Data<Detail> | Failure>(
    'POST',
    complaintPaths.create,
    complaintForm(
      { property_id: propertyId, type_id: typeOf('ELECTRICAL').id, title: 'Fan not working', ...fields },
      files,
    ),
  )

async function raised(fields: Record<string, string | number> = {}, files: readonly Upload[] = []) {
  const answer = await raise(fields, files)
  expect(answer.status).toBe(201)
  return (answer.body as Data<Detail>).data
}

const update = (id: number, fields: Record<string, string | number>, files: readonly Upload[] = []) =>
  call<Data<Detail> | Failure>('PUT', complaintPaths.update(id), complaintForm(fields, files))

const storedFiles = async () =>
  Number(
    (
      await server.app.db
        .selectFrom('stored_files')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  )

describe('attachments', () => {
  it('keeps photos, PDFs and MP4 videos by their content, on the entry they came with', async () => {
    const detail = await raised({}, [
      { name: 'switch.jpg', data: JPEG },
      { name: 'clip.mp4', data: MP4 },
    ])
    expect(detail.attachments.map((file) => file.content_type)).toEqual(['image/jpeg', 'video/mp4'])
    expect(detail.activities[0].attachments.map((file) => file.file_name)).toEqual(['switch.jpg', 'clip.mp4'])
    const added = await update(
      detail.complaint.id,
      { comment: 'Bill and a photo', comment_visibility: 'INTERNAL' },
      [
        { name: 'bill.pdf', data: PLAIN_PDF },
        { name: 'after.png', data: PNG },
      ],
    )
    const after = (added.body as Data<Detail>).data
    expect(after.complaint.attachment_count).toBe(4)
    expect(after.activities.at(-1)).toMatchObject({ kind: 'COMMENT', text: 'Bill and a photo' })
    expect(after.activities.at(-1)?.attachments.map((file) => file.content_type)).toEqual([
      'application/pdf',
      'image/png',
    ])
    const filesOnly = await update(detail.complaint.id, {}, [
      { name: 'a.png', data: PNG },
      { name: 'b.png', data: PNG },
    ])
    expect((filesOnly.body as Data<Detail>).data.activities.at(-1)).toMatchObject({
      kind: 'ATTACHMENT',
      text: 'Added 2 files',
    })
  })

  const NOT_KEPT = 'Only JPEG, PNG, PDF or MP4 files can be uploaded; this file is none of them.'
  const markup = (marker: string) =>
    `The file carries web page code ("${marker}"), which could run when it is opened. Upload a plain JPEG, PNG, PDF or MP4.`

  it.each([
    ['a renamed executable', 'photo.jpg', ELF, NOT_KEPT],
    ['an SVG', 'photo.png', SVG, NOT_KEPT],
    [
      'an empty file',
      'photo.png',
      Buffer.alloc(0),
      'The file is empty. Choose a JPEG, PNG, PDF or MP4 file.',
    ],
    ['an MP4 with a script in its movie header', 'clip.mp4', MP4_WITH_SCRIPT_IN_MOOV, markup('<script>')],
    ['an MP4 with a page after its boxes (read whole)', 'clip.mp4', MP4_WITH_PAGE_AFTER, markup('<script>')],
  ])('refuses %s, keeping neither the complaint nor any file', async (_label, name, data, message) => {
    const before = await storedFiles()
    const answer = await raise({ title: 'Refused upload' }, [
      { name: 'ok.png', data: PNG },
      { name, data },
    ])
    expect(answer.status).toBe(400)
    expect(answer.body).toMatchObject({ message, errors: [{ field: 'body.file', message }] })
    expect(await storedFiles()).toBe(before)
    const listed = await call<Page>('GET', `${complaintPaths.list}?search_text=Refused upload`)
    expect(listed.body.data.count).toBe(0)
  })

  it('takes a single file on raising and on an update (one multipart part is not an array)', async () => {
    const detail = await raised({}, [{ name: 'leak.jpg', data: JPEG }])
    expect(detail.attachments.map((file) => file.file_name)).toEqual(['leak.jpg'])
    const added = await update(detail.complaint.id, {}, [{ name: 'after.png', data: PNG }])
    expect(added.status).toBe(200)
    expect((added.body as Data<Detail>).data.activities.at(-1)).toMatchObject({
      kind: 'ATTACHMENT',
      text: 'Added a file',
    })
  })

  it('refuses a file over 10 MB and a sixth file', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)])
    const oversized = await raise({}, [
      { name: 'ok.png', data: PNG },
      { name: 'big.png', data: big },
    ])
    expect(oversized.status).toBe(400)
    expect((oversized.body as Failure).message).toBe('The file is larger than 10 MB.')
    const six = await raise(
      {},
      Array.from({ length: 6 }, (_, n) => ({ name: `p${n}.png`, data: PNG })),
    )
    expect(six.status).toBe(400)
    expect((six.body as Failure).message).toBe('Send at most 5 files in one form.')
  })
})

describe('cost and charging the resident', () => {
  it('charges the cost as an Other charge that shows in the resident’s collections, then locks the cost', async () => {
    const resident = await residentInRoom(server.app.db, operatorId, kolkataDate(server.clock.now()), 2)
    const { complaint } = await raised({ property_id: resident.property_id, tenant_id: resident.tenant_id })
    const early = await call<Failure>('POST', complaintPaths.charge(complaint.id), { due_date: '2026-12-01' })
    expect(early.status).toBe(409)
    expect(early.body.message).toBe(`${complaint.ticket_number} has no cost to charge; set the cost first.`)
    await update(complaint.id, { cost_paise: 45_000, cost_paid_by: 'OPERATOR' })
    const operatorPays = await call<Failure>('POST', complaintPaths.charge(complaint.id), {
      due_date: '2026-12-01',
    })
    expect(operatorPays.status).toBe(409)
    const set = await update(complaint.id, { cost_paid_by: 'RESIDENT' })
    expect((set.body as Data<Detail>).data.complaint).toMatchObject({
      cost_paise: 45_000,
      cost_paid_by: 'RESIDENT',
    })
    const charged = await call<Data<Detail>>('POST', complaintPaths.charge(complaint.id), {
      due_date: '2026-12-01',
      note: 'Broken by the resident',
    })
    expect(charged.status).toBe(200)
    const collectionId = charged.body.data.complaint.charge_collection_id
    expect(collectionId).toEqual(expect.any(Number))
    expect(charged.body.data.activities.at(-1)?.kind).toBe('CHARGED')
    const collections = await call<{
      data: { results: { id: number; type: string; amount_paise: number }[] }
    }>('GET', `/payment/api/v1/operator/collection/list?tenant_id=${resident.tenant_id}&limit=100`)
    expect(collections.body.data.results.find((row) => row.id === collectionId)).toMatchObject({
      type: 'OTHERS',
      amount_paise: 45_000,
    })
    const again = await call<Failure>('POST', complaintPaths.charge(complaint.id), { due_date: '2026-12-01' })
    expect(again.status).toBe(409)
    const locked = await update(complaint.id, { cost_paise: 50_000 })
    expect(locked.status).toBe(409)
    expect((locked.body as Failure).message).toBe(
      'The cost is already charged to the resident; it cannot change.',
    )
  })

  it('frees the cost when the charge’s unpaid collection is deleted, so it can be charged again', async () => {
    const resident = await residentInRoom(server.app.db, operatorId, kolkataDate(server.clock.now()), 2)
    const { complaint } = await raised({ property_id: resident.property_id, tenant_id: resident.tenant_id })
    await update(complaint.id, { cost_paise: 30_000, cost_paid_by: 'RESIDENT' })
    const charged = await call<Data<Detail>>('POST', complaintPaths.charge(complaint.id), {
      due_date: '2026-12-01',
    })
    const collectionId = charged.body.data.complaint.charge_collection_id
    const deleted = await call('DELETE', `/payment/api/v1/operator/${collectionId}/delete`)
    expect(deleted.status).toBe(200)
    const detail = await call<Data<Detail>>('GET', complaintPaths.detail(complaint.id))
    expect(detail.body.data.complaint.charge_collection_id).toBeNull()
    expect(detail.body.data.activities.at(-1)).toMatchObject({
      kind: 'CHARGED',
      text: `The charge to ${resident.tenant_name} was deleted with its collection; the cost may be charged again`,
    })
    const again = await call<Data<Detail>>('POST', complaintPaths.charge(complaint.id), {
      due_date: '2026-12-01',
    })
    expect(again.status).toBe(200)
  })

  it('refuses to charge a complaint with no resident', async () => {
    const { complaint } = await raised()
    await update(complaint.id, { cost_paise: 10_000, cost_paid_by: 'RESIDENT' })
    const answer = await call<Failure>('POST', complaintPaths.charge(complaint.id), {
      due_date: '2026-12-01',
    })
    expect(answer.status).toBe(409)
  })
})

describe('complaint types and their SLA targets', () => {
  it('lists every type with the default targets and its open count', async () => {
    expect(types).toHaveLength(12)
    expect(typeOf('PLUMBING').sla_targets.URGENT).toEqual({ response_minutes: 60, resolution_minutes: 480 })
    const open = await call<Page>(
      'GET',
      `${complaintPaths.list}?type_id=${typeOf('WIFI').id}&status=OPEN,IN_PROGRESS,ON_HOLD&limit=1`,
    )
    const listed = await call<Data<{ results: ComplaintType[] }>>('GET', `${complaintPaths.types}?limit=50`)
    expect(listed.body.data.results.find((type) => type.category === 'WIFI')?.open_count).toBe(
      open.body.data.count,
    )
  })

  it('re-targets open complaints of the type when its targets change, and refuses resolution before response', async () => {
    const type = typeOf('FOOD')
    const { complaint } = await raised({ type_id: type.id, priority: 'HIGH' })
    const targets = { ...type.sla_targets, HIGH: { response_minutes: 30, resolution_minutes: 120 } }
    const changed = await call<Data<ComplaintType>>('PUT', complaintPaths.type(type.id), {
      sla_targets: targets,
    })
    expect(changed.body.data.sla_targets.HIGH).toEqual({ response_minutes: 30, resolution_minutes: 120 })
    const after = await call<Data<Detail>>('GET', complaintPaths.detail(complaint.id))
    const raisedAt = new Date(after.body.data.complaint.raised_at).getTime()
    expect(after.body.data.complaint.due_at).toBe(new Date(raisedAt + 2 * HOUR).toISOString())
    const wrong = await call<Failure>('PUT', complaintPaths.type(type.id), {
      sla_targets: { ...targets, LOW: { response_minutes: 600, resolution_minutes: 300 } },
    })
    expect(wrong.status).toBe(400)
    expect(wrong.body.errors?.[0].field).toBe('body.sla_targets.LOW.resolution_minutes')
    await call('PUT', complaintPaths.type(type.id), { is_active: false })
    const refused = await raise({ type_id: type.id })
    expect(refused.status).toBe(400)
    expect((refused.body as Failure).errors?.[0].field).toBe('body.type_id')
    await call('PUT', complaintPaths.type(type.id), { is_active: true })
  })

  it('re-targets a complaint whose priority changes', async () => {
    const { complaint } = await raised({ priority: 'LOW' })
    const changed = await update(complaint.id, { priority: 'URGENT' })
    const detail = (changed.body as Data<Detail>).data
    const raisedAt = new Date(detail.complaint.raised_at).getTime()
    expect(detail.complaint.due_at).toBe(new Date(raisedAt + 8 * HOUR).toISOString())
    expect(detail.activities.at(-1)).toMatchObject({
      kind: 'PRIORITY_CHANGED',
      text: 'Priority changed from LOW to URGENT',
    })
  })
})

describe('lists', () => {
  it('filters by status, priority, type, assignee and search, counting statuses over the other filters', async () => {
    const all = await call<Page>('GET', `${complaintPaths.list}?limit=1`)
    const counts = all.body.data.status_counts
    expect(Object.values(counts).reduce((sum, n) => sum + n, 0)).toBe(all.body.data.count)
    const open = await call<Page>('GET', `${complaintPaths.list}?status=OPEN&limit=100`)
    expect(open.body.data.count).toBe(counts.OPEN)
    expect(open.body.data.status_counts).toEqual(counts)
    expect(open.body.data.results.every((row) => row.status === 'OPEN')).toBe(true)
    const urgent = await call<Page>('GET', `${complaintPaths.list}?priority=URGENT&limit=100`)
    expect(urgent.body.data.results.every((row) => row.priority === 'URGENT')).toBe(true)
    expect(urgent.body.data.count).toBeLessThan(all.body.data.count)
    const unassigned = await call<Page>('GET', `${complaintPaths.list}?unassigned=true&limit=100`)
    expect(unassigned.body.data.results.every((row) => row.assignee_id === null)).toBe(true)
    const vendors = await call<Page>('GET', `${complaintPaths.list}?assignee_type=VENDOR&limit=100`)
    expect(vendors.body.data.count).toBeGreaterThan(0)
    expect(vendors.body.data.results.every((row) => row.assignee_type === 'VENDOR')).toBe(true)
    const { complaint } = await raised({ title: 'Zebra crossing light flickers' })
    const found = await call<Page>('GET', `${complaintPaths.list}?search_text=zebra crossing`)
    expect(found.body.data.results.map((row) => row.id)).toEqual([complaint.id])
    const breached = await call<Page>('GET', `${complaintPaths.list}?sla_state=BREACHED&limit=100`)
    expect(breached.body.data.results.every((row) => row.sla_state === 'BREACHED')).toBe(true)
    const property = await call<Page>('GET', `${complaintPaths.propertyList(propertyId)}?limit=100`)
    expect(property.body.data.results.every((row) => row.property_id === propertyId)).toBe(true)
  })
})

describe('the dashboard', () => {
  it('counts open and in-progress complaints by age from the same derivation as the list', async () => {
    const answer = await call<{ data: { complaints: Record<string, number> } }>(
      'GET',
      `/dashboard/api/v1/operator/?property_ids=${propertyId}&data_modules=complaints`,
    )
    const figures = answer.body.data.complaints
    const list = await call<Page>('GET', `${complaintPaths.propertyList(propertyId)}?limit=1`)
    const counts = list.body.data.status_counts
    expect(figures.open).toBe(counts.OPEN)
    expect(figures.in_progress).toBe(counts.IN_PROGRESS + counts.ON_HOLD)
    expect(figures.age_under_1d + figures.age_1_3d + figures.age_3_7d + figures.age_over_7d).toBe(
      figures.open + figures.in_progress,
    )
    expect(figures.open).toBeGreaterThan(0)
  })
})
