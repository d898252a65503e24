import type { TestServer } from './testServer'

/** Paths of the properties, inventory and dashboard operations, for tests. */
export const paths = {
  properties: (query = '') => `/property/api/v1/operator/property/list${query}`,
  property: (id: number) => `/property/api/v1/operator/property/${id}`,
  updateProperty: (id: number) => `/property/api/v1/operator/property/update/${id}`,
  agreement: (query: string) => `/property/api/v1/operator/agreement${query}`,
  changeFeatures: '/property/api/v1/operator/room_feature/add_update_remove',
  features: (id: number) => `/property/api/v1/operator/property/${id}/room_feature/list`,
  beds: (id: number, query = '') => `/inventory/api/v1/operator/property/${id}/bed/list${query}`,
  bed: (id: number) => `/inventory/api/v1/operator/bed/${id}/details`,
  availability: (id: number, from: string, to: string) =>
    `/inventory/api/v1/operator/bed/${id}/availability?from_date=${from}&to_date=${to}`,
  allot: (bedId: number) => `/inventory/api/v1/operator/bed/${bedId}/allotment`,
  unlink: (id: number) => `/inventory/api/v1/operator/allotment/${id}/unlink`,
  editRooms: '/inventory/api/v1/operator/room/multiple_edit',
  toggleRoom: (id: number) => `/inventory/api/v1/operator/room/${id}/toggle`,
  room: (id: number) => `/inventory/api/v1/operator/room/${id}`,
  editInventory: (id: number) => `/inventory/api/v1/operator/property/${id}/inventory/edit`,
  createRoomType: '/inventory/api/v1/operator/room_type',
  roomTypes: (id: number) => `/inventory/api/v1/operator/property/${id}/room_type/list`,
  floors: (id: number, query = '') => `/inventory/api/v1/operator/property/${id}/floor/list${query}`,
  summary: (id: number) => `/dashboard/api/v1/operator/property/${id}/summary`,
  tenants: (query = '') => `/onboarding/api/v1/operator/tenant/list${query}`,
  dashboard: (query = '') => `/dashboard/api/v1/operator/${query}`,
  dashboardFilters: '/dashboard/api/v1/operator/dashboard/filter',
}

export type Failure = { message: string; errors?: { field: string; message: string }[] }
export type Page<T> = { data: { count: number; results: T[] } }
export type Data<T> = { data: T }

export type StatusCounts = { available: number; occupied: number; booked: number; ending: number }

export type BedItem = {
  id: number
  name: string
  room_id: number
  is_active: boolean
  status: 1 | 2 | 3 | 4
  status_name: string
  allotment_id: number | null
  tenant_id: number | null
  tenant_name: string | null
  move_in_date: string | null
  move_out_date: string | null
  rent_paise: number
  dues_paise: number | null
}

export type BoardRoom = {
  id: number
  name: string
  floor_id: number
  room_type_id: number | null
  sharing: number
  is_ac: boolean
}

export type BedBoard = {
  property_id: number
  current_date: string | null
  letting_unit: 'BED' | 'UNIT'
  count: number
  status_counts: StatusCounts
  legend: { status: number; status_name: string; icon: string }[]
  floors: { id: number; name: string; level: number }[]
  room_types: { id: number; name: string }[]
  rooms: BoardRoom[]
  results: BedItem[]
}

/** The room a bed of the board is in, from the board's `rooms`. */
export function roomOf(board: BedBoard, bed: BedItem): BoardRoom {
  const room = board.rooms.find((candidate) => candidate.id === bed.room_id)
  if (!room) throw new Error(`Bed ${bed.name}'s room ${bed.room_id} is not in the board's rooms`)
  return room
}

export type Allotment = {
  id: number
  bed_id: number
  tenant_id: number
  tenant_name: string
  from_date: string
  to_date: string | null
  status: 'BOOKED' | 'ACTIVE' | 'ENDING' | 'ENDED' | 'UNLINKED'
  rent_paise: number
  deposit_paise: number
  unlinked_at: string | null
}

