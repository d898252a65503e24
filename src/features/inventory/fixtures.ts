import type {
  Allotment,
  BedAvailability,
  BedDetail,
  BedLookupFloor,
  BedLookupItem,
  BedLookupResult,
  BedLookupRoom,
  BedLookupRoomType,
  BedStatus,
  Floor,
  PropertySummary,
  Room,
  RoomType,
} from './inventoryApi'
import type { PropertyOccupancy, RoomFeatureOption, TenantOption } from './sharedReads'

/* Demo data in the contract's exact shapes, for stories and tests: a boys' PG in Koramangala, Bengaluru. */

export const PROPERTY_ID = 1
export const TODAY = '2026-11-22'

const TENANTS = [
  'Aarav Sharma',
  'Priya Nair',
  'Mohammed Irfan',
  'Ananya Iyer',
  'Harpreet Kaur',
  'Rohan Deshmukh',
  'Kavya Gowda',
  'Joseph Thomas',
  'Fatima Sheikh',
  'Tenzin Norbu',
]

const STATUS_NAMES = { 1: 'Available', 2: 'Occupied', 3: 'Booked', 4: 'Ending' } as const
const FLOOR_NAMES = ['Ground floor', 'First floor', 'Second floor', 'Third floor']
const letters = 'ABCDEFGHIJKLMNOPQRST'

export const roomTypes: RoomType[] = [
  {
    id: 11,
    property_id: PROPERTY_ID,
    name: 'Single AC',
    sharing: 1,
    is_ac: true,
    bath_type: 'ATTACHED',
    rent_paise: 2100000,
    deposit_paise: 4200000,
    feature_ids: [21, 22],
    room_count: 4,
  },
  {
    id: 12,
    property_id: PROPERTY_ID,
    name: 'Double sharing',
    sharing: 2,
    is_ac: false,
    bath_type: 'ATTACHED',
    rent_paise: 1450000,
    deposit_paise: 2900000,
    feature_ids: [22],
    room_count: 8,
  },
  {
    id: 13,
    property_id: PROPERTY_ID,
    name: 'Triple sharing',
    sharing: 3,
    is_ac: false,
    bath_type: 'COMMON',
    rent_paise: 1100000,
    deposit_paise: 2200000,
    feature_ids: [],
    room_count: 6,
  },
]

/**
 * A bed as fixtures write it: the lookup's bed with its room, floor and room type inline (and whether the property
 * is let by unit), so a story can place a bed in a line. `lookupResult` splits them into the answer's side tables.
 */
export type FixtureBed = BedLookupItem & {
  room_name: string
  floor_id: number
  floor_name: string
  floor_level: number
  room_type_id: number | null
  room_type_name: string | null
  sharing: number
  is_ac: boolean
  is_unit: boolean
}

/** One bed in a given status; occupied beds carry a tenant and dues, booked ones a future move-in. */
export function bedItem(overrides: Partial<FixtureBed> & { id: number; status: BedStatus }): FixtureBed {
  const { id, status } = overrides
  const tenant = status === 1 ? null : TENANTS[id % TENANTS.length]
  return {
    name: `101-${letters[id % 3]}`,
    room_id: 101,
    room_name: '101',
    floor_id: 1,
    floor_name: 'Ground floor',
    floor_level: 0,
    room_type_id: 12,
    room_type_name: 'Double sharing',
    sharing: 2,
    is_ac: false,
    is_unit: false,
    is_active: true,
    status_name: STATUS_NAMES[status],
    rent_paise: 1450000,
    allotment_id: tenant ? 500 + id : null,
    tenant_id: tenant ? 300 + (id % TENANTS.length) : null,
    tenant_name: tenant,
    move_in_date: status === 3 ? '2026-12-01' : tenant ? '2026-06-01' : null,
    move_out_date: status === 4 ? '2026-11-30' : null,
    dues_paise: status === 2 || status === 4 ? (id % 4 === 0 ? 450000 : 0) : null,
    ...overrides,
  }
}

/** A deterministic board: floors of rooms, 1 to 4 sharing, statuses spread so every filter finds something. */
export function makeBeds({
  floors = 3,
  roomsPerFloor = 6,
}: { floors?: number; roomsPerFloor?: number } = {}) {
  const beds: FixtureBed[] = []
  let id = 1
  for (let level = 0; level < floors; level += 1) {
    for (let index = 1; index <= roomsPerFloor; index += 1) {
      const roomNumber = (level + 1) * (roomsPerFloor >= 100 ? 1000 : 100) + index
      const type = roomTypes[index % roomTypes.length]
      for (let slot = 0; slot < type.sharing + (index % 4 === 0 ? 1 : 0); slot += 1) {
        const status = ([1, 2, 2, 3, 2, 4, 2] as const)[id % 7]
        beds.push(
          bedItem({
            id,
            status,
            name: `${roomNumber}-${letters[slot]}`,
            room_id: roomNumber,
            room_name: String(roomNumber),
            floor_id: level + 1,
            floor_name: FLOOR_NAMES[level % FLOOR_NAMES.length] ?? `Floor ${level}`,
            floor_level: level,
            room_type_id: type.id,
            room_type_name: type.name,
            sharing: type.sharing,
            is_ac: type.is_ac,
            rent_paise: type.rent_paise,
          }),
        )
        id += 1
      }
    }
  }
  return beds
}

