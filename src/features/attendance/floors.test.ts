import { markedOf, normaliseFloor, normaliseFloors } from './floors'

const counts = { total_tenants: 10, present: 6, absent: 1, leave: 1, late: 1, unmarked: 1 }

describe('normaliseFloor', () => {
  it('reads the snake_case pair', () => {
    expect(normaliseFloor({ ...counts, floor_id: 3, floor_name: 'First floor' })).toEqual({
      ...counts,
      id: 3,
      name: 'First floor',
    })
  })

  it('reads the camelCase pair (spec §3)', () => {
    expect(normaliseFloor({ ...counts, floorId: 4, floorName: 'Second floor' })).toEqual({
      ...counts,
      id: 4,
      name: 'Second floor',
    })
  })

  it('reads a mixed pair', () => {
    expect(normaliseFloor({ ...counts, floorId: 5, floor_name: 'Terrace' })).toMatchObject({
      id: 5,
      name: 'Terrace',
    })
  })

  it('names a floor without a name by its id', () => {
    expect(normaliseFloor({ ...counts, floor_id: 6 })?.name).toBe('Floor 6')
  })

  it('drops a floor without an id in either casing', () => {
    expect(normaliseFloor({ ...counts, floor_name: 'Nowhere' })).toBeNull()
    expect(
      normaliseFloors([
        { ...counts, floor_name: 'Nowhere' },
        { ...counts, floorId: 1 },
      ]),
    ).toHaveLength(1)
  })
})

it('counts the marked residents of a floor', () => {
  expect(markedOf(counts)).toBe(9)
})
