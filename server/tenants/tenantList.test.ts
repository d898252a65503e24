import { DEMO_OPERATOR } from '../seed'
import { startTestServer, type TestServer } from '../testing/testServer'

type Page = { data: { count: number; results: { id: number }[] } }

const LIST = '/onboarding/api/v1/operator/tenant/list'

let server: TestServer
let token: string
beforeAll(async () => {
  server = await startTestServer({ rateLimit: false })
  token = await server.signIn(DEMO_OPERATOR.phone)
})
afterAll(() => server.close())

const page = async (query: string) => {
  const answer = await server.call<Page>('GET', `${LIST}?${query}`, { token })
  expect(answer.status).toBe(200)
  return answer.body.data
}

it('gives every page the whole filtered list’s count, and the pages together hold it once', async () => {
  const first = await page('type=all&offset=0&limit=10')
  expect(first.count).toBeGreaterThan(10)
  const ids: number[] = []
  for (let offset = 0; offset < first.count; offset += 10) {
    const next = await page(`type=all&offset=${offset}&limit=10`)
    expect(next.count).toBe(first.count)
    ids.push(...next.results.map((tenant) => tenant.id))
  }
  expect(ids).toHaveLength(first.count)
  expect(new Set(ids).size).toBe(first.count)
  const active = await page('type=active&offset=0&limit=1')
  expect(active.count).toBeGreaterThan(0)
  expect(active.count).toBeLessThan(first.count)
})

it('counts the list for a page past its end, and answers 0 for a filter nothing matches', async () => {
  const all = await page('type=all&offset=0&limit=1')
  const past = await page(`type=all&offset=${all.count + 20}&limit=10`)
  expect(past).toEqual({ count: all.count, results: [] })
  expect(await page('type=all&offset=0&limit=10&name=nobody-is-called-this')).toEqual({
    count: 0,
    results: [],
  })
})