/**
 * The lookup's answer for these beds, as the server gives it: each room, floor and room type once in the side
 * tables (floors by level, rooms in the order their beds first appear on a floor), the beds grouped by room.
 */
export function lookupResult(beds: readonly FixtureBed[]): BedLookupResult {
  const count = (status: BedStatus) => beds.filter((bed) => bed.is_active && bed.status === status).length
  const floors = new Map<number, BedLookupFloor>()
  const rooms = new Map<number, BedLookupRoom>()
  const types = new Map<number, BedLookupRoomType>()
  for (const bed of beds) {
    if (!floors.has(bed.floor_id))
      floors.set(bed.floor_id, { id: bed.floor_id, name: bed.floor_name, level: bed.floor_level })
    if (!rooms.has(bed.room_id))
      rooms.set(bed.room_id, {
        id: bed.room_id,
        name: bed.room_name,
        floor_id: bed.floor_id,
        room_type_id: bed.room_type_id,
        sharing: bed.sharing,
        is_ac: bed.is_ac,
      })
    if (bed.room_type_id !== null && bed.room_type_name !== null && !types.has(bed.room_type_id))
      types.set(bed.room_type_id, { id: bed.room_type_id, name: bed.room_type_name })
  }
  const floorList = [...floors.values()].sort((a, b) => a.level - b.level)
  const floorRank = new Map(floorList.map((floor, rank) => [floor.id, rank]))
  const roomList = [...rooms.values()].sort(
    (a, b) => (floorRank.get(a.floor_id) ?? 0) - (floorRank.get(b.floor_id) ?? 0),
  )
  const roomRank = new Map(roomList.map((room, rank) => [room.id, rank]))
  const results = [...beds]
    .sort((a, b) => (roomRank.get(a.room_id) ?? 0) - (roomRank.get(b.room_id) ?? 0))
    .map((bed) => ({
      id: bed.id,
      name: bed.name,
      room_id: bed.room_id,
      is_active: bed.is_active,
      status: bed.status,
      status_name: bed.status_name,
      rent_paise: bed.rent_paise,
      allotment_id: bed.allotment_id,
      tenant_id: bed.tenant_id,
      tenant_name: bed.tenant_name,
      move_in_date: bed.move_in_date,
      move_out_date: bed.move_out_date,
      dues_paise: bed.dues_paise,
    }))
  return {
    property_id: PROPERTY_ID,
    current_date: TODAY,
    letting_unit: beds.some((bed) => bed.is_unit) ? 'UNIT' : 'BED',
    count: beds.length,
    status_counts: { available: count(1), occupied: count(2), booked: count(3), ending: count(4) },
    legend: ([1, 2, 3, 4] as const).map((status) => ({
      status,
      status_name: STATUS_NAMES[status],
      icon: `bed-${STATUS_NAMES[status].toLowerCase()}-v2`,
    })),
    floors: floorList,
    room_types: [...types.values()],
    rooms: roomList,
    results,
  }
}

/**
 * The lookup's answer with `limit`: the first beds of `whole` with their rooms, floors and types, without counts
 * unless they are all of it (`whole` is an unfiltered board).
 */
export function firstBedsOf(whole: BedLookupResult, limit: number): BedLookupResult {
  const results = whole.results.slice(0, limit)
  const roomIds = new Set(results.map((bed) => bed.room_id))
  const rooms = whole.rooms.filter((room) => roomIds.has(room.id))
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
    ...(whole.results.length <= limit ? { status_counts: whole.status_counts } : {}),
  }
}

export const summary: PropertySummary = {
  property_id: PROPERTY_ID,
  property_name: 'Roost Koramangala',
  property_type: 'PG',
  letting_unit: 'BED',
  as_of: TODAY,
  total_floors: 3,
  total_rooms: 18,
  total_beds: 39,
  inactive_beds: 0,
  beds_by_status: { available: 5, occupied: 23, booked: 6, ending: 5 },
  occupancy_bps: 7179,
  tenants_active: 30,
  tenants_on_notice: 6,
  move_ins_this_week: 2,
  move_outs_this_week: 1,
  expected_this_month_paise: 43500000,
  collected_this_month_paise: 38200000,
  dues_paise: 5300000,
  overdue_paise: 1800000,
}

export const allotment = (overrides: Partial<Allotment> = {}): Allotment => ({
  id: 501,
  bed_id: 7,
  bed_name: '102-B',
  room_id: 102,
  room_name: '102',
  property_id: PROPERTY_ID,
  tenant_id: 302,
  tenant_name: 'Priya Nair',
  from_date: '2026-06-01',
  to_date: null,
  status: 'ACTIVE',
  rent_paise: 1450000,
  deposit_paise: 2900000,
  created_at: '2026-05-28T10:15:00Z',
  unlinked_at: null,
  ...overrides,
})

