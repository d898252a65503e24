import { PAGE_SIZE, pagesForRange, pagesKey, sparseRows } from './pagingWindow'

describe('pagesForRange', () => {
  it('asks for the first page of an empty or unknown list', () => {
    expect(pagesForRange(0, -1, 0)).toEqual([0])
  })

  it('covers the rendered rows and the look-ahead past them', () => {
    expect(pagesForRange(0, 12, 100_000)).toEqual([0])
    expect(pagesForRange(40, 60, 100_000)).toEqual([0, 1])
  })

  it('keeps page 0 and drops the pages scrolled past, far down a long list', () => {
    expect(pagesForRange(50_010, 50_030, 100_000)).toEqual([0, 499, 500])
    expect(pagesForRange(50_060, 50_080, 100_000)).toEqual([0, 500, 501])
  })

  it('stops at the last page', () => {
    expect(pagesForRange(99_980, 99_999, 100_000)).toEqual([0, 999])
    expect(pagesForRange(230, 249, 250)).toEqual([0, 1, 2])
  })

  it('honours another page size and look-ahead', () => {
    expect(pagesForRange(25, 30, 1000, 10, 0)).toEqual([0, 2, 3])
  })
})

describe('pagesKey', () => {
  it('is equal for equal page lists', () => {
    expect(pagesKey([0, 4, 5])).toBe(pagesKey([0, 4, 5]))
    expect(pagesKey([0, 4])).not.toBe(pagesKey([0, 5]))
  })
})

describe('sparseRows', () => {
  it('places each page at its offset and leaves the rest empty', () => {
    const pages = new Map([
      [0, ['a', 'b']],
      [2, ['e']],
    ])
    const rows = sparseRows(5, pages, 2)
    expect(rows).toHaveLength(5)
    expect(rows[0]).toBe('a')
    expect(rows[1]).toBe('b')
    expect(rows[2]).toBeUndefined()
    expect(rows[4]).toBe('e')
  })

  it('ignores rows past the count (a page fetched before a delete)', () => {
    expect(sparseRows(1, new Map([[0, ['a', 'b']]]), PAGE_SIZE)).toEqual(['a'])
  })
})
