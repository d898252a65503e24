import { addDays } from '../calendar'
import type { IsoDate } from '../db/schema'
import type { Person } from './people'
import type { Random } from './random'
import type { StaySpec } from './inventoryWriter'

/** Shares of beds by status; the rest stay vacant (half of those with a past stay). Occupancy ≈ 80 %. */
export const STAY_MIX = { occupied: 0.7, ending: 0.1, booked: 0.08 }

export type StayContext = {
  random: Random
  today: IsoDate
  rent_paise: number
  newPerson: () => Person
}

/** The stays of one bed: current (open or ending, sometimes with the next tenant booked), booked or past. */
export function planStays({ random, today, rent_paise, newPerson }: StayContext): StaySpec[] {
  const stay = (start: IsoDate, moveOut: IsoDate | null): StaySpec => ({
    person: newPerson(),
    start,
    end_date: null,
    move_out_date: moveOut,
    rent_paise,
    deposit_paise: rent_paise * random.int(1, 2),
  })
  const draw = random.next()
  if (draw < STAY_MIX.occupied) return [stay(addDays(today, -random.int(5, 420)), null)]
  if (draw < STAY_MIX.occupied + STAY_MIX.ending) {
    const moveOut = addDays(today, random.int(2, 28))
    const current = stay(addDays(today, -random.int(60, 400)), moveOut)
    return random.next() < 0.3 ? [current, stay(addDays(moveOut, 1), null)] : [current]
  }
  if (draw < STAY_MIX.occupied + STAY_MIX.ending + STAY_MIX.booked) {
    return [stay(addDays(today, random.int(2, 30)), null)]
  }
  if (random.next() < 0.5) {
    const moveOut = addDays(today, -random.int(3, 90))
    return [stay(addDays(moveOut, -random.int(90, 330)), moveOut)]
  }
  return []
}
