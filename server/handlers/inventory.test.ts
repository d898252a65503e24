import { addDays, kolkataDate } from '../calendar'
import { DAY } from '../clock'
import { findOperatorByPhone } from '../operators/operators'
import { DEMO_OPERATOR } from '../seed'
import {
  board,
  roomOf,
  paths,
  propertyIds,
  waitingTenants,
  type Allotment,
  type Data,
  type Failure,
  type Floor,
  type Page,
  type Room,
  type StatusCounts,
  type Tenant,
} from '../testing/inventoryKit'
import { startTestServer, type TestServer } from '../testing/testServer'

type RoomType = {
  id: number
  name: string
  sharing: number
  rent_paise: number
  deposit_paise: number
  feature_ids: number[]
  room_count: number
}
type BedDetail = {
  id: number
  name: string
  room_id: number
  status: number
  status_name: string
  rent_paise: number
  rent_override_paise: number | null
  current_allotment_id: number | null
  dues_paise: number
  is_unit: boolean
  allotments: Allotment[]
}
type Availability = {
  is_available: boolean
  available_from: string | null
  periods: {
    from_date: string
    to_date: string | null
    status: number
    allotment_id: number | null
    tenant_name: string | null
  }[]
}
type Summary = {
  total_beds: number
  inactive_beds: number
  beds_by_status: StatusCounts
  occupancy_bps: number
  tenants_active: number
  tenants_on_notice: number
  move_ins_this_week: number
  move_outs_this_week: number
  dues_paise: number
}
type EditResult = { floors_added: number; rooms_added: number; beds_added: number; floors: Floor[] }

let server: TestServer
let token: string
let ids: Record<string, number>
let today: string
beforeEach(async () => {
  server = await startTestServer({ database: ':memory:' })
  token = await server.signIn(DEMO_OPERATOR.phone)
  ids = await propertyIds(server, token)
  today = kolkataDate(server.clock.now())
})
afterEach(() => server.close())

const get = <T>(path: string) => server.call<T & Failure>('GET', path, { token })

/** A tenant's outstanding balance as the collections list totals it. */
const tenantDues = async (tenantId: number) =>
  (
    await get<Data<{ total_balance_paise: number }>>(
      `/payment/api/v1/operator/collection/list?status=due&tenant_id=${tenantId}`,
    )
  ).body.data.total_balance_paise
const send = <T>(method: string, path: string, body?: unknown) =>
  server.call<T & Failure>(method, path, { token, body })

const floorsOf = async (propertyId: number) =>
  (await get<Page<Floor>>(paths.floors(propertyId, '?limit=100'))).body.data.results
const roomsOf = async (propertyId: number) => (await floorsOf(propertyId)).flatMap((floor) => floor.rooms)
const bedDetail = async (bedId: number) => (await get<Data<BedDetail>>(paths.bed(bedId))).body.data

/** A bed of a property free for the last 100 days and from now on, and a tenant waiting for their first bed. */
async function freeBedAndTenant(propertyName = 'Koramangala Boys PG') {
  const propertyId = ids[propertyName]
  const beds = await board(server, token, propertyId, '?status2=1')
  for (const bed of beds.results) {
    const history = await get<Data<Availability>>(paths.availability(bed.id, addDays(today, -100), today))
    if (history.body.data.is_available) {
      const [tenant] = await waitingTenants(server, token, propertyId)
      return { propertyId, bed, tenant }
    }
  }
  throw new Error(`${propertyName} has no bed free for the last 100 days`)
}

/** A new, empty two-bed room on a property's ground floor, with its beds. */
async function newRoom(propertyId: number, name: string) {
  const ground = (await floorsOf(propertyId))[0]
  const added = await send<Data<EditResult>>('POST', paths.editInventory(propertyId), {
    floors: [{ floor_id: ground.id, rooms: [{ name, sharing: 2, rent_paise: 1_000_000 }] }],
  })
  const room = added.body.data.floors[0].rooms.find((item) => item.name === name)!
  const beds = (await board(server, token, propertyId)).results.filter((bed) => bed.room_id === room.id)
  return { room, beds }
}

