import { DEMO_OPERATOR, SECOND_OPERATOR } from '../seed'
import type { Data, Failure, Page } from '../testing/inventoryKit'
import { tenantPaths } from '../testing/tenantKit'
import { startTestServer, type TestServer } from '../testing/testServer'

type Account = { id: number; bank_name: string; account_number_masked: string; linked_tenant_count: number }
type BankDetails = { linked_bank_account_id: number | null; linked_bank_account_label: string | null }
type Linked = { bank_id: number; linked_count: number; tenant_ids: number[] }

let server: TestServer
let token: string
let other: string

beforeAll(async () => {
  server = await startTestServer({ database: ':memory:' })
  token = await server.signIn(DEMO_OPERATOR.phone)
  other = await server.signIn(SECOND_OPERATOR.phone)
})
afterAll(() => server.close())

const call = <T>(method: string, path: string, body?: unknown, as = token) =>
  server.call<T>(method, path, { token: as, body })

const ACCOUNTS = '/payment/api/v2/operator/bank/account/list?limit=15'

async function accounts(as = token) {
  const answer = await call<Page<Account>>('GET', ACCOUNTS, undefined, as)
  expect(answer.status).toBe(200)
  return answer.body.data.results
}

/** Ids of the operator's tenants on a tab of the tenant list, by id. */
async function tenantsOn(tab: 'active' | 'upcoming' | 'moved_out', count: number, as = token) {
  const answer = await call<Page<{ id: number }>>(
    'GET',
    tenantPaths.list(`?type=${tab}&limit=50`),
    undefined,
    as,
  )
  const ids = answer.body.data.results.map((tenant) => tenant.id).sort((a, b) => a - b)
  expect(ids.length).toBeGreaterThanOrEqual(count)
  return ids.slice(-count)
}

const details = async (tenantId: number) =>
  (await call<Data<BankDetails>>('GET', tenantPaths.bank(tenantId))).body.data

it('links current and upcoming residents to one of the operator’s accounts, and each names it', async () => {
  const [account] = await accounts()
  const ids = [...(await tenantsOn('active', 2)), ...(await tenantsOn('upcoming', 1))]
  const linked = await call<Data<Linked>>('POST', tenantPaths.linkBank, {
    tenant_ids: ids,
    bank_id: account.id,
  })
  expect(linked.status).toBe(200)
  expect(linked.body.data).toEqual({ bank_id: account.id, linked_count: 3, tenant_ids: ids })
  for (const id of ids) {
    expect(await details(id)).toMatchObject({
      linked_bank_account_id: account.id,
      linked_bank_account_label: `${account.bank_name} ••${account.account_number_masked.slice(-4)}`,
    })
  }
  const [after] = await accounts()
  expect(after.linked_tenant_count).toBeGreaterThanOrEqual(3)
})

it('refuses a resident who has moved out with a 400 naming them, and links nobody of that request', async () => {
  const [account] = await accounts()
  const [gone] = await tenantsOn('moved_out', 1)
  const [staying] = await tenantsOn('active', 1)
  const before = await details(staying)
  const { name } = (await call<Data<{ name: string }>>('GET', tenantPaths.details(gone))).body.data
  const refused = await call<Failure>('POST', tenantPaths.linkBank, {
    tenant_ids: [staying, gone],
    bank_id: account.id,
  })
  expect(refused.status).toBe(400)
  const message = `${name} has moved out; only current and upcoming residents can be linked to a bank account.`
  expect(refused.body).toMatchObject({ message, errors: [{ field: 'body.tenant_ids', message }] })
  expect(await details(staying)).toEqual(before)
  expect((await details(gone)).linked_bank_account_id).toBeNull()
})

it('names two moved-out residents, or the first two and how many others', async () => {
  const [account] = await accounts()
  const gone = await tenantsOn('moved_out', 4)
  const two = await call<Failure>('POST', tenantPaths.linkBank, {
    tenant_ids: gone.slice(0, 2),
    bank_id: account.id,
  })
  expect(two.body.message).toMatch(/^\S.* and \S.* have moved out; /)
  const four = await call<Failure>('POST', tenantPaths.linkBank, { tenant_ids: gone, bank_id: account.id })
  expect(four.body.message).toMatch(/, .* and 2 others have moved out; /)
})

it('answers 404 for another operator’s tenant or bank account, linking nobody', async () => {
  const [mine] = await accounts()
  const [theirs] = await accounts(other)
  const [tenant] = await tenantsOn('active', 1)
  const [theirTenant] = await tenantsOn('active', 1, other)
  const before = await details(tenant)
  const foreignAccount = await call<Failure>('POST', tenantPaths.linkBank, {
    tenant_ids: [tenant],
    bank_id: theirs.id,
  })
  expect(foreignAccount.status).toBe(404)
  const foreignTenant = await call<Failure>('POST', tenantPaths.linkBank, {
    tenant_ids: [tenant, theirTenant],
    bank_id: mine.id,
  })
  expect(foreignTenant.status).toBe(404)
  expect(await details(tenant)).toEqual(before)
  expect((await call('GET', tenantPaths.bank(theirTenant))).status).toBe(404)
  const theirDetails = await call<Data<BankDetails>>('GET', tenantPaths.bank(theirTenant), undefined, other)
  expect(theirDetails.body.data.linked_bank_account_id).not.toBe(mine.id)
})
