import { DEMO_OPERATOR, SECOND_OPERATOR } from '../seed'
import {
  board,
  paths,
  propertyIds,
  waitingTenants,
  type Data,
  type Failure,
  type Floor,
  type Page,
} from '../testing/inventoryKit'
import { startTestServer, type TestServer } from '../testing/testServer'

let server: TestServer
let demo: string
let second: string
beforeAll(async () => {
  server = await startTestServer({ database: ':memory:' })
  demo = await server.signIn(DEMO_OPERATOR.phone)
  second = await server.signIn(SECOND_OPERATOR.phone)
})
afterAll(() => server.close())

/** Ids of every kind the demo operator owns: a property, floor, room, room type, feature, bed, allotment, tenant. */
async function demoIds() {
  const propertyId = (await propertyIds(server, demo))['Koramangala Boys PG']
  const floors = await server.call<Page<Floor>>('GET', paths.floors(propertyId), { token: demo })
  const floor = floors.body.data.results[0]
  const room = floor.rooms[0]
  const types = await server.call<Page<{ id: number }>>('GET', paths.roomTypes(propertyId), { token: demo })
  const features = await server.call<Page<{ id: number }>>('GET', paths.features(propertyId), { token: demo })
  const occupied = (await board(server, demo, propertyId, '?status2=2')).results[0]
  const [tenant] = await waitingTenants(server, demo, propertyId)
  return {
    propertyId,
    floorId: floor.id,
    roomId: room.id,
    roomTypeId: types.body.data.results[0].id,
    featureId: features.body.data.results[0].id,
    bed: occupied,
    allotmentId: occupied.allotment_id!,
    tenantId: tenant.id,
  }
}

it('answers 404 to another operator for every id of the first, as for a missing one, and changes nothing', async () => {
  const ids = await demoIds()
  const before = await board(server, demo, ids.propertyId)
  const hinjewadi = (await propertyIds(server, second))['Nest Hinjewadi']
  const theirFloor = (await server.call<Page<Floor>>('GET', paths.floors(hinjewadi), { token: second })).body
    .data.results[0]
  const theirBed = (await board(server, second, hinjewadi)).results[0]
  const [theirTenant] = await waitingTenants(server, second, hinjewadi)

  const attempts: [string, string, unknown, string][] = [
    ['GET', paths.property(ids.propertyId), undefined, 'No such property.'],
    ['PUT', paths.updateProperty(ids.propertyId), { property_name: 'Mine now' }, 'No such property.'],
    ['GET', paths.floors(ids.propertyId), undefined, 'No such property.'],
    ['GET', paths.roomTypes(ids.propertyId), undefined, 'No such property.'],
    ['GET', paths.features(ids.propertyId), undefined, 'No such property.'],
    ['GET', paths.beds(ids.propertyId), undefined, 'No such property.'],
    ['GET', paths.summary(ids.propertyId), undefined, 'No such property.'],
    [
      'POST',
      paths.editInventory(ids.propertyId),
      { floors: [{ name: 'Roof', rooms: [{ name: 'R1', sharing: 1, rent_paise: 1 }] }] },
      'No such property.',
    ],
    [
      'POST',
      paths.createRoomType,
      {
        property_id: ids.propertyId,
        name: 'Suite',
        sharing: 1,
        is_ac: true,
        bath_type: 'ATTACHED',
        rent_paise: 1,
      },
      'No such property.',
    ],
    [
      'POST',
      paths.changeFeatures,
      { property_id: ids.propertyId, add: [{ name: 'Sauna' }] },
      'No such property.',
    ],
    [
      'POST',
      paths.editInventory(hinjewadi),
      { floors: [{ floor_id: ids.floorId, rooms: [{ name: 'X1', sharing: 1, rent_paise: 1 }] }] },
      'No such floor.',
    ],
    ['PUT', paths.room(ids.roomId), { name: 'Taken' }, 'No such room.'],
    ['POST', paths.toggleRoom(ids.roomId), { is_active: false }, 'No such room.'],
    ['PUT', paths.editRooms, { room_id_list: [ids.roomId], is_ac: false }, 'No such room.'],
    ['GET', paths.agreement(`?room_id=${ids.roomId}`), undefined, 'No such room.'],
    ['PUT', paths.room(theirBed.room_id), { floor_id: ids.floorId }, 'No such floor.'],
    ['PUT', paths.room(theirBed.room_id), { room_type_id: ids.roomTypeId }, 'No such room type.'],
    [
      'POST',
      paths.editInventory(hinjewadi),
      { floors: [{ floor_id: theirFloor.id, rooms: [{ name: 'X2', room_type_id: ids.roomTypeId }] }] },
      'No such room type.',
    ],
    ['GET', paths.bed(ids.bed.id), undefined, 'No such bed.'],
    ['GET', paths.availability(ids.bed.id, '2026-11-01', '2026-11-30'), undefined, 'No such bed.'],
    ['POST', paths.allot(ids.bed.id), { tenant_id: theirTenant.id, from_date: '2027-06-01' }, 'No such bed.'],
    ['GET', paths.agreement(`?room_id=${theirBed.room_id}&bed_id=${ids.bed.id}`), undefined, 'No such bed.'],
    ['POST', paths.unlink(ids.allotmentId), undefined, 'No such allotment.'],
    [
      'POST',
      paths.allot(theirBed.id),
      { tenant_id: ids.tenantId, from_date: '2027-06-01' },
      'No such tenant.',
    ],
    ['GET', paths.beds(hinjewadi, `?tenant_id=${ids.tenantId}`), undefined, 'No such tenant.'],
  ]
  for (const [method, path, body, message] of attempts) {
    const answer = await server.call<Failure>(method, path, { token: second, body })
    expect({ method, path, status: answer.status, body: answer.body }).toEqual({
      method,
      path,
      status: 404,
      body: { message },
    })
  }
  const features = await server.call<Failure>('POST', paths.changeFeatures, {
    token: second,
    body: { property_id: hinjewadi, remove: [ids.featureId] },
  })
  expect(features).toMatchObject({
    status: 404,
    body: { message: `No such room feature: ${ids.featureId}.` },
  })
  const dashboard = await server.call<Failure>('GET', paths.dashboard(`?property_ids=${ids.propertyId}`), {
    token: second,
  })
  expect(dashboard).toMatchObject({
    status: 400,
    body: { message: `Property ${ids.propertyId} is not one of your properties.` },
  })
  const tenants = await server.call<Page<{ id: number }>>(
    'GET',
    paths.tenants(`?type=all&tenant_ids=${ids.tenantId}`),
    {
      token: second,
    },
  )
  expect(tenants.body.data).toEqual({ count: 0, results: [] })

  expect(await board(server, demo, ids.propertyId)).toEqual(before)
  const property = await server.call<Data<{ property_name: string }>>('GET', paths.property(ids.propertyId), {
    token: demo,
  })
  expect(property.body.data.property_name).toBe('Koramangala Boys PG')
})
