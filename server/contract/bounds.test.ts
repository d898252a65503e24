import { DEMO_OPERATOR } from '../seed'
import { startTestServer, type TestServer } from '../testing/testServer'

type Failure = { message: string; errors?: { field: string; message: string }[] }

let server: TestServer
let token: string
let collectionId: number
beforeAll(async () => {
  server = await startTestServer({ rateLimit: false })
  token = await server.signIn(DEMO_OPERATOR.phone)
  const due = await server.call<{ data: { results: { id: number }[] } }>(
    'GET',
    '/payment/api/v1/operator/collection/list?status=due&limit=1',
    { token },
  )
  collectionId = due.body.data.results[0].id
})
afterAll(() => server.close())

const TEN_CRORE_PAISE = 10_000_000_000

const markPaid = (amount: string) =>
  server.call<Failure>('POST', `/payment/api/v1/operator/collection/${collectionId}/mark_paid`, {
    token,
    body: `{"amount_paise": ${amount}, "mode": "CASH", "paid_on": "2026-11-20"}`,
  })

const proof = (amount: string) => {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0xff, 0xd9])]), 'proof.jpg')
  form.append('amount_paise', amount)
  return server.call<Failure>('POST', `/payment/api/v1/operator/${collectionId}/payment-proof`, {
    token,
    body: form,
  })
}

describe('money is bounded to ₹10 crore in paise', () => {
  it('refuses a JSON amount over the bound, or beyond a double, with a readable 400', async () => {
    for (const amount of [String(TEN_CRORE_PAISE + 1), '5e18', '1e309']) {
      const answer = await markPaid(amount)
      expect({ amount, status: answer.status }).toEqual({ amount, status: 400 })
      expect(answer.body.errors?.[0]?.field).toBe('body.amount_paise')
    }
    expect((await markPaid(String(TEN_CRORE_PAISE + 1))).body.message).toBe(
      'Amount paise must be at most 10000000000.',
    )
  })

  it('refuses an amount over the bound in a query', async () => {
    const dues = (rent: string) =>
      server.call<Failure>(
        'GET',
        `/onboarding/api/v1/operator/calculate_dues?property_id=1&rent_paise=${rent}&move_in_date=2026-12-01`,
        { token },
      )
    for (const rent of [String(TEN_CRORE_PAISE + 1), '1e309']) {
      const answer = await dues(rent)
      expect({ rent, status: answer.status, field: answer.body.errors?.[0]?.field }).toEqual({
        rent,
        status: 400,
        field: 'query.rent_paise',
      })
    }
  })

  it('refuses an amount over the bound, or 1e309, in a multipart form field', async () => {
    for (const amount of [String(TEN_CRORE_PAISE + 1), '1e309', '-1e309']) {
      const answer = await proof(amount)
      expect({ amount, status: answer.status, field: answer.body.errors?.[0]?.field }).toEqual({
        amount,
        status: 400,
        field: 'body.amount_paise',
      })
    }
  })
})

describe('numbers past a double (1e309) in a query are refused, not read as Infinity', () => {
  it.each(['limit=1e309', 'limit=-1e309', 'offset=1e309', 'offset=1e20', 'offset=9223372036854775808'])(
    '%s on a list answers 400',
    async (query) => {
      const answer = await server.call<Failure>('GET', `/payment/api/v1/operator/collection/list?${query}`, {
        token,
      })
      expect(answer.status).toBe(400)
      expect(answer.body.errors?.[0]?.field).toMatch(/^query\.(limit|offset)$/)
    },
  )
})

it('answers a path value over the router limit with 400 in the contract shape, not 414', async () => {
  const answer = await server.call<Failure>(
    'GET',
    `/payment/api/v1/operator/collection/${'9'.repeat(500)}/details`,
    {
      token,
    },
  )
  expect(answer).toMatchObject({ status: 400, body: { message: 'A value in the address is too long.' } })
})

it.each(['9999-12-31', '0000-01-01', '1899-12-31', '2200-01-01'])(
  'refuses a move-in date of %s (outside 1900–2199, where date arithmetic holds) with a 400',
  async (date) => {
    const answer = await server.call<Failure>(
      'GET',
      `/onboarding/api/v1/operator/calculate_dues?property_id=1&rent_paise=1200000&move_in_date=${date}`,
      { token },
    )
    expect(answer.status).toBe(400)
    expect(answer.body.errors).toEqual([
      {
        field: 'query.move_in_date',
        message: 'Move in date must be a date between the years 1900 and 2199.',
      },
    ])
  },
)

it('answers the move-in dues at the edges of the date range', async () => {
  for (const date of ['1900-01-01', '2199-12-31']) {
    const answer = await server.call(
      'GET',
      `/onboarding/api/v1/operator/calculate_dues?property_id=1&move_in_date=${date}&rent_paise=1200000`,
      { token },
    )
    expect({ date, status: answer.status }).toEqual({ date, status: 200 })
  }
})

it('keeps the due summary and dashboard answering after two charges at the ₹10 crore bound', async () => {
  const tenants = await server.call<{ data: { results: { id: number }[] } }>(
    'GET',
    '/onboarding/api/v1/operator/tenant/list?limit=1',
    { token },
  )
  const tenantId = tenants.body.data.results[0].id
  const before = await server.call<{ data: { total_due_paise: number } }>(
    'GET',
    '/payment/api/v1/operator/collection/due',
    { token },
  )
  for (let charge = 0; charge < 2; charge += 1) {
    const created = await server.call('POST', '/payment/api/v2/operator/payment_ticket/create', {
      token,
      body: {
        type: 'OTHERS',
        tenant_id: tenantId,
        charge_kind: 'DAMAGE',
        title: 'Top-bound charge',
        amount_paise: TEN_CRORE_PAISE,
        due_date: '2026-11-20',
      },
    })
    expect(created.status).toBe(201)
  }
  const after = await server.call<{ data: { total_due_paise: number } }>(
    'GET',
    '/payment/api/v1/operator/collection/due',
    { token },
  )
  expect(after.status).toBe(200)
  expect(after.body.data.total_due_paise).toBe(before.body.data.total_due_paise + 2 * TEN_CRORE_PAISE)
  expect(
    (await server.call('GET', '/payment/api/v2/operator/collection/dashboard?month=2026-11', { token }))
      .status,
  ).toBe(200)
})

it('says a date in another format is not a date, rather than out of range', async () => {
  const answer = await server.call<Failure>(
    'GET',
    '/onboarding/api/v1/operator/calculate_dues?property_id=1&rent_paise=1200000&move_in_date=01/12/2026',
    { token },
  )
  expect(answer.body.errors).toEqual([
    { field: 'query.move_in_date', message: 'Move in date must be a date as yyyy-MM-dd.' },
  ])
})
