import type { IsoDate } from '../db/schema'
import { defaultBedNames } from '../inventory/inventoryEdit'
import type { FloorSpec, RoomTypeSpec } from './inventoryWriter'
import type { Person } from './people'
import type { Random } from './random'
import { planStays } from './stays'

/** A floor as rows of [room type index, how many rooms]. */
export type FloorLayout = { name: string; level: number; rooms: readonly (readonly [number, number])[] }

export type LayoutContext = {
  random: Random
  today: IsoDate
  roomTypes: readonly RoomTypeSpec[]
  /** Electricity board prefix of the rooms' sub-meter numbers, e.g. `BESCOM`. */
  meterPrefix: string
  /** Let by unit: one slot per room named after it. */
  byUnit: boolean
  newPerson: () => Person
}

/** Room `G01` on the ground floor, `204` on the second. */
const roomName = (level: number, index: number) =>
  `${level === 0 ? 'G' : level}${String(index + 1).padStart(2, '0')}`

/** Rooms at least 70 sq ft per occupant (Bengaluru's rule), a little more for singles. */
const roomArea = (random: Random, sharing: number) => sharing * 75 + random.int(30, 60)

/** Rooms of each floor with their beds and each bed's stays; about one room in five has a balcony. */
export function buildFloors(layouts: readonly FloorLayout[], context: LayoutContext): FloorSpec[] {
  const { random, roomTypes } = context
  return layouts.map((layout) => {
    let index = 0
    const rooms = layout.rooms.flatMap(([type, count]) =>
      Array.from({ length: count }, () => {
        const name = roomName(layout.level, index)
        index += 1
        const roomType = roomTypes[type]
        const bedNames = context.byUnit ? [name] : defaultBedNames(name, roomType.sharing)
        return {
          name,
          type,
          extraFeatures: random.next() < 0.2 ? ['Balcony'] : [],
          meter_number: `${context.meterPrefix}-${name}`,
          area_sqft: roomArea(random, roomType.sharing),
          beds: bedNames.map((bedName) => {
            const discounted = random.next() < 0.05
            const rent = discounted ? roomType.rent_paise - 50_000 : roomType.rent_paise
            return {
              name: bedName,
              rent_override_paise: discounted ? rent : null,
              stays: planStays({
                random,
                today: context.today,
                rent_paise: rent,
                newPerson: context.newPerson,
              }),
            }
          }),
        }
      }),
    )
    return { name: layout.name, level: layout.level, rooms }
  })
}
