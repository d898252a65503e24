import { DEMO_OPERATOR, SECOND_OPERATOR } from '../seed'
import { complaintPaths } from '../testing/complaintKit'
import { startTestServer, type TestServer } from '../testing/testServer'

type Complaint = {
  id: number
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
