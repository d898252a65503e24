import { findOperatorByPhone } from '../operators/operators'
import { DEMO_OPERATOR, SECOND_OPERATOR, seedBulkInventory } from '../seed'
import { board, paths, propertyIds, type BedBoard, type Data, type Failure } from '../testing/inventoryKit'
import { startTestServer, type TestServer } from '../testing/testServer'

type FirstBeds = Omit<BedBoard, 'status_counts'> & {
  partial: boolean
  status_counts?: BedBoard['status_counts']
}

/**
 * What the first `limit` beds of `whole` must be: its first beds, with their rooms, floors and types only; with
 * its counts too when they are all of it and `counted` (no status or text filter left beds out).
 */
function firstOf(whole: BedBoard, limit: number, counted = false) {
  const results = whole.results.slice(0, limit)
  const rooms = whole.rooms.filter((room) => results.some((bed) => bed.room_id === room.id))
  return {
    property_id: whole.property_id,
    current_date: whole.current_date,
    letting_unit: whole.letting_unit,
    count: results.length,
    partial: whole.results.length > limit,
    legend: whole.legend,
    floors: whole.floors.filter((floor) => rooms.some((room) => room.floor_id === floor.id)),
    room_types: whole.room_types.filter((type) => rooms.some((room) => room.room_type_id === type.id)),
    rooms,
    results,
    ...(counted && whole.results.length <= limit ? { status_counts: whole.status_counts } : {}),
  }
}

describe("the bed board's first beds (limit)", () => {
  let server: TestServer
  let token: string
  let propertyId: number
  beforeAll(async () => {
    server = await startTestServer({ database: ':memory:' })
    token = await server.signIn(DEMO_OPERATOR.phone)
    propertyId = (await propertyIds(server, token))['Koramangala Boys PG']
  })
  afterAll(() => server.close())

  const first = async (query: string) => {
    const answer = await server.call<Data<FirstBeds>>('GET', paths.beds(propertyId, query), { token })
    expect(answer.status).toBe(200)
    return answer.body.data
  }

  it.each([
    ['the board', '?add_on=DUES&status2=1,2,3,4&icon_v=2', true],
    ['a status filter', '?status2=2,4', false],
    ['a text search', '?search_text=a', false],
    ['inactive beds shown, without dues', '?show_inactive=true&add_on=NONE', true],
  ])(
    'answers the first beds of %s in board order, as the whole answer starts (counted when whole: %s)',
    async (_, query, counted) => {
      const whole = await board(server, token, propertyId, query)
      expect(whole.count).toBeGreaterThan(30)
      for (const limit of [1, 7, 30, whole.count - 1]) {
        const answer = await first(`${query}&limit=${limit}`)
        expect(answer).toEqual(firstOf(whole, limit))
        expect(answer).not.toHaveProperty('status_counts')
      }
      for (const limit of [whole.count, 1000]) {
        expect(await first(`${query}&limit=${limit}`)).toEqual(firstOf(whole, limit, counted))
      }
    },
  )

  it('answers the first beds of a floor and of a date', async () => {
    const whole = await board(server, token, propertyId)
    const floor = whole.floors[1]
    const ofFloor = await board(server, token, propertyId, `?floor_id=${floor.id}`)
    expect(await first(`?floor_id=${floor.id}&limit=5`)).toEqual(firstOf(ofFloor, 5))
    const booked = whole.results.find((bed) => bed.status === 3)!
    const onArrival = await board(server, token, propertyId, `?current_date=${booked.move_in_date}`)
    expect(await first(`?current_date=${booked.move_in_date}&limit=50`)).toEqual(firstOf(onArrival, 50))
  })

  it("refuses another operator's property and a missing one as the whole lookup does", async () => {
    const second = await server.signIn(SECOND_OPERATOR.phone)
    for (const query of ['', '?limit=10']) {
      const foreign = await server.call<Failure>('GET', paths.beds(propertyId, query), { token: second })
      expect(foreign).toMatchObject({ status: 404, body: { message: 'No such property.' } })
      const missing = await server.call<Failure>('GET', paths.beds(999_999, query), { token })
      expect(missing).toMatchObject({ status: 404, body: { message: 'No such property.' } })
    }
  })

  it.each(['0', '1001', '2.5', 'ten', '-1'])('refuses limit=%s with a message', async (limit) => {
    const wrong = await server.call<Failure>('GET', paths.beds(propertyId, `?limit=${limit}`), { token })
    expect(wrong.status).toBe(400)
    expect(wrong.body.message).toMatch(/limit/i)
  })
})

describe('the first beds of a 10,000-bed board', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ database: ':memory:' })
  })
  afterAll(() => server.close())

  it('come from a cut in SQL, many times faster than the whole board', async () => {
    const token = await server.signIn(DEMO_OPERATOR.phone)
    const operator = await findOperatorByPhone(server.app.db, DEMO_OPERATOR.phone)
    const { propertyId } = await seedBulkInventory(server.app.db, operator!.id, {
      beds: 10_000,
      now: server.clock.now,
    })
    const query = '?add_on=DUES&status2=1,2,3,4&icon_v=2'
    const whole = await board(server, token, propertyId, query)
    const firstPage = await board(server, token, propertyId, `${query}&limit=200`)
    expect(firstPage).toEqual({ ...firstOf(whole, 200), partial: true })

    // Timed as a client sees it, to the last byte; the median of 9 of each, taken in turns.
    const headers = { Authorization: `Token ${token}`, 'X-User-Type': 'operator', 'X-Source': 'desktop' }
    const timed = async (url: string) => {
      const started = performance.now()
      await (await fetch(`${server.url}${url}`, { headers })).text()
      return performance.now() - started
    }
    const times = { whole: [] as number[], first: [] as number[] }
    for (let run = 0; run < 9; run += 1) {
      times.whole.push(await timed(paths.beds(propertyId, query)))
      times.first.push(await timed(paths.beds(propertyId, `${query}&limit=200`)))
    }
    const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]
    console.log(
      `Bed lookup over 10,000 beds: whole board median ${median(times.whole).toFixed(0)} ms, ` +
        `first 200 beds median ${median(times.first).toFixed(0)} ms`,
    )
    // Cutting the whole answer after building it would take about as long as the whole board.
    expect(median(times.first) * 4).toBeLessThan(median(times.whole))
  }, 120_000)
})