describe('floors and room types', () => {
  it('lists floors by level, each with its rooms, paged', async () => {
    const id = ids['Koramangala Boys PG']
    const { status, body } = await get<Page<Floor>>(paths.floors(id, '?limit=2'))
    expect(status).toBe(200)
    expect(body.data.count).toBe(5)
    expect(body.data.results.map((floor) => [floor.name, floor.level])).toEqual([
      ['Ground floor', 0],
      ['First floor', 1],
    ])
    const [ground] = body.data.results
    expect(ground.rooms.map((room) => room.name)).toEqual(['G01', 'G02', 'G03', 'G04', 'G05'])
    expect(ground).toMatchObject({ room_count: 5, bed_count: 8 })
    expect(ground.rooms[0]).toMatchObject({
      sharing: 1,
      is_ac: true,
      bath_type: 'ATTACHED',
      is_unit: false,
      bed_count: 1,
    })
    const next = await get<Page<Floor>>(paths.floors(id, '?limit=2&offset=4'))
    expect(next.body.data.results.map((floor) => floor.name)).toEqual(['Fourth floor'])
  })

  it('lists and creates room types, names unique in the property', async () => {
    const id = ids['Koramangala Boys PG']
    const list = await get<Page<RoomType>>(paths.roomTypes(id))
    expect(list.body.data.results.map((type) => [type.name, type.sharing, type.rent_paise])).toEqual([
      ['Double sharing', 2, 1_350_000],
      ['Double sharing AC', 2, 1_600_000],
      ['Four sharing', 4, 850_000],
      ['Single sharing AC', 1, 2_100_000],
      ['Triple sharing', 3, 1_050_000],
    ])
    const wifi = list.body.data.results[0].feature_ids[0]
    const created = await send<Data<RoomType>>('POST', paths.createRoomType, {
      property_id: id,
      name: 'Triple sharing AC',
      sharing: 3,
      is_ac: true,
      bath_type: 'ATTACHED',
      rent_paise: 1_250_000,
      feature_ids: [wifi],
    })
    expect(created.status).toBe(201)
    expect(created.body.data).toMatchObject({
      property_id: id,
      name: 'Triple sharing AC',
      deposit_paise: 1_250_000,
      feature_ids: [wifi],
      room_count: 0,
    })
    const again = await send('POST', paths.createRoomType, {
      property_id: id,
      name: 'triple SHARING ac',
      sharing: 3,
      is_ac: true,
      bath_type: 'ATTACHED',
      rent_paise: 1,
    })
    expect(again).toMatchObject({
      status: 409,
      body: { message: 'This property already has a room type named triple SHARING ac.' },
    })
    const otherFeature = (await get<Page<{ id: number }>>(paths.features(ids['DLF Phase 2 Co-living']))).body
      .data.results[0].id
    const foreign = await send('POST', paths.createRoomType, {
      property_id: id,
      name: 'Suite',
      sharing: 1,
      is_ac: true,
      bath_type: 'ATTACHED',
      rent_paise: 3_000_000,
      feature_ids: [otherFeature],
    })
    expect(foreign.body).toEqual({
      message: `Feature ${otherFeature} is not one of this property's room features.`,
      errors: [
        {
          field: 'body.feature_ids',
          message: `Feature ${otherFeature} is not one of this property's room features.`,
        },
      ],
    })
    const invalid = await send('POST', paths.createRoomType, { property_id: id, name: 'X', sharing: 0 })
    expect(invalid.status).toBe(400)
    expect(invalid.body.errors!.map((error) => error.field).sort()).toEqual([
      'body.bath_type',
      'body.is_ac',
      'body.rent_paise',
      'body.sharing',
    ])
  })
})

