import { NO_FILTERS, type BoardFilters } from './boardFilters'
import { bedsPerRowFor, BOARD_LAYOUT, filterBoard, groupBoard, toRows, unitsPerRowFor } from './boardRows'
import { bedItem, lookupResult, makeBeds, type FixtureBed } from './fixtures'

const board = (beds: FixtureBed[]) => groupBoard(lookupResult(beds))

const filters = (changes: Partial<BoardFilters>): BoardFilters => ({ ...NO_FILTERS, ...changes })

describe('groupBoard', () => {
  it('groups beds into floors by level and rooms in server order, counting free active beds', () => {
    const beds = [
      bedItem({
        id: 1,
        status: 2,
        floor_id: 2,
        floor_level: 1,
        floor_name: 'First floor',
        room_id: 201,
        room_name: '201',
      }),
      bedItem({ id: 2, status: 1, room_id: 101, room_name: '101' }),
      bedItem({ id: 3, status: 1, room_id: 101, room_name: '101', is_active: false }),
      bedItem({
        id: 4,
        status: 1,
        floor_id: 2,
        floor_level: 1,
        floor_name: 'First floor',
        room_id: 201,
        room_name: '201',
      }),
    ]
    const floors = board(beds)
    expect(floors.map((floor) => floor.name)).toEqual(['Ground floor', 'First floor'])
    expect(floors[0].rooms[0]).toMatchObject({ id: 101, total: 2, free: 1, isActive: true })
    expect(floors[1].rooms[0].beds.map((bed) => bed.id)).toEqual([1, 4])
  })

  it('names floors, rooms and room types from the side tables, in their order', () => {
    const beds = lookupResult([
      bedItem({ id: 1, status: 1, room_id: 101, room_name: '101' }),
      bedItem({ id: 2, status: 2, room_id: 102, room_name: '102', room_type_id: null, room_type_name: null }),
    ])
    const floors = groupBoard({
      ...beds,
      letting_unit: 'UNIT',
      floors: [
        { id: 2, name: 'First floor', level: 1 },
        { id: 1, name: 'Ground floor', level: 0 },
      ],
      room_types: [{ id: 12, name: 'Deluxe double' }],
      rooms: [
        { id: 201, name: '201', floor_id: 2, room_type_id: 12, sharing: 2, is_ac: false },
        { id: 102, name: 'Shop 2', floor_id: 1, room_type_id: null, sharing: 1, is_ac: true },
        { id: 101, name: 'Shop 1', floor_id: 1, room_type_id: 12, sharing: 2, is_ac: false },
      ],
    })
    expect(floors.map((floor) => floor.name)).toEqual(['Ground floor'])
    expect(floors[0].rooms).toMatchObject([
      { id: 102, name: 'Shop 2', roomTypeName: null, isAc: true, isUnit: true, total: 1, free: 0 },
      {
        id: 101,
        name: 'Shop 1',
        roomTypeId: 12,
        roomTypeName: 'Deluxe double',
        isUnit: true,
        total: 1,
        free: 1,
      },
    ])
    expect(floors[0].rooms[1].beds).toEqual([beds.results[0]])
  })

  it('marks a room inactive only when every bed is', () => {
    const [floor] = board([bedItem({ id: 1, status: 1, is_active: false })])
    expect(floor.rooms[0]).toMatchObject({ isActive: false, free: 0 })
  })
})

