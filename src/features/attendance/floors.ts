import type { AttendanceFloor } from './attendanceApi.gen'

/** A floor's roll-call progress with one id and one name, whichever casing the provider used. */
export type FloorProgress = Omit<AttendanceFloor, 'floor_id' | 'floor_name' | 'floorId' | 'floorName'> & {
  id: number
  name: string
}

/**
 * Spec §3: floor id and name arrive as `floor_id`/`floor_name` or `floorId`/`floorName`. Reads either (snake_case
 * first); a floor without an id in either casing is dropped (null), as it cannot be opened or marked.
 */
export function normaliseFloor(floor: AttendanceFloor): FloorProgress | null {
  const { floor_id, floorId, floor_name, floorName, ...counts } = floor
  const id = floor_id ?? floorId
  if (id === undefined) return null
  return { ...counts, id, name: floor_name ?? floorName ?? `Floor ${id}` }
}

export const normaliseFloors = (floors: readonly AttendanceFloor[]): FloorProgress[] =>
  floors.map(normaliseFloor).filter((floor): floor is FloorProgress => floor !== null)

/** Residents marked (any status but UNMARKED) of the floor's total. */
export const markedOf = (floor: Pick<AttendanceFloor, 'total_tenants' | 'unmarked'>) =>
  floor.total_tenants - floor.unmarked