describe('rooms', () => {
  it('edits one room; a room type brings its sharing, AC, bath and rent', async () => {
    const id = ids['Koramangala Boys PG']
    const rooms = await roomsOf(id)
    const room = rooms.find((item) => item.name === 'G03')!
    const types = (await get<Page<RoomType>>(paths.roomTypes(id))).body.data.results
    const single = types.find((type) => type.name === 'Single sharing AC')!
    const features = (await get<Page<{ id: number; name: string }>>(paths.features(id))).body.data.results
    const balcony = features.find((feature) => feature.name === 'Balcony')!.id
    const { status, body } = await send<Data<Room>>('PUT', paths.room(room.id), {
      name: 'G03A',
      room_type_id: single.id,
      meter_number: 'BESCOM-99',
      area_sqft: 150,
      feature_ids: [balcony],
    })
    expect(status).toBe(200)
    expect(body.data).toMatchObject({
      name: 'G03A',
      room_type_id: single.id,
      sharing: 1,
      is_ac: true,
      bath_type: 'ATTACHED',
      rent_paise: 2_100_000,
      meter_number: 'BESCOM-99',
      area_sqft: 150,
      feature_ids: [balcony],
      bed_count: 2,
    })
    const own = await send<Data<Room>>('PUT', paths.room(room.id), {
      room_type_id: null,
      rent_paise: 1_400_000,
    })
    expect(own.body.data).toMatchObject({
      room_type_id: null,
      room_type_name: null,
      rent_paise: 1_400_000,
      sharing: 1,
    })

    expect((await send('PUT', paths.room(room.id), { name: 'G01' })).body).toEqual({
      message: 'This property already has a room named G01.',
    })
    const otherFloor = (await floorsOf(ids['DLF Phase 2 Co-living']))[0]
    expect((await send('PUT', paths.room(room.id), { floor_id: otherFloor.id })).body.message).toBe(
      `Floor ${otherFloor.name} belongs to another property.`,
    )
    const firstFloor = (await floorsOf(id))[1]
    const moved = await send<Data<Room>>('PUT', paths.room(room.id), { floor_id: firstFloor.id })
    expect(moved.body.data).toMatchObject({ floor_id: firstFloor.id, floor_name: 'First floor' })
    expect((await send('PUT', paths.room(room.id), {})).status).toBe(400)
    expect((await send('PUT', paths.room(999_999), { name: 'Z' })).body).toEqual({ message: 'No such room.' })
  })

  it("changes a room's rent for beds without their own, while stays keep theirs", async () => {
    const occupied = (await board(server, token, ids['Viman Nagar Girls Hostel'], '?status2=2')).results
    let before = await bedDetail(occupied[0].id)
    for (const bed of occupied) {
      before = await bedDetail(bed.id)
      if (before.rent_override_paise === null) break
    }
    await send('PUT', paths.room(before.room_id), { rent_paise: 999_900 })
    const after = await bedDetail(before.id)
    expect(after.rent_paise).toBe(999_900)
    expect(after.allotments[0].rent_paise).toBe(before.allotments[0].rent_paise)
    expect(after.allotments[0].rent_paise).not.toBe(999_900)
  })

  it('edits several rooms of one property at once, all or nothing', async () => {
    const id = ids['Koramangala Boys PG']
    const rooms = await roomsOf(id)
    const picked = rooms.filter((room) => room.sharing === 3).slice(0, 3)
    const { status, body } = await send<Data<{ updated_count: number; rooms: Room[] }>>(
      'PUT',
      paths.editRooms,
      {
        room_id_list: picked.map((room) => room.id),
        is_ac: true,
        bath_type: 'ATTACHED',
        rent_paise: 1_200_000,
      },
    )
    expect(status).toBe(200)
    expect(body.data.updated_count).toBe(3)
    expect(
      body.data.rooms.every(
        (room) => room.is_ac && room.bath_type === 'ATTACHED' && room.rent_paise === 1_200_000,
      ),
    ).toBe(true)

    const other = (await roomsOf(ids['DLF Phase 2 Co-living']))[0]
    const mixed = await send('PUT', paths.editRooms, { room_id_list: [picked[0].id, other.id], is_ac: false })
    expect(mixed.body.message).toBe('Rooms edited together must belong to one property.')
    const missing = await send('PUT', paths.editRooms, {
      room_id_list: [picked[0].id, 999_999],
      is_ac: false,
    })
    expect(missing).toMatchObject({ status: 404, body: { message: 'No such room: 999999.' } })
    const nothing = await send('PUT', paths.editRooms, { room_id_list: [picked[0].id] })
    expect(nothing.status).toBe(400)
    expect((await roomsOf(id)).find((room) => room.id === picked[0].id)!.is_ac).toBe(true)

    const held = await send('PUT', paths.editRooms, {
      room_id_list: picked.map((room) => room.id),
      is_active: false,
    })
    expect(held.status).toBe(409)
    expect((await roomsOf(id)).filter((room) => !room.is_active)).toEqual([])
  })

  it('toggles a room; a room with a current or booked tenant cannot be deactivated', async () => {
    const id = ids['Koramangala Boys PG']
    const occupied = await board(server, token, id, '?status2=2')
    const held = occupied.results[0]
    expect(await send('POST', paths.toggleRoom(held.room_id), { is_active: false })).toMatchObject({
      status: 409,
      body: {
        message: `Room ${roomOf(occupied, held).name} has a current or booked tenant; unlink them before deactivating it.`,
      },
    })

    const { room } = await newRoom(id, 'G09')
    const off = await send<Data<Room>>('POST', paths.toggleRoom(room.id), { is_active: false })
    expect(off.body.data).toMatchObject({ id: room.id, is_active: false })
    const shown = await board(server, token, id)
    expect(shown.results.some((bed) => bed.room_id === room.id)).toBe(false)
    const all = await board(server, token, id, '?show_inactive=true')
    expect(all.results.filter((bed) => bed.room_id === room.id).map((bed) => bed.is_active)).toEqual([
      false,
      false,
    ])
    expect(
      (await send<Data<Room>>('POST', paths.toggleRoom(room.id), { is_active: true })).body.data.is_active,
    ).toBe(true)
    expect((await send('POST', paths.toggleRoom(room.id), {})).body.message).toBe('Is active is required.')
  })
})

