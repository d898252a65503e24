import { DEMO_OPERATOR, SECOND_OPERATOR } from '../seed'
import { complaintPaths } from '../testing/complaintKit'
import { startTestServer, type TestServer } from '../testing/testServer'

type Complaint = {
  id: number
  raised_at: string
  status: string
  priority: string
  category: string
  sla_state: string
  is_repeat: boolean
  auto_closed: boolean
  reopen_count: number
  attachment_count: number
  charge_collection_id: number | null
  cost_paise: number | null
  assignee_type: string | null
}
type Page = { data: { count: number; results: Complaint[]; status_counts: Record<string, number> } }

let server: TestServer

beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

async function everyComplaint(phone: typeof DEMO_OPERATOR.phone) {
  const token = await server.signIn(phone)
  const first = await server.call<Page>('GET', `${complaintPaths.list}?limit=100`, { token })
  expect(first.status).toBe(200)
  const results = [...first.body.data.results]
  while (results.length < first.body.data.count) {
    const next = await server.call<Page>('GET', `${complaintPaths.list}?limit=100&offset=${results.length}`, {
      token,
    })
    results.push(...next.body.data.results)
  }
  return { ...first.body.data, results }
}

const kinds = (rows: Complaint[], key: keyof Complaint) => new Set(rows.map((row) => String(row[key])))

describe('the complaint seed', () => {
  it('gives the demo operator a year of complaints in every type, priority, state and SLA state', async () => {
    const { count, results, status_counts } = await everyComplaint(DEMO_OPERATOR.phone)
    expect(count).toBeGreaterThanOrEqual(150)
    expect(kinds(results, 'category').size).toBe(12)
    expect(kinds(results, 'priority')).toEqual(new Set(['LOW', 'MEDIUM', 'HIGH', 'URGENT']))
    for (const status of ['OPEN', 'IN_PROGRESS', 'ON_HOLD', 'DECLINED', 'RESOLVED', 'CLOSED']) {
      expect([status, status_counts[status]]).toEqual([status, expect.any(Number)])
      expect(status_counts[status]).toBeGreaterThan(0)
    }
    for (const state of ['ON_TIME', 'BREACHED', 'PAUSED', 'MET', 'NONE']) {
      expect(kinds(results, 'sla_state')).toContain(state)
    }
    expect(results.some((row) => row.is_repeat)).toBe(true)
    expect(results.some((row) => row.auto_closed)).toBe(true)
    expect(results.some((row) => row.reopen_count > 0)).toBe(true)
    expect(results.some((row) => row.attachment_count > 0)).toBe(true)
    expect(results.some((row) => row.charge_collection_id !== null)).toBe(true)
    expect(kinds(results, 'assignee_type')).toEqual(new Set(['STAFF', 'VENDOR', 'null']))
  })

  it('gives the second operator a few complaints of its own', async () => {
    const { count } = await everyComplaint(SECOND_OPERATOR.phone)
    expect(count).toBeGreaterThanOrEqual(15)
  })
})

describe('the complaint list on the seeded year', () => {
  const PAGE = 7
  async function pages(token: string, filter: string) {
    const first = await server.call<Page>('GET', `${complaintPaths.list}?limit=${PAGE}${filter}`, { token })
    const rows = [...first.body.data.results]
    for (let offset = PAGE; offset < first.body.data.count; offset += PAGE) {
      const next = await server.call<Page>(
        'GET',
        `${complaintPaths.list}?limit=${PAGE}&offset=${offset}${filter}`,
        {
          token,
        },
      )
      expect(next.body.data.count).toBe(first.body.data.count)
      rows.push(...next.body.data.results)
    }
    return { ...first.body.data, results: rows }
  }

  it('reads page by page the rows one page of all of them holds, in the same order, newest first', async () => {
    const token = await server.signIn(DEMO_OPERATOR.phone)
    const all = await everyComplaint(DEMO_OPERATOR.phone)
    const paged = await pages(token, '')
    expect(paged.count).toBe(all.count)
    expect(paged.results).toEqual(all.results)
    const raised = paged.results.map((row) => row.raised_at)
    expect(raised).toEqual([...raised].sort().reverse())
  })

  it('filters on the status and SLA state as they read now, and counts each status as it filters', async () => {
    const token = await server.signIn(DEMO_OPERATOR.phone)
    const { results: every, status_counts: counts } = await everyComplaint(DEMO_OPERATOR.phone)
    const closed = await pages(token, '&status=CLOSED')
    expect(closed.results.map((row) => row.id)).toEqual(
      every.filter((row) => row.status === 'CLOSED').map((row) => row.id),
    )
    expect(closed.count).toBe(counts.CLOSED)
    // Auto-closed complaints are stored RESOLVED: they count, and are found, as CLOSED.
    expect(closed.results.some((row) => row.auto_closed)).toBe(true)
    const breachedOf = (rows: Complaint[]) => rows.filter((row) => row.sla_state === 'BREACHED')
    const breached = await pages(token, '&sla_state=BREACHED')
    expect(breached.results.map((row) => row.id)).toEqual(breachedOf(every).map((row) => row.id))
    const status = breachedOf(every)[0].status
    const breachedIn = await pages(token, `&sla_state=BREACHED&status=${status}`)
    const expected = breachedOf(every).filter((row) => row.status === status)
    expect(breachedIn.results.map((row) => row.id)).toEqual(expected.map((row) => row.id))
    expect(breachedIn.status_counts[status]).toBe(expected.length)
    expect(Object.values(breachedIn.status_counts).reduce((sum, n) => sum + n, 0)).toBe(
      breachedOf(every).length,
    )
  })
})
