import { DEMO_OPERATOR } from '../seed'
import { tenantIdsOf } from '../testing/collectionsKit'
import { testEngine } from '../testing/testDatabases'
import { startTestServer, type TestServer } from '../testing/testServer'

type Data<T> = { data: T }
type Row = { id: number; paid_paise: number; balance_paise: number }
type Page = { results: Row[]; total_paid_paise: number }
type Figures = { collected: number }

const ROUNDS = 200
/** Each round pays a different amount: the same amount twice in a row would be taken for a double click. */
const paidIn = (round: number) => 100 + round

/**
 * Two server instances on one PostgreSQL database answer as one server: every answer an instance keeps in
 * memory (list pages, their totals, the dashboard's figures) is forgotten when the other writes, before the
 * writing request has answered. SQLite serves from one instance, so this is PostgreSQL's test.
 */
;(testEngine() === 'postgres' ? describe : describe.skip)('two instances on one PostgreSQL database', () => {
  let writer: TestServer
  let reader: TestServer
  let token: string

  beforeAll(async () => {
    writer = await startTestServer()
    // The second instance starts on the first one's database and uploads (its folder names them).
    reader = await startTestServer({ folder: writer.folder, seed: false })
    token = await writer.signIn(DEMO_OPERATOR.phone)
  })
  afterAll(async () => {
    await reader.close()
    await writer.close()
  })

  it(`never shows a stale answer: ${ROUNDS} payments through one, each read at once through the other`, async () => {
    const [tenantId] = await tenantIdsOf(writer.app.db)
    const charged = await writer.call<Data<Row>>('POST', '/payment/api/v2/operator/payment_ticket/create', {
      token,
      body: {
        type: 'OTHERS',
        tenant_id: tenantId,
        charge_kind: 'ELECTRICITY',
        title: 'Electricity, two instances',
        amount_paise: ROUNDS * 1_000,
        due_date: '2026-11-05',
      },
    })
    expect(charged.status).toBe(201)
    const collectionId = charged.body.data.id
    const listPath = `/payment/api/v1/operator/collection/list?status=all&tenant_id=${tenantId}&limit=100`
    const dashboardPath = '/payment/api/v2/operator/collection/dashboard'
    const readBoth = async () => {
      const [page, dashboard] = await Promise.all([
        reader.call<Data<Page>>('GET', listPath, { token }),
        reader.call<Data<Figures>>('GET', dashboardPath, { token }),
      ])
      expect([page.status, dashboard.status]).toEqual([200, 200])
      const row = page.body.data.results.find((result) => result.id === collectionId)
      return {
        paid: row?.paid_paise,
        pagePaid: page.body.data.total_paid_paise,
        dashboard: dashboard.body.data,
      }
    }

    let before = await readBoth()
    const stale: string[] = []
    let paidSoFar = 0
    for (let round = 1; round <= ROUNDS; round++) {
      paidSoFar += paidIn(round)
      const paid = await writer.call(
        'POST',
        `/payment/api/v1/operator/collection/${collectionId}/mark_paid`,
        {
          token,
          body: { amount_paise: paidIn(round), mode: 'CASH', paid_on: '2026-11-22' },
        },
      )
      expect(paid.status).toBe(200)
      const after = await readBoth()
      if (after.paid !== paidSoFar) stale.push(`round ${round}: the row shows ${after.paid} paid`)
      if (after.pagePaid !== before.pagePaid + paidIn(round))
        stale.push(`round ${round}: the page's total did not move`)
      if (JSON.stringify(after.dashboard) === JSON.stringify(before.dashboard))
        stale.push(`round ${round}: the collections dashboard did not move`)
      before = after
    }
    expect(stale).toEqual([])
    // Six hundred requests and two hundred writes: about 8 s on a quiet machine, more beside other suites.
  }, 60_000)
})
