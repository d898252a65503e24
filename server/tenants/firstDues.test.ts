import { DEMO_OPERATOR } from '../seed'
import { paths, propertyIds, type Data, type Failure, type Page } from '../testing/inventoryKit'
import { bedPicker, phoneSerials, tenantPaths } from '../testing/tenantKit'
import { startTestServer, type TestServer } from '../testing/testServer'

type Line = { kind: 'RENT' | 'DEPOSIT' | 'TOKEN_ADJUSTMENT'; amount_paise: number }
type Dues = {
  period_end_date: string
  pro_rated_rent_paise: number
  deposit_paise: number
  token_adjusted_paise: number
  total_due_paise: number
  lines: Line[]
}
type Collection = {
  id: number
  type: 'RENT' | 'OTHERS'
  charge_kind: string
  title: string
  period_start: string | null
  period_end: string | null
  due_date: string
  amount_paise: number
  tax_paise: number
  balance_paise: number
}
type Tenant = { id: number; deposit_paise: number; deposit_held_paise: number; dues_paise: number }

let server: TestServer
let token: string
let propertyId: number

beforeAll(async () => {
  server = await startTestServer()
  token = await server.signIn(DEMO_OPERATOR.phone)
  propertyId = (await propertyIds(server, token))['Koramangala Boys PG']
  freeBed = bedPicker(server, token, () => propertyId)
}, 60_000)
afterAll(() => server.close())

const call = <T>(method: string, path: string, body?: unknown) =>
  server.call<T>(method, path, { token, body })

let freeBed: (from: string) => Promise<number>
const newPhone = phoneSerials('97', 40000000)

const tenantCollections = async (tenantId: number) =>
  (
    await call<Page<Collection>>(
      'GET',
      `/payment/api/v1/operator/collection/list?tenant_id=${tenantId}&limit=100`,
    )
  ).body.data.results

const dueCount = async () =>
  (await call<Page<Collection>>('GET', '/payment/api/v1/operator/collection/list?limit=1')).body.data.count

type Case = {
  moveIn: string
  method: 'ACTUAL_DAYS' | 'THIRTY_DAYS' | 'FULL_MONTH'
  cycle: 'CALENDAR_MONTH' | 'ANNIVERSARY'
  rent: number
  deposit: number
  token: number
}

const CASES: Case[] = [
  {
    moveIn: '2026-12-01',
    method: 'ACTUAL_DAYS',
    cycle: 'CALENDAR_MONTH',
    rent: 900_000,
    deposit: 1_800_000,
    token: 0,
  },
  {
    moveIn: '2026-12-15',
    method: 'ACTUAL_DAYS',
    cycle: 'CALENDAR_MONTH',
    rent: 933_300,
    deposit: 1_800_000,
    token: 500_000,
  },
  {
    moveIn: '2026-12-31',
    method: 'ACTUAL_DAYS',
    cycle: 'CALENDAR_MONTH',
    rent: 1_250_000,
    deposit: 800_000,
    token: 1_000_000,
  },
  {
    moveIn: '2027-02-10',
    method: 'ACTUAL_DAYS',
    cycle: 'CALENDAR_MONTH',
    rent: 1_099_900,
    deposit: 1_000_000,
    token: 250_000,
  },
  {
    moveIn: '2026-12-15',
    method: 'THIRTY_DAYS',
    cycle: 'CALENDAR_MONTH',
    rent: 1_000_000,
    deposit: 500_000,
    token: 700_000,
  },
  {
    moveIn: '2027-02-27',
    method: 'THIRTY_DAYS',
    cycle: 'CALENDAR_MONTH',
    rent: 1_234_500,
    deposit: 2_000_000,
    token: 0,
  },
  {
    moveIn: '2026-12-31',
    method: 'THIRTY_DAYS',
    cycle: 'CALENDAR_MONTH',
    rent: 777_700,
    deposit: 777_700,
    token: 777_700,
  },
  {
    moveIn: '2026-12-20',
    method: 'FULL_MONTH',
    cycle: 'CALENDAR_MONTH',
    rent: 900_000,
    deposit: 900_000,
    token: 100_000,
  },
  {
    moveIn: '2027-01-31',
    method: 'ACTUAL_DAYS',
    cycle: 'ANNIVERSARY',
    rent: 1_100_000,
    deposit: 1_100_000,
    token: 1_500_000,
  },
  {
    moveIn: '2026-11-22',
    method: 'ACTUAL_DAYS',
    cycle: 'CALENDAR_MONTH',
    rent: 1_000_000,
    deposit: 300_000,
    token: 2_000_000,
  },
]

