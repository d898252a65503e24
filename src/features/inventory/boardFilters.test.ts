import { NO_FILTERS, hasClientFilters, readBoardFilters, writeBoardFilters } from './boardFilters'

const read = (query: string) => readBoardFilters(new URLSearchParams(query))

describe('readBoardFilters', () => {
  it('has no filters on an empty address', () => {
    expect(read('')).toEqual(NO_FILTERS)
    expect(hasClientFilters(read(''))).toBe(false)
  })

  it('reads every filter', () => {
    expect(
      read('status2=1,3&room_type_filter=12&vacancy=free&search_text=%20Priya%20&show_inactive=true'),
    ).toEqual({
      statuses: [1, 3],
      roomTypeId: 12,
      vacancy: 'free',
      search: 'Priya',
      showInactive: true,
    })
  })

  it('ignores values that are not valid, and every status means all', () => {
    expect(read('status2=0,5,x&room_type_filter=-2&vacancy=some&show_inactive=yes')).toEqual(NO_FILTERS)
    expect(read('status2=4,3,2,1').statuses).toEqual([])
    expect(read('room_type_filter=1.5').roomTypeId).toBeNull()
  })
})

describe('writeBoardFilters', () => {
  it('writes only what differs from the defaults, keeping other keys', () => {
    const params = writeBoardFilters(
      { ...NO_FILTERS, statuses: [3, 1], search: ' 204 ', vacancy: 'empty' },
      new URLSearchParams('tab=x&status2=2'),
    )
    expect(params.toString()).toBe('tab=x&status2=1%2C3&vacancy=empty&search_text=204')
  })

  it('round-trips', () => {
    const filters = {
      statuses: [2, 4] as const,
      roomTypeId: 13,
      vacancy: 'full' as const,
      search: 'Kavya',
      showInactive: true,
    }
    expect(readBoardFilters(writeBoardFilters({ ...filters, statuses: [...filters.statuses] }))).toEqual({
      ...filters,
      statuses: [2, 4],
    })
  })
})