export type Room = {
  id: number
  property_id: number
  floor_id: number
  name: string
  room_type_id: number | null
  sharing: number
  is_ac: boolean
  bath_type: 'ATTACHED' | 'COMMON'
  is_active: boolean
  is_unit: boolean
  rent_paise: number
  bed_count: number
  feature_ids: number[]
}

export type Floor = {
  id: number
  name: string
  level: number
  room_count: number
  bed_count: number
  rooms: Room[]
}

export type Tenant = { id: number; name: string; status: string; property_id: number; is_bed_linked: boolean }

/** The demo properties by name, as the signed-in operator lists them. */
export async function propertyIds(server: TestServer, token: string): Promise<Record<string, number>> {
  const { body } = await server.call<Page<{ id: number; property_name: string }>>(
    'GET',
    paths.properties('?limit=100'),
    { token },
  )
  return Object.fromEntries(body.data.results.map((property) => [property.property_name, property.id]))
}

/** The bed board of a property. */
export async function board(server: TestServer, token: string, propertyId: number, query = '') {
  const answer = await server.call<Data<BedBoard>>('GET', paths.beds(propertyId, query), { token })
  if (answer.status !== 200) throw new Error(`The bed board answered ${answer.status}`)
  return answer.body.data
}

/** Tenants of a property waiting for their first bed (no stay yet, past or future). */
export async function waitingTenants(server: TestServer, token: string, propertyId: number) {
  const answer = await server.call<Page<Tenant>>(
    'GET',
    paths.tenants(`?type=all&is_bed_linked=false&property_id=${propertyId}&limit=100`),
    { token },
  )
  return answer.body.data.results.filter((tenant) => tenant.status === 'UPCOMING')
}

/**
 * Calls every operation of the properties, inventory and dashboard tags (and the tenant list) once with a
 * valid request, for the contract test's walk over every implemented operation.
 */
export async function exerciseInventory(server: TestServer, token: string): Promise<void> {
  const call = <T>(method: string, path: string, body?: unknown) =>
    server.call<T>(method, path, { token, body })
  const propertyId = (await propertyIds(server, token))['Koramangala Boys PG']
  await call('GET', paths.property(propertyId))
  await call('PUT', paths.updateProperty(propertyId), { grace_days: 4 })
  await call('GET', paths.features(propertyId))
  await call('POST', paths.changeFeatures, {
    property_id: propertyId,
    add: [{ name: 'Smart TV', icon: 'tv' }],
  })
  await call('GET', paths.roomTypes(propertyId))
  await call('POST', paths.createRoomType, {
    property_id: propertyId,
    name: 'Triple sharing AC',
    sharing: 3,
    is_ac: true,
    bath_type: 'ATTACHED',
    rent_paise: 1_250_000,
  })
  const floors = await call<Page<Floor>>('GET', paths.floors(propertyId))
  const room = floors.body.data.results[0].rooms[0]
  await call('PUT', paths.room(room.id), { meter_number: 'BESCOM-G01-NEW' })
  await call('PUT', paths.editRooms, { room_id_list: [room.id], bath_type: 'ATTACHED' })
  await call('POST', paths.toggleRoom(room.id), { is_active: true })
  await call('POST', paths.editInventory(propertyId), {
    floors: [{ name: 'Fifth floor', rooms: [{ name: '501', sharing: 2, rent_paise: 1_400_000 }] }],
  })
  const beds = await board(server, token, propertyId, '?status2=1')
  const bed = beds.results[0]
  await call('GET', paths.bed(bed.id))
  await call('GET', paths.availability(bed.id, '2026-12-01', '2026-12-31'))
  await call('GET', paths.agreement(`?room_id=${bed.room_id}&bed_id=${bed.id}`))
  const [tenant] = await waitingTenants(server, token, propertyId)
  const allotment = await call<Data<Allotment>>('POST', paths.allot(bed.id), {
    tenant_id: tenant.id,
    from_date: '2027-01-01',
  })
  await call('POST', paths.unlink(allotment.body.data.id))
  await call('GET', paths.summary(propertyId))
  await call('GET', paths.dashboard())
  await call('GET', paths.dashboardFilters)
}
