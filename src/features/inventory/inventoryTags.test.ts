import { allotment } from './fixtures'
import { allotmentTags, inventoryAddTags, roomTags } from './inventoryTags'

describe('allotmentTags', () => {
  it('refreshes the bed, its timeline, the board, the counts and the tenant', () => {
    expect(allotmentTags(allotment())).toEqual([
      { type: 'Bed', id: 7 },
      { type: 'BedAvailability', id: 7 },
      { type: 'BedBoard', id: 1 },
      { type: 'PropertySummary', id: 1 },
      { type: 'Property', id: 1 },
      { type: 'Dashboard', id: 'FIGURES' },
      { type: 'Tenant', id: 302 },
      { type: 'Tenant', id: 'LIST' },
    ])
  })
})

describe('roomTags', () => {
  const base = [
    { type: 'Room', id: 5 },
    { type: 'Room', id: 6 },
    { type: 'Floor', id: 1 },
    { type: 'BedBoard', id: 1 },
  ]

  it('refreshes the rooms, floors and board for any change', () => {
    expect(roomTags(1, [5, 6], { rent_paise: 1200000, is_ac: true })).toEqual(base)
  })

  it('adds the counts when rooms are (de)activated', () => {
    expect(roomTags(1, [5, 6], { is_active: false })).toEqual([
      ...base,
      { type: 'PropertySummary', id: 1 },
      { type: 'Property', id: 1 },
      { type: 'Dashboard', id: 'FIGURES' },
    ])
  })

  it('adds room types, features and tenants when those links or names change', () => {
    expect(roomTags(1, [5], { room_type_id: 3, feature_ids: [1], name: '5A' }).slice(3)).toEqual([
      { type: 'RoomType', id: 1 },
      { type: 'RoomFeature', id: 1 },
      { type: 'Tenant', id: 'LIST' },
    ])
  })
})

describe('inventoryAddTags', () => {
  it('refreshes floors, the board and counts, and room types only when rooms use them', () => {
    const plain = inventoryAddTags(1, { floors: [{ name: 'Terrace', level: 4, rooms: [{ name: 'T1' }] }] })
    expect(plain.map((tag) => tag.type)).toEqual([
      'Floor',
      'BedBoard',
      'PropertySummary',
      'Property',
      'Dashboard',
    ])
    const typed = inventoryAddTags(1, {
      floors: [{ floor_id: 2, rooms: [{ name: '210', room_type_id: 12 }] }],
    })
    expect(typed.at(-1)).toEqual({ type: 'RoomType', id: 1 })
  })
})
