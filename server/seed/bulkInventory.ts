import { kolkataDate } from '../calendar'
import { systemClock, type Clock } from '../clock'
import type { Db } from '../db/database'
import { refreshPlannerStatistics } from '../db/engine'
import { ROOM_FEATURES, roomType } from './demoProperties'
import { writeProperty } from './inventoryWriter'
import { buildFloors, type FloorLayout } from './layout'
import { peopleMaker } from './people'
import { seededRandom } from './random'

export type BulkInventoryOptions = {
  /** Beds to create (rounded up to whole rooms); a property holds at most 10,000 on the bed board. */
  beds: number
  name?: string
  now?: Clock
  seed?: number
}

/** Rooms per floor of a bulk property. */
const ROOMS_PER_FLOOR = 40

const BULK_ROOM_TYPES = [
  roomType('Single sharing AC', 1, true, true, 21_000),
  roomType('Double sharing AC', 2, true, true, 16_000),
  roomType('Triple sharing', 3, false, false, 10_500),
  roomType('Four sharing', 4, false, false, 8_500),
]

/** Layout of floors cycling through 1- to 4-sharing rooms until the beds are reached. */
function bulkLayout(beds: number): FloorLayout[] {
  const floors: FloorLayout[] = []
  let placed = 0
  for (let level = 0; placed < beds; level += 1) {
    const rooms: [number, number][] = []
    for (let room = 0; room < ROOMS_PER_FLOOR && placed < beds; room += 1) {
      const type = (level + room) % BULK_ROOM_TYPES.length
      rooms.push([type, 1])
      placed += BULK_ROOM_TYPES[type].sharing
    }
    floors.push({ name: level === 0 ? 'Ground floor' : `Floor ${level}`, level, rooms })
  }
  return floors
}

/**
 * Seeds one co-living property with `beds` beds for an operator, with tenants and allotments in the demo mix
 * of statuses (about 80 % occupied), in batched inserts inside one transaction: 10,000 beds take about a
 * second. For benchmarks and performance tests; call it with a database handle, not inside a transaction.
 */
export async function seedBulkInventory(
  db: Db,
  operatorId: number,
  { beds, name = `Bulk Residency (${beds} beds)`, now = systemClock, seed = beds }: BulkInventoryOptions,
): Promise<{ propertyId: number; beds: number }> {
  const random = seededRandom(seed)
  const person = peopleMaker(random)
  const floors = buildFloors(bulkLayout(beds), {
    random,
    today: kolkataDate(now()),
    roomTypes: BULK_ROOM_TYPES,
    meterPrefix: 'BESCOM',
    byUnit: false,
    newPerson: () => person(random.pick(['MALE', 'FEMALE'] as const), ['STUDENT', 'PROFESSIONAL']),
  })
  const propertyId = await db.transaction().execute((trx) =>
    writeProperty(trx, now, operatorId, {
      property: {
        name,
        property_type: 'COLIVING',
        gender: 'COED',
        description: null,
        image: null,
        address_line1: '100 Feet Road',
        address_line2: null,
        locality: 'HSR Layout',
        city_name: 'Bengaluru',
        state: 'Karnataka',
        pincode: '560102',
        contact_phone: null,
        manager_name: null,
      },
      features: ROOM_FEATURES,
      roomTypes: BULK_ROOM_TYPES,
      floors,
      waiting: [],
    }),
  )
  const created = floors.reduce(
    (sum, floor) => sum + floor.rooms.reduce((n, room) => n + room.beds.length, 0),
    0,
  )
  // Thousands of rows at once: without fresh statistics PostgreSQL may plan the board's queries as if the tables were
  // empty (a first-beds lookup took 11.8 s against 0.4 s for the whole board in one CI run).
  await refreshPlannerStatistics(db)
  return { propertyId, beds: created }
}
