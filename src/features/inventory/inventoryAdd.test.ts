import { roomTypes } from './fixtures'
import {
  addTotals,
  expandRoomNames,
  groupErrors,
  inventoryRequest,
  newGroup,
  type AddGroup,
} from './inventoryAdd'

describe('expandRoomNames', () => {
  it('expands numeric ranges and keeps other names, keeping leading zeros', () => {
    expect(expandRoomNames('201-203, G4\n210A  007-009')).toEqual({
      names: ['201', '202', '203', 'G4', '210A', '007', '008', '009'],
      error: null,
    })
  })

  it('refuses backward and oversized ranges', () => {
    expect(expandRoomNames('206-201').error).toBe('206-201: the range runs backwards')
    expect(expandRoomNames('1-500').error).toBe('1-500: at most 200 rooms')
  })
})

const group = (changes: Partial<AddGroup>): AddGroup => ({ ...newGroup(), ...changes })

describe('groupErrors', () => {
  it('asks for a new floor name and level, room numbers, beds and rent', () => {
    expect(groupErrors([group({})], [], false)).toEqual([
      {
        floorName: 'Name the floor, e.g. Second floor',
        floorLevel: 'A level from -5 (basement) to 200; 0 is ground',
        rooms: 'Enter room numbers, e.g. 201-206',
        beds: 'Enter beds per room, or choose a room type',
        rent: 'Enter the rent, or choose a room type',
      },
    ])
  })

  it('takes beds and rent from a room type, and needs no beds for units', () => {
    expect(groupErrors([group({ floor: '2', rooms: '201', roomTypeId: '12' })], [], false)).toEqual([{}])
    expect(groupErrors([group({ floor: '2', rooms: 'S1', rent: '40000' })], [], true)).toEqual([{}])
  })

  it('finds names used twice, across groups or already in the property', () => {
    const errors = groupErrors(
      [
        group({ floor: '1', rooms: '101-102', roomTypeId: '12' }),
        group({ floor: '2', rooms: '102', roomTypeId: '12' }),
      ],
      ['105'],
      false,
    )
    expect(errors[1].rooms).toBe('102 is already a room of this property')
    expect(
      groupErrors([group({ floor: '1', rooms: '105', roomTypeId: '12' })], ['105'], false)[0].rooms,
    ).toBe('105 is already a room of this property')
  })
})

describe('inventoryRequest', () => {
  it('builds new and existing floors with their rooms', () => {
    expect(
      inventoryRequest(
        [
          group({ floorName: 'Second floor', floorLevel: '2', rooms: '201-202', beds: '3', rent: '9000' }),
          group({ floor: '1', rooms: '105', roomTypeId: '11' }),
        ],
        false,
      ),
    ).toEqual({
      floors: [
        {
          name: 'Second floor',
          level: 2,
          rooms: [
            { name: '201', bed_count: 3, sharing: 3, rent_paise: 900000 },
            { name: '202', bed_count: 3, sharing: 3, rent_paise: 900000 },
          ],
        },
        { floor_id: 1, rooms: [{ name: '105', room_type_id: 11 }] },
      ],
    })
  })

  it('makes single-slot units', () => {
    expect(inventoryRequest([group({ floor: '1', rooms: 'S1', beds: '4', rent: '40000' })], true)).toEqual({
      floors: [{ floor_id: 1, rooms: [{ name: 'S1', sharing: 1, rent_paise: 4000000 }] }],
    })
  })
})

describe('addTotals', () => {
  it('counts new floors, rooms and beds, taking sharing from the room type', () => {
    const groups = [
      group({ rooms: '201-203', beds: '2' }),
      group({ floor: '1', rooms: '105-106', roomTypeId: '13' }),
    ]
    expect(addTotals(groups, roomTypes, false)).toEqual({ floors: 1, rooms: 5, beds: 12 })
    expect(addTotals(groups, roomTypes, true)).toEqual({ floors: 1, rooms: 5, beds: 5 })
  })
})
