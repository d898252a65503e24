import { ariaSortFor, nextSort } from './sorting'

describe('nextSort', () => {
  it('starts a new column ascending', () => {
    expect(nextSort(null, 'name')).toEqual({ columnId: 'name', direction: 'asc' })
    expect(nextSort({ columnId: 'rent', direction: 'desc' }, 'name')).toEqual({
      columnId: 'name',
      direction: 'asc',
    })
  })

  it('cycles the same column ascending, descending, unsorted', () => {
    expect(nextSort({ columnId: 'name', direction: 'asc' }, 'name')).toEqual({
      columnId: 'name',
      direction: 'desc',
    })
    expect(nextSort({ columnId: 'name', direction: 'desc' }, 'name')).toBeNull()
  })
})

describe('ariaSortFor', () => {
  it('names the sorted column and leaves the others at none', () => {
    const sort = { columnId: 'rent', direction: 'desc' } as const
    expect(ariaSortFor(sort, 'rent')).toBe('descending')
    expect(ariaSortFor({ ...sort, direction: 'asc' }, 'rent')).toBe('ascending')
    expect(ariaSortFor(sort, 'name')).toBe('none')
    expect(ariaSortFor(null, 'name')).toBe('none')
  })
})
