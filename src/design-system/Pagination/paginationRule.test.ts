import {
  DEFAULT_ROWS_PER_PAGE,
  normalizePage,
  normalizeRowsPerPage,
  pageCount,
  pageRange,
  rangeText,
  ROWS_PER_PAGE_OPTIONS,
} from './paginationRule'

describe('constants (spec §9)', () => {
  it('offers exactly 10, 20 and 50 rows per page, defaulting to 10', () => {
    expect(ROWS_PER_PAGE_OPTIONS).toEqual([10, 20, 50])
    expect(DEFAULT_ROWS_PER_PAGE).toBe(10)
  })
})

describe('normalizePage (spec §5)', () => {
  it.each([
    [undefined, 1],
    [null, 1],
    ['', 1],
    ['1', 1],
    ['3', 3],
    ['03', 3],
    [3, 3],
    [250, 250],
    ['2.5', 1],
    [2.5, 1],
    ['abc', 1],
    ['3abc', 1],
    [' 3', 1],
    ['0', 1],
    [0, 1],
    ['-1', 1],
    [-1, 1],
    ['1e3', 1],
    ['99999999999999999999', 1],
    [Number.NaN, 1],
    [Number.POSITIVE_INFINITY, 1],
    [['3'], 1],
    [{}, 1],
  ])('normalizePage(%p) → %p', (raw, expected) => {
    expect(normalizePage(raw)).toBe(expected)
  })
})

describe('normalizeRowsPerPage (spec §5)', () => {
  it.each([
    [undefined, 10],
    ['10', 10],
    ['20', 20],
    ['50', 50],
    [20, 20],
    [50, 50],
    ['25', 10],
    [100, 10],
    ['abc', 10],
    ['20.0', 10],
    [0, 10],
    [-20, 10],
    [null, 10],
  ])('normalizeRowsPerPage(%p) → %p', (raw, expected) => {
    expect(normalizeRowsPerPage(raw)).toBe(expected)
  })
})

describe('pageCount', () => {
  it.each([
    [0, 10, 1],
    [1, 10, 1],
    [10, 10, 1],
    [11, 10, 2],
    [243, 10, 25],
    [243, 20, 13],
    [243, 50, 5],
  ])('pageCount(%p, %p) → %p', (total, rowsPerPage, expected) => {
    expect(pageCount(total, rowsPerPage)).toBe(expected)
  })
})

describe('pageRange', () => {
  it.each([
    [1, 1, [1]],
    [1, 5, [1, 2, 3, 4, 5]],
    [4, 7, [1, 2, 3, 4, 5, 6, 7]],
    [1, 8, [1, 2, 3, 4, 5, 'end-ellipsis', 8]],
    [5, 8, [1, 'start-ellipsis', 4, 5, 6, 7, 8]],
    [1, 25, [1, 2, 3, 4, 5, 'end-ellipsis', 25]],
    [4, 25, [1, 2, 3, 4, 5, 'end-ellipsis', 25]],
    [5, 25, [1, 'start-ellipsis', 4, 5, 6, 'end-ellipsis', 25]],
    [13, 25, [1, 'start-ellipsis', 12, 13, 14, 'end-ellipsis', 25]],
    [21, 25, [1, 'start-ellipsis', 20, 21, 22, 'end-ellipsis', 25]],
    [22, 25, [1, 'start-ellipsis', 21, 22, 23, 24, 25]],
    [25, 25, [1, 'start-ellipsis', 21, 22, 23, 24, 25]],
    [99, 25, [1, 'start-ellipsis', 21, 22, 23, 24, 25]],
  ])('pageRange(%p, %p) → %p', (page, count, expected) => {
    expect(pageRange(page, count)).toEqual(expected)
  })
})

describe('rangeText', () => {
  it.each([
    [1, 10, 243, '1–10 of 243'],
    [2, 10, 243, '11–20 of 243'],
    [25, 10, 243, '241–243 of 243'],
    [99, 10, 243, '241–243 of 243'],
    [1, 50, 243, '1–50 of 243'],
    [1, 10, 7, '1–7 of 7'],
    [1, 10, 0, '0 of 0'],
    [2, 10, 124300, '11–20 of 1,24,300'],
  ])('rangeText(%p, %p, %p) → %p', (page, rowsPerPage, total, expected) => {
    expect(rangeText(page, rowsPerPage, total)).toBe(expected)
  })

  it('uses an en dash, not a hyphen', () => {
    expect(rangeText(1, 10, 243)).toContain('\u2013')
  })
})
