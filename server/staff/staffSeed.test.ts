import { DEMO_OPERATOR } from '../seed'
import { DISPUTED_SHORTFALL_PAISE } from '../seed/staff'
import { startTestServer, type TestServer } from '../testing/testServer'

type Data<T> = { data: T }
type Staff = {
  id: number
  name: string
  role: string
  all_properties: boolean
  is_active: boolean
  police_verification_status: string
  police_verification_date: string | null
  monthly_salary_paise: number | null
  cash_in_hand_paise: number
}
type Handover = { status: string; expected_paise: number; declared_paise: number; variance_paise: number }
type Detail = { cash_in_hand_paise: number; disputed_shortfall_paise: number; handovers: Handover[] }

let server: TestServer
let token: string
const call = <T>(path: string) => server.call<T>('GET', path, { token })

beforeAll(async () => {
  server = await startTestServer({ database: ':memory:', rateLimit: false })
  token = await server.signIn(DEMO_OPERATOR.phone)
})
afterAll(() => server.close())

it('gives every demo property four to six staff, with its own manager and warden', async () => {
  const properties = await call<Data<{ results: { id: number }[] }>>(
    '/property/api/v1/operator/property/list?limit=50',
  )
  expect(properties.body.data.results.length).toBeGreaterThan(0)
  for (const property of properties.body.data.results) {
    const staff = await call<Data<{ results: Staff[] }>>(
      `/user/api/v1/operator/staff/list?limit=10&property_id=${property.id}`,
    )
    const team = staff.body.data.results
    expect(team.length).toBeGreaterThanOrEqual(4)
    expect(team.length).toBeLessThanOrEqual(6)
    const own = team.filter((member) => !member.all_properties).map((member) => member.role)
    expect(own).toEqual(expect.arrayContaining(['PROPERTY_MANAGER', 'WARDEN']))
  }
})

it('seeds realistic staff: mixed police verification with dates, salaries of ₹12,000–₹35,000, one who left', async () => {
  const staff = (await call<Data<{ results: Staff[] }>>('/user/api/v1/operator/staff/list?limit=100')).body
    .data.results
  const statuses = new Set(staff.map((member) => member.police_verification_status))
  expect([...statuses].sort()).toEqual(['PENDING', 'SUBMITTED', 'VERIFIED'])
  for (const member of staff) {
    expect(member.police_verification_date === null).toBe(member.police_verification_status === 'PENDING')
    expect(member.monthly_salary_paise).toBeGreaterThanOrEqual(1_200_000)
    expect(member.monthly_salary_paise).toBeLessThanOrEqual(3_500_000)
  }
  expect(staff.filter((member) => !member.is_active)).toHaveLength(1)
  expect(staff.some((member) => member.cash_in_hand_paise > 0)).toBe(true)
})

it('has one accepted handover in full and one disputed ₹500 short, and staff collections name the takers', async () => {
  const staff = (await call<Data<{ results: Staff[] }>>('/user/api/v1/operator/staff/list?limit=100')).body
    .data.results
  const details = await Promise.all(
    staff.map(
      async (member) => (await call<Data<Detail>>(`/user/api/v1/operator/staff/${member.id}`)).body.data,
    ),
  )
  const handovers = details.flatMap((detail) => detail.handovers)
  expect(handovers.map((handover) => handover.status).sort()).toEqual(['ACCEPTED', 'DISPUTED'])
  const accepted = handovers.find((handover) => handover.status === 'ACCEPTED')!
  expect(accepted.expected_paise).toBeGreaterThan(0)
  expect(accepted.variance_paise).toBe(0)
  const disputed = handovers.find((handover) => handover.status === 'DISPUTED')!
  expect(disputed.variance_paise).toBe(-DISPUTED_SHORTFALL_PAISE)
  expect(details.map((detail) => detail.disputed_shortfall_paise).reduce((a, b) => a + b, 0)).toBe(
    DISPUTED_SHORTFALL_PAISE,
  )
  const collections = await call<Data<{ results: { cash_paise: number }[]; total_cash_paise: number }>>(
    '/payment/api/v2/operator/staff/collection/list',
  )
  expect(collections.body.data.total_cash_paise).toBeGreaterThan(0)
})
