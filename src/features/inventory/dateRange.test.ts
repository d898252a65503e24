import { daysFrom, rangeProblem } from './dateRange'

describe('rangeProblem', () => {
  it('accepts a range of one day up to 366 days', () => {
    expect(rangeProblem('2026-11-22', '2026-11-22')).toBeNull()
    expect(rangeProblem('2026-01-01', '2026-12-31')).toBeNull()
    expect(rangeProblem('2028-01-01', '2028-12-31')).toBeNull()
  })

  it('refuses missing dates, reversed ranges and ranges over a year', () => {
    expect(rangeProblem('', '2026-11-22')).toBe('Choose both dates')
    expect(rangeProblem('2026-11-22', '2026-11-21')).toBe('The end is before the start')
    expect(rangeProblem('2026-01-01', '2027-01-02')).toBe('Choose a range of at most a year')
  })
})

describe('daysFrom', () => {
  it('adds calendar days across months', () => {
    expect(daysFrom('2026-11-22', 30)).toBe('2026-12-22')
    expect(daysFrom('not a date', 1)).toBe('')
  })
})