export const bedDetail = (overrides: Partial<BedDetail> = {}): BedDetail => ({
  id: 7,
  name: '102-B',
  property_id: PROPERTY_ID,
  property_name: 'Roost Koramangala',
  floor_id: 1,
  floor_name: 'Ground floor',
  room_id: 102,
  room_name: '102',
  room_type_id: 12,
  room_type_name: 'Double sharing',
  sharing: 2,
  is_ac: false,
  bath_type: 'ATTACHED',
  is_unit: false,
  is_active: true,
  rent_paise: 1450000,
  rent_override_paise: null,
  deposit_paise: 2900000,
  status: 1,
  status_name: 'Available',
  current_allotment_id: null,
  dues_paise: 0,
  allotments: [],
  ...overrides,
})

export const availability = (overrides: Partial<BedAvailability> = {}): BedAvailability => ({
  bed_id: 7,
  from_date: TODAY,
  to_date: '2026-12-22',
  is_available: false,
  available_from: '2026-12-01',
  periods: [
    { from_date: TODAY, to_date: '2026-11-30', status: 4, allotment_id: 501, tenant_name: 'Priya Nair' },
    { from_date: '2026-12-01', to_date: null, status: 1, allotment_id: null, tenant_name: null },
  ],
  ...overrides,
})

export const room = (overrides: Partial<Room> = {}): Room => ({
  id: 102,
  property_id: PROPERTY_ID,
  floor_id: 1,
  floor_name: 'Ground floor',
  name: '102',
  room_type_id: 12,
  room_type_name: 'Double sharing',
  sharing: 2,
  is_ac: false,
  bath_type: 'ATTACHED',
  is_active: true,
  is_unit: false,
  rent_paise: 1450000,
  bed_count: 2,
  feature_ids: [22],
  meter_number: 'KA-EM-20417',
  area_sqft: 180,
  ...overrides,
})

export const floors: Floor[] = [
  {
    id: 1,
    property_id: PROPERTY_ID,
    name: 'Ground floor',
    level: 0,
    room_count: 2,
    bed_count: 3,
    rooms: [
      room(),
      room({
        id: 101,
        name: '101',
        room_type_id: 11,
        room_type_name: 'Single AC',
        sharing: 1,
        is_ac: true,
        bed_count: 1,
        feature_ids: [21, 22],
      }),
    ],
  },
  { id: 2, property_id: PROPERTY_ID, name: 'First floor', level: 1, room_count: 0, bed_count: 0, rooms: [] },
]

export const featureOptions: RoomFeatureOption[] = [
  { id: 21, property_id: PROPERTY_ID, name: 'AC', icon: 'snowflake', room_count: 4 },
  { id: 22, property_id: PROPERTY_ID, name: 'Attached bath', icon: null, room_count: 12 },
  { id: 23, property_id: PROPERTY_ID, name: 'Balcony', icon: null, room_count: 3 },
]

export const tenantOptions: TenantOption[] = [
  {
    id: 311,
    name: 'Kavya Gowda',
    phone_number: '9845012345',
    dial_code: '+91',
    status: 'UPCOMING',
    property_id: PROPERTY_ID,
    property_name: 'Roost Koramangala',
    bed_name: null,
    is_bed_linked: false,
  },
  {
    id: 312,
    name: 'Joseph Thomas',
    phone_number: '9900112233',
    dial_code: '+91',
    status: 'ACTIVE',
    property_id: PROPERTY_ID,
    property_name: 'Roost Koramangala',
    bed_name: null,
    is_bed_linked: false,
  },
  {
    id: 313,
    name: 'Fatima Sheikh',
    phone_number: '8123456789',
    dial_code: '+91',
    status: 'MOVED_OUT',
    property_id: PROPERTY_ID,
    property_name: 'Roost Koramangala',
    bed_name: null,
    is_bed_linked: false,
  },
]

export const propertyOccupancy: PropertyOccupancy[] = [
  {
    id: 1,
    property_name: 'Roost Koramangala',
    property_type: 'PG',
    letting_unit: 'BED',
    city_name: 'Bengaluru',
    locality: 'Koramangala',
    is_active: true,
    total_floors: 3,
    total_rooms: 18,
    total_beds: 39,
    occupied_beds: 28,
    available_beds: 5,
    occupancy_bps: 7179,
  },
  {
    id: 2,
    property_name: 'Roost Viman Nagar',
    property_type: 'HOSTEL',
    letting_unit: 'BED',
    city_name: 'Pune',
    locality: 'Viman Nagar',
    is_active: true,
    total_floors: 4,
    total_rooms: 40,
    total_beds: 120,
    occupied_beds: 111,
    available_beds: 5,
    occupancy_bps: 9250,
  },
  {
    id: 3,
    property_name: 'Roost Arcade',
    property_type: 'COMMERCIAL',
    letting_unit: 'UNIT',
    city_name: 'Gurugram',
    locality: 'Sohna Road',
    is_active: true,
    total_floors: 2,
    total_rooms: 12,
    total_beds: 12,
    occupied_beds: 5,
    available_beds: 7,
    occupancy_bps: 4167,
  },
]