describe('the inventory edit', () => {
  it('adds floors, rooms and beds in one call', async () => {
    const id = ids['Koramangala Boys PG']
    const types = (await get<Page<RoomType>>(paths.roomTypes(id))).body.data.results
    const triple = types.find((type) => type.name === 'Triple sharing')!
    const ground = (await floorsOf(id))[0]
    const { status, body } = await send<Data<EditResult>>('POST', paths.editInventory(id), {
      floors: [
        {
          name: 'Fifth floor',
          rooms: [
            { name: '501', room_type_id: triple.id },
            { name: '502', sharing: 2, rent_paise: 1_400_000, bed_names: ['Window', 'Door'] },
          ],
        },
        { floor_id: ground.id, rooms: [{ name: 'G06', room_type_id: triple.id, bed_count: 2, is_ac: true }] },
        { name: 'Terrace', level: 7 },
      ],
    })
    expect(status).toBe(200)
    expect(body.data).toMatchObject({ floors_added: 2, rooms_added: 3, beds_added: 7 })
    expect(body.data.floors.map((floor) => [floor.name, floor.level])).toEqual([
      ['Ground floor', 0],
      ['First floor', 1],
      ['Second floor', 2],
      ['Third floor', 3],
      ['Fourth floor', 4],
      ['Fifth floor', 5],
      ['Terrace', 7],
    ])
    const fifth = body.data.floors[5]
    expect(fifth.rooms.map((room) => [room.name, room.sharing, room.rent_paise, room.bed_count])).toEqual([
      ['501', 3, 1_050_000, 3],
      ['502', 2, 1_400_000, 2],
    ])
    expect(fifth.rooms[0].feature_ids).toEqual(triple.feature_ids)
    expect(body.data.floors[0].rooms.find((room) => room.name === 'G06')).toMatchObject({
      is_ac: true,
      bed_count: 2,
    })
    const beds = (await board(server, token, id, '?search_text=50')).results.map((bed) => [
      bed.name,
      bed.status,
    ])
    expect(beds).toEqual([
      ['501-A', 1],
      ['501-B', 1],
      ['501-C', 1],
      ['Door', 1],
      ['Window', 1],
    ])
  })

  it('writes nothing when any item is bad', async () => {
    const id = ids['Koramangala Boys PG']
    const before = await floorsOf(id)
    const attempt = (rooms: object[], extra: object[] = []) =>
      send('POST', paths.editInventory(id), {
        floors: [
          { name: 'Fifth floor', rooms: [{ name: '501', sharing: 2, rent_paise: 1_000_000 }, ...rooms] },
          ...extra,
        ],
      })
    expect(await attempt([{ name: '502', room_type_id: 999_999 }])).toMatchObject({
      status: 404,
      body: { message: 'No such room type.' },
    })
    expect(await attempt([{ name: 'G01', sharing: 1, rent_paise: 1 }])).toMatchObject({
      status: 409,
      body: { message: 'This property already has a room named G01.' },
    })
    expect(await attempt([{ name: '502', sharing: 2 }])).toMatchObject({
      status: 400,
      body: {
        message: 'Room 502: give a room type or a rent.',
        errors: [
          { field: 'body.floors.0.rooms.1.rent_paise', message: 'Room 502: give a room type or a rent.' },
        ],
      },
    })
    expect((await attempt([{ name: '502', sharing: 2, rent_paise: 1, bed_names: ['A'] }])).body.message).toBe(
      'Room 502: give 2 bed names, one per bed.',
    )
    expect((await attempt([], [{ name: 'Ground floor' }])).body.message).toBe(
      'This property already has a floor named Ground floor.',
    )
    expect((await attempt([], [{ floor_id: before[0].id, name: 'X' }])).status).toBe(400)
    expect((await attempt([{ name: '501', sharing: 1, rent_paise: 1 }])).status).toBe(409)
    expect(await floorsOf(id)).toEqual(before)
  })

  it('lets commercial and retail properties by unit: one slot per room, named after it', async () => {
    const operator = await findOperatorByPhone(server.app.db, DEMO_OPERATOR.phone)
    const at = server.clock.now().toISOString()
    const { id } = await server.app.db
      .insertInto('properties')
      .values({
        operator_id: operator!.id,
        name: 'Brigade Road Shops',
        property_type: 'COMMERCIAL',
        gender: null,
        description: null,
        image: null,
        address_line1: '48 Brigade Road',
        address_line2: null,
        locality: null,
        city_id: null,
        city_name: 'Bengaluru',
        state: 'Karnataka',
        pincode: '560025',
        contact_phone: null,
        manager_name: null,
        curfew_time: null,
        gstin: null,
        pan: null,
        upi_id: null,
        payee_name: null,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const added = await send<Data<EditResult>>('POST', paths.editInventory(id), {
      floors: [
        {
          name: 'Ground floor',
          rooms: [
            { name: 'Shop 1', rent_paise: 4_500_000, bed_count: 4 },
            { name: 'Shop 2', rent_paise: 3_800_000 },
          ],
        },
      ],
    })
    expect(added.body.data).toMatchObject({ floors_added: 1, rooms_added: 2, beds_added: 2 })
    expect(added.body.data.floors[0].rooms.every((room) => room.is_unit && room.sharing === 1)).toBe(true)
    const units = await board(server, token, id)
    expect(units.letting_unit).toBe('UNIT')
    expect(units.results.map((bed) => [bed.name, roomOf(units, bed).name, bed.rent_paise])).toEqual([
      ['Shop 1', 'Shop 1', 4_500_000],
      ['Shop 2', 'Shop 2', 3_800_000],
    ])
    expect((await bedDetail(units.results[0].id)).is_unit).toBe(true)
    const wide = await send('POST', paths.editInventory(id), {
      floors: [{ name: 'First floor', rooms: [{ name: 'Shop 3', sharing: 2, rent_paise: 1 }] }],
    })
    expect(wide.body.message).toBe(
      'Unit Shop 3: units of a commercial or retail property have a sharing of 1.',
    )
    const type = await send('POST', paths.createRoomType, {
      property_id: id,
      name: 'Office',
      sharing: 2,
      is_ac: true,
      bath_type: 'ATTACHED',
      rent_paise: 1,
    })
    expect(type.body.message).toBe(
      'Room types of a commercial or retail property have a sharing of 1 (one unit).',
    )
    const list = await get<
      Page<{ property_name: string; letting_unit: string; total_rooms: number; total_beds: number }>
    >(paths.properties('?property_type=commercial'))
    expect(list.body.data.results).toEqual([
      expect.objectContaining({
        property_name: 'Brigade Road Shops',
        letting_unit: 'UNIT',
        total_rooms: 2,
        total_beds: 2,
      }),
    ])
  })
})

describe('beds and allotments', () => {
  it('details a bed with its status, room and stays', async () => {
    const id = ids['Koramangala Boys PG']
    const beds = (await board(server, token, id)).results
    const occupied = beds.find((bed) => bed.status === 2)!
    const detail = await bedDetail(occupied.id)
    expect(detail).toMatchObject({
      id: occupied.id,
      name: occupied.name,
      status: 2,
      status_name: 'Occupied',
      current_allotment_id: occupied.allotment_id,
      dues_paise: await tenantDues(occupied.tenant_id!),
      allotments: [
        expect.objectContaining({
          id: occupied.allotment_id,
          status: 'ACTIVE',
          tenant_id: occupied.tenant_id,
        }),
      ],
    })
    const free = await bedDetail(beds.find((bed) => bed.status === 1)!.id)
    expect(free).toMatchObject({ status: 1, status_name: 'Available', current_allotment_id: null })
    expect((await get(paths.bed(999_999))).body).toEqual({ message: 'No such bed.' })
  })

  it('derives Occupied, Booked and Ending from allotments, and Available again after unlinking', async () => {
    const { propertyId, bed, tenant } = await freeBedAndTenant()
    const allot = (bedId: number, body: object) => send<Data<Allotment>>('POST', paths.allot(bedId), body)
    const statusOf = async () =>
      (await board(server, token, propertyId)).results.find((item) => item.id === bed.id)!

    const current = await allot(bed.id, { tenant_id: tenant.id, from_date: addDays(today, -3) })
    expect(current.status).toBe(201)
    expect(current.body.data).toMatchObject({
      bed_id: bed.id,
      tenant_id: tenant.id,
      status: 'ACTIVE',
      to_date: null,
      rent_paise: bed.rent_paise,
      unlinked_at: null,
    })
    expect(await statusOf()).toMatchObject({
      status: 2,
      status_name: 'Active',
      tenant_name: tenant.name,
      allotment_id: current.body.data.id,
    })

    const removed = await send<Data<Allotment>>('POST', paths.unlink(current.body.data.id))
    expect(removed.body.data).toMatchObject({
      status: 'UNLINKED',
      unlinked_at: server.clock.now().toISOString(),
    })
    expect((await statusOf()).status).toBe(1)
    expect((await send('POST', paths.unlink(current.body.data.id))).body).toEqual({
      message: 'This allotment was already unlinked.',
    })

    const booked = await allot(bed.id, {
      tenant_id: tenant.id,
      from_date: addDays(today, 10),
      rent_paise: 1_000_000,
      deposit_paise: 0,
    })
    expect(booked.body.data).toMatchObject({ status: 'BOOKED', rent_paise: 1_000_000, deposit_paise: 0 })
    expect(await statusOf()).toMatchObject({
      status: 3,
      status_name: 'Booked',
      move_in_date: addDays(today, 10),
    })

    const [other] = (await waitingTenants(server, token, propertyId)).filter((item) => item.id !== tenant.id)
    const ending = await allot(bed.id, {
      tenant_id: other.id,
      from_date: addDays(today, -30),
      to_date: addDays(today, 5),
    })
    expect(ending.body.data.status).toBe('ENDING')
    expect(await statusOf()).toMatchObject({
      status: 4,
      status_name: 'Ending',
      tenant_id: other.id,
      move_out_date: addDays(today, 5),
    })

    server.clock.advance(6 * DAY)
    expect(await statusOf()).toMatchObject({ status: 3, tenant_id: tenant.id })
    server.clock.advance(4 * DAY)
    expect(await statusOf()).toMatchObject({ status: 2, tenant_id: tenant.id })
  })

  it('refuses an overlapping stay on the bed or for the tenant', async () => {
    const { propertyId, bed, tenant } = await freeBedAndTenant()
    const first = await send<Data<Allotment>>('POST', paths.allot(bed.id), {
      tenant_id: tenant.id,
      from_date: '2026-12-01',
      to_date: '2027-02-28',
    })
    expect(first.status).toBe(201)
    const [other] = (await waitingTenants(server, token, propertyId)).filter((item) => item.id !== tenant.id)
    const clash = await send('POST', paths.allot(bed.id), { tenant_id: other.id, from_date: '2027-02-28' })
    expect(clash).toMatchObject({
      status: 409,
      body: {
        message: `Bed ${bed.name} is already allotted to ${tenant.name} from 01/12/2026 until 28/02/2027.`,
      },
    })
    const after = await send<Data<Allotment>>('POST', paths.allot(bed.id), {
      tenant_id: other.id,
      from_date: '2027-03-01',
    })
    expect(after.body.data.status).toBe('BOOKED')
    const before = await send('POST', paths.allot(bed.id), {
      tenant_id: other.id,
      from_date: '2026-11-01',
      to_date: '2026-12-01',
    })
    expect(before.status).toBe(409)

    const elsewhere = (await board(server, token, propertyId, '?status2=1')).results.find(
      (item) => item.id !== bed.id,
    )!
    const twice = await send('POST', paths.allot(elsewhere.id), {
      tenant_id: tenant.id,
      from_date: '2027-01-15',
    })
    expect(twice).toMatchObject({
      status: 409,
      body: { message: `${tenant.name} already has bed ${bed.name} from 01/12/2026 until 28/02/2027.` },
    })
    const backwards = await send('POST', paths.allot(elsewhere.id), {
      tenant_id: tenant.id,
      from_date: '2027-05-02',
      to_date: '2027-05-01',
    })
    expect(backwards.body).toEqual({
      message: 'The move-out date cannot be before the move-in date.',
      errors: [{ field: 'body.to_date', message: 'The move-out date cannot be before the move-in date.' }],
    })
    expect(
      (await send('POST', paths.allot(elsewhere.id), { tenant_id: tenant.id, from_date: '01/12/2026' })).body
        .message,
    ).toBe('From date must be a date as yyyy-MM-dd.')
    expect(
      (await send('POST', paths.allot(elsewhere.id), { tenant_id: 999_999, from_date: today })).body,
    ).toEqual({
      message: 'No such tenant.',
    })
  })

  it('ends a stay on a date, or refuses a date outside it', async () => {
    const { bed, tenant } = await freeBedAndTenant()
    const stay = await send<Data<Allotment>>('POST', paths.allot(bed.id), {
      tenant_id: tenant.id,
      from_date: addDays(today, -20),
    })
    const id = stay.body.data.id
    expect((await send('POST', paths.unlink(id), { unlink_date: addDays(today, -21) })).body.errors).toEqual([
      {
        field: 'body.unlink_date',
        message: expect.stringMatching(/^The stay starts on \d\d\/\d\d\/\d{4}; it cannot end before\./),
      },
    ])
    const ending = await send<Data<Allotment>>('POST', paths.unlink(id), {
      unlink_date: addDays(today, 7),
      reason: 'Notice given',
    })
    expect(ending.body.data).toMatchObject({
      status: 'ENDING',
      to_date: addDays(today, 7),
      unlinked_at: null,
    })
    expect((await bedDetail(bed.id)).status).toBe(4)
    expect((await send('POST', paths.unlink(id), { unlink_date: addDays(today, 8) })).body.message).toMatch(
      /^The stay already ends on /,
    )
    const ended = await send<Data<Allotment>>('POST', paths.unlink(id), { unlink_date: addDays(today, -1) })
    expect(ended.body.data).toMatchObject({ status: 'ENDED', to_date: addDays(today, -1) })
    expect(await bedDetail(bed.id)).toMatchObject({ status: 1, current_allotment_id: null, allotments: [] })
  })

  it('refuses to allot a bed of an inactive room', async () => {
    const { propertyId, tenant } = await freeBedAndTenant()
    const { room, beds } = await newRoom(propertyId, 'G09')
    await send('POST', paths.toggleRoom(room.id), { is_active: false })
    const refused = await send('POST', paths.allot(beds[0].id), { tenant_id: tenant.id, from_date: today })
    expect(refused).toMatchObject({
      status: 400,
      body: { message: 'Bed G09-A is inactive (or in an inactive room) and cannot be allotted.' },
    })
  })

  it("shows a bed's availability over dates", async () => {
    const { bed, tenant } = await freeBedAndTenant()
    const range = (from: string, to: string) => get<Data<Availability>>(paths.availability(bed.id, from, to))
    const free = await range(today, addDays(today, 30))
    expect(free.body.data).toEqual({
      bed_id: bed.id,
      from_date: today,
      to_date: addDays(today, 30),
      is_available: true,
      available_from: today,
      periods: [
        { from_date: today, to_date: addDays(today, 30), status: 1, allotment_id: null, tenant_name: null },
      ],
    })
    const stay = await send<Data<Allotment>>('POST', paths.allot(bed.id), {
      tenant_id: tenant.id,
      from_date: addDays(today, 10),
      to_date: addDays(today, 20),
    })
    const timeline = await range(today, addDays(today, 30))
    expect(timeline.body.data).toMatchObject({ is_available: false, available_from: today })
    expect(timeline.body.data.periods).toEqual([
      { from_date: today, to_date: addDays(today, 9), status: 1, allotment_id: null, tenant_name: null },
      {
        from_date: addDays(today, 10),
        to_date: addDays(today, 20),
        status: 3,
        allotment_id: stay.body.data.id,
        tenant_name: tenant.name,
      },
      {
        from_date: addDays(today, 21),
        to_date: addDays(today, 30),
        status: 1,
        allotment_id: null,
        tenant_name: null,
      },
    ])
    const inside = await range(addDays(today, 12), addDays(today, 15))
    expect(inside.body.data).toMatchObject({
      available_from: addDays(today, 21),
      periods: [{ status: 3, to_date: addDays(today, 15) }],
    })

    expect((await range(addDays(today, 5), today)).body.message).toBe('to_date cannot be before from_date.')
    expect((await range(today, addDays(today, 366))).body.message).toBe('Ask for at most 366 days at a time.')
    expect((await range(today, addDays(today, 365))).status).toBe(200)
  })

  it('keeps an open-ended stay open in the timeline', async () => {
    const occupied = (await board(server, token, ids['Koramangala Boys PG'], '?status2=2')).results[0]
    const timeline = await get<Data<Availability>>(paths.availability(occupied.id, today, addDays(today, 60)))
    expect(timeline.body.data).toMatchObject({
      is_available: false,
      available_from: null,
      periods: [{ from_date: today, to_date: null, status: 2, allotment_id: occupied.allotment_id }],
    })
  })
})

describe('the property summary', () => {
  it('counts beds by status, tenants and this week’s movements', async () => {
    const id = ids['Koramangala Boys PG']
    const beds = await board(server, token, id)
    const before = (await get<Data<Summary>>(paths.summary(id))).body.data
    expect(before).toMatchObject({
      total_beds: beds.count,
      inactive_beds: 0,
      beds_by_status: beds.status_counts,
      occupancy_bps: Math.round(
        ((beds.status_counts.occupied + beds.status_counts.ending) * 10_000) / beds.count,
      ),
      tenants_active: beds.status_counts.occupied + beds.status_counts.ending,
      tenants_on_notice: beds.status_counts.ending,
      dues_paise: (
        await get<Data<{ total_due_paise: number }>>(
          `/payment/api/v1/operator/collection/due?property_ids=${id}`,
        )
      ).body.data.total_due_paise,
    })
    const { bed, tenant } = await freeBedAndTenant()
    await send('POST', paths.allot(bed.id), { tenant_id: tenant.id, from_date: today, to_date: today })
    const after = (await get<Data<Summary>>(paths.summary(id))).body.data
    expect(after).toMatchObject({
      beds_by_status: {
        ...before.beds_by_status,
        available: before.beds_by_status.available - 1,
        ending: before.beds_by_status.ending + 1,
      },
      move_ins_this_week: before.move_ins_this_week + 1,
      move_outs_this_week: before.move_outs_this_week + 1,
      tenants_on_notice: before.tenants_on_notice + 1,
    })
  })
})

describe('the tenant list the allotment picker reads', () => {
  it('lists tenants by tab with their bed, and follows allotments', async () => {
    const id = ids['DLF Phase 2 Co-living']
    const page = (query: string) => get<Page<Tenant & { bed_name: string | null }>>(paths.tenants(query))
    const active = await page(`?property_id=${id}&limit=100`)
    const beds = await board(server, token, id)
    expect(active.body.data.count).toBe(beds.status_counts.occupied)
    expect(
      active.body.data.results.every((t) => t.status === 'ACTIVE' && t.is_bed_linked && t.bed_name),
    ).toBe(true)
    expect((await page(`?type=on_notice&property_id=${id}`)).body.data.count).toBe(beds.status_counts.ending)
    const unlinked = await page(`?type=all&is_bed_linked=false&property_id=${id}&limit=100`)
    expect(new Set(unlinked.body.data.results.map((t) => t.status))).toEqual(
      new Set(['UPCOMING', 'MOVED_OUT']),
    )
    expect(unlinked.body.data.results.every((t) => !t.is_bed_linked && t.bed_name === null)).toBe(true)
    const waiting = await waitingTenants(server, token, id)
    expect(waiting).toHaveLength(3)

    const [tenant] = waiting
    const named = await page(`?type=all&name=${encodeURIComponent(tenant.name.toUpperCase())}`)
    expect(named.body.data.results.map((t) => t.id)).toContain(tenant.id)
    const koramangalaBed = (await board(server, token, ids['Koramangala Boys PG'], '?status2=1')).results[0]
    await send('POST', paths.allot(koramangalaBed.id), { tenant_id: tenant.id, from_date: today })
    const moved = await page(`?type=all&tenant_ids=${tenant.id}`)
    expect(moved.body.data.results).toEqual([
      expect.objectContaining({
        id: tenant.id,
        status: 'ACTIVE',
        property_id: ids['Koramangala Boys PG'],
        bed_name: koramangalaBed.name,
        is_bed_linked: true,
      }),
    ])
    expect((await page('?checklist=kyc_pending')).status).toBe(200)
    expect((await page('?checklist=unheard_of')).status).toBe(400)
  })
})