describe('first dues raised on adding a tenant with a bed', () => {
  it.each(CASES)(
    'move-in $moveIn, $method ($cycle), rent $rent, deposit $deposit, token $token: the collections equal the dues to the paisa',
    async ({ moveIn, method, cycle, rent, deposit, token: tokenPaid }) => {
      const settings = await call('PUT', paths.updateProperty(propertyId), {
        pro_rate_method: method,
        rent_cycle: cycle,
      })
      expect(settings.status).toBe(200)
      const bedId = await freeBed(moveIn)
      const query = `?property_id=${propertyId}&bed_id=${bedId}&move_in_date=${moveIn}&rent_paise=${rent}&deposit_paise=${deposit}&token_paid_paise=${tokenPaid}`
      const quoted = await call<Data<Dues>>('GET', tenantPaths.dues(query))
      expect(quoted.status).toBe(200)
      const dues = quoted.body.data

      const added = await call<Data<Tenant>>('POST', tenantPaths.add, {
        name: 'Meera Pillai',
        phone_number: newPhone(),
        gender: 'FEMALE',
        property_id: propertyId,
        bed_id: bedId,
        rent_paise: rent,
        deposit_paise: deposit,
        token_paid_paise: tokenPaid,
        move_in_date: moveIn,
        create_collections: true,
      })
      expect(added.status).toBe(201)
      const collections = await tenantCollections(added.body.data.id)

      const line = (kind: Line['kind']) =>
        dues.lines.find((candidate) => candidate.kind === kind)?.amount_paise ?? 0
      const tokenUsed = Math.abs(line('TOKEN_ADJUSTMENT'))
      const toDeposit = Math.min(tokenUsed, line('DEPOSIT'))
      const toRent = tokenUsed - toDeposit
      const expected = [
        {
          type: 'OTHERS',
          charge_kind: 'DEPOSIT',
          title: 'Security deposit',
          period_start: null,
          due_date: moveIn,
          amount_paise: line('DEPOSIT') - toDeposit,
          tax_paise: 0,
        },
        {
          type: 'RENT',
          charge_kind: 'RENT',
          period_start: moveIn,
          period_end: dues.period_end_date,
          due_date: moveIn,
          amount_paise: line('RENT') - toRent,
        },
      ].filter((collection) => collection.amount_paise > 0)
      expect(collections).toHaveLength(expected.length)
      // Deposit (OTHERS) before rent.
      expect([...collections].sort((a, b) => a.type.localeCompare(b.type))).toMatchObject(expected)
      expect(collections.reduce((sum, collection) => sum + collection.amount_paise, 0)).toBe(
        dues.total_due_paise,
      )
      expect(added.body.data).toMatchObject({
        deposit_paise: deposit,
        deposit_held_paise: toDeposit,
        dues_paise: dues.total_due_paise,
      })
    },
  )

  it('raises nothing without a bed or with create_collections false', async () => {
    const withoutBed = await call<Data<Tenant>>('POST', tenantPaths.add, {
      name: 'Rohan Das',
      phone_number: newPhone(),
      gender: 'MALE',
      property_id: propertyId,
      rent_paise: 900_000,
      deposit_paise: 900_000,
      move_in_date: '2026-12-05',
      create_collections: true,
    })
    expect(withoutBed.status).toBe(201)
    expect(await tenantCollections(withoutBed.body.data.id)).toEqual([])
    expect(withoutBed.body.data).toMatchObject({ deposit_held_paise: 900_000, dues_paise: 0 })

    const notAsked = await call<Data<Tenant>>('POST', tenantPaths.add, {
      name: 'Rohan Das',
      phone_number: newPhone(),
      gender: 'MALE',
      property_id: propertyId,
      bed_id: await freeBed('2026-12-05'),
      rent_paise: 900_000,
      deposit_paise: 900_000,
      move_in_date: '2026-12-05',
      create_collections: false,
    })
    expect(notAsked.status).toBe(201)
    expect(await tenantCollections(notAsked.body.data.id)).toEqual([])
  })

  it('leaves no collection behind when the add fails on a taken bed', async () => {
    const bedId = await freeBed('2026-12-01')
    const first = await call('POST', tenantPaths.add, {
      name: 'Kiran Rao',
      phone_number: newPhone(),
      gender: 'MALE',
      property_id: propertyId,
      bed_id: bedId,
      rent_paise: 900_000,
      deposit_paise: 900_000,
      move_in_date: '2026-12-01',
    })
    expect(first.status).toBe(201)
    const before = await dueCount()
    const phone = newPhone()
    const second = await call<Failure>('POST', tenantPaths.add, {
      name: 'Vikram Shetty',
      phone_number: phone,
      gender: 'MALE',
      property_id: propertyId,
      bed_id: bedId,
      rent_paise: 900_000,
      deposit_paise: 900_000,
      move_in_date: '2026-12-10',
    })
    expect(second.status).toBe(409)
    expect(await dueCount()).toBe(before)
    const found = await call<Page<{ id: number }>>('GET', tenantPaths.list(`?type=all&name=${phone}`))
    expect(found.body.data.count).toBe(0)
  })

  it('adds what is paid on the deposit collection to the deposit held, and takes a reverted payment back', async () => {
    const added = await call<Data<Tenant>>('POST', tenantPaths.add, {
      name: 'Sneha Kulkarni',
      phone_number: newPhone(),
      gender: 'FEMALE',
      property_id: propertyId,
      bed_id: await freeBed('2026-11-22'),
      rent_paise: 900_000,
      deposit_paise: 1_800_000,
      token_paid_paise: 300_000,
      move_in_date: '2026-11-22',
    })
    expect(added.status).toBe(201)
    expect(added.body.data.deposit_held_paise).toBe(300_000)
    const deposit = (await tenantCollections(added.body.data.id)).find(
      (collection) => collection.charge_kind === 'DEPOSIT',
    )
    expect(deposit?.amount_paise).toBe(1_500_000)
    const held = async () =>
      (await call<Data<Tenant>>('GET', tenantPaths.details(added.body.data.id))).body.data.deposit_held_paise

    const part = await call<Data<{ transaction: { id: number } }>>(
      'POST',
      `/payment/api/v1/operator/collection/${deposit?.id}/mark_paid`,
      { amount_paise: 1_000_000, mode: 'CASH', paid_on: '2026-11-22' },
    )
    expect(part.status).toBe(200)
    expect(await held()).toBe(1_300_000)
    const rest = await call('POST', `/payment/api/v1/operator/collection/${deposit?.id}/mark_paid`, {
      amount_paise: 500_000,
      mode: 'UPI',
      reference: '432109876543',
      paid_on: '2026-11-22',
    })
    expect(rest.status).toBe(200)
    expect(await held()).toBe(1_800_000)

    const reverted = await call(
      'PUT',
      `/payment/api/v1/operator/revert/transaction/${part.body.data.transaction.id}`,
      {
        reason: 'Cash not received',
      },
    )
    expect(reverted.status).toBe(200)
    expect(await held()).toBe(800_000)
  })
})