describe('filterBoard', () => {
  const floors = board(makeBeds({ floors: 2, roomsPerFloor: 4 }))
  const all = filterBoard(floors, NO_FILTERS)

  it('keeps everything without filters, and the same objects', () => {
    expect(all.floors[0]).toBe(floors[0])
    expect(all.beds).toBe(floors.flatMap((floor) => floor.rooms).reduce((n, room) => n + room.beds.length, 0))
  })

  it('shows only beds in the chosen statuses and drops rooms left empty', () => {
    const result = filterBoard(floors, filters({ statuses: [1] }))
    const beds = result.floors.flatMap((floor) => floor.rooms.flatMap((room) => room.beds))
    expect(beds.length).toBeGreaterThan(0)
    expect(beds.every((bed) => bed.status === 1)).toBe(true)
    expect(result.floors.every((floor) => floor.rooms.every((room) => room.beds.length > 0))).toBe(true)
    expect(result.beds).toBe(beds.length)
  })

  it('filters rooms by type', () => {
    const result = filterBoard(floors, filters({ roomTypeId: 11 }))
    expect(result.floors.flatMap((floor) => floor.rooms).every((room) => room.roomTypeId === 11)).toBe(true)
    expect(result.rooms).toBeGreaterThan(0)
  })

  it('filters rooms by vacancy over all their beds, whatever the status filter', () => {
    const rooms = (vacancy: BoardFilters['vacancy']) =>
      filterBoard(floors, filters({ vacancy })).floors.flatMap((floor) => floor.rooms)
    expect(rooms('free').every((room) => room.free > 0)).toBe(true)
    expect(rooms('full').every((room) => room.free === 0)).toBe(true)
    expect(rooms('empty').every((room) => room.free === room.total)).toBe(true)
    expect(rooms('free').length + rooms('full').length).toBe(all.rooms)
  })

  it('searches tenant, bed and room names without regard to case', () => {
    const byTenant = filterBoard(floors, filters({ search: 'priya' }))
    const tenantBeds = byTenant.floors.flatMap((floor) => floor.rooms.flatMap((room) => room.beds))
    expect(tenantBeds.length).toBeGreaterThan(0)
    expect(tenantBeds.every((bed) => bed.tenant_name === 'Priya Nair')).toBe(true)

    const byRoom = filterBoard(floors, filters({ search: '102' }))
    expect(byRoom.rooms).toBe(1)
    expect(byRoom.floors[0].rooms[0].beds).toHaveLength(byRoom.floors[0].rooms[0].total)

    expect(filterBoard(floors, filters({ search: '201-b' })).beds).toBe(1)
    expect(filterBoard(floors, filters({ search: 'nobody' })).floors).toEqual([])
  })
})

describe('toRows', () => {
  const floors = board([
    ...Array.from({ length: 5 }, (_, index) =>
      bedItem({ id: index + 1, status: 1, room_id: 101, room_name: '101', name: `101-${index}` }),
    ),
    bedItem({ id: 9, status: 2, room_id: 102, room_name: '102' }),
  ])

  it('puts a heading before each floor and wraps beds that do not fit', () => {
    const rows = toRows(floors, 2)
    expect(rows.map((row) => row.kind)).toEqual(['floor', 'room', 'room', 'room', 'room'])
    expect(rows[0]).toMatchObject({ kind: 'floor', beds: 6, free: 5 })
    expect(
      rows.slice(1, 4).map((row) => (row.kind === 'room' ? [row.beds.length, row.first] : null)),
    ).toEqual([
      [2, true],
      [2, false],
      [1, false],
    ])
    expect(new Set(rows.map((row) => row.key)).size).toBe(rows.length)
  })

  it('packs units side by side, floor by floor', () => {
    const units = board(
      Array.from({ length: 5 }, (_, index) =>
        bedItem({ id: index + 1, status: 1, room_id: 900 + index, room_name: `G-${index}`, is_unit: true }),
      ),
    )
    const rows = toRows(units, 2, true)
    expect(rows.map((row) => (row.kind === 'units' ? row.rooms.map((room) => room.name) : row.kind))).toEqual(
      ['floor', ['G-0', 'G-1'], ['G-2', 'G-3'], ['G-4']],
    )
  })

  it('always fits at least one bed per row', () => {
    expect(toRows(floors, 0).filter((row) => row.kind === 'room')).toHaveLength(6)
  })

  it('stays fast at 10,000 beds', () => {
    const big = board(makeBeds({ floors: 40, roomsPerFloor: 100 }))
    const start = performance.now()
    const rows = toRows(filterBoard(big, filters({ statuses: [1, 2] })).floors, 4)
    expect(rows.length).toBeGreaterThan(1000)
    expect(performance.now() - start).toBeLessThan(200)
  })
})

describe('bedsPerRowFor and unitsPerRowFor', () => {
  it('fits cards beside the room column, at least one', () => {
    const { roomColumn, cardWidth, gap, rowPadding } = BOARD_LAYOUT
    expect(bedsPerRowFor(roomColumn + 2 * rowPadding + 3 * cardWidth + 2 * gap)).toBe(3)
    expect(bedsPerRowFor(roomColumn + 2 * rowPadding + 3 * cardWidth + 2 * gap - 1)).toBe(2)
    expect(bedsPerRowFor(100)).toBe(1)
  })

  it('fits units, each with its checkbox, across the whole row', () => {
    const { cardWidth, unitSelect, gap, rowPadding } = BOARD_LAYOUT
    expect(unitsPerRowFor(2 * rowPadding + 4 * (unitSelect + cardWidth) + 3 * gap)).toBe(4)
    expect(unitsPerRowFor(2 * rowPadding + 4 * (unitSelect + cardWidth) + 3 * gap - 1)).toBe(3)
  })
})
