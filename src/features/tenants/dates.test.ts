import { firstOfNextMonth, today } from './dates'

describe('today', () => {
  it("is the date in Asia/Kolkata, whatever the browser's zone", () => {
    expect(today(new Date('2026-05-01T18:29:59Z'))).toBe('2026-05-01')
    expect(today(new Date('2026-05-01T18:30:00Z'))).toBe('2026-05-02')
    expect(today(new Date('2026-12-31T19:00:00Z'))).toBe('2027-01-01')
  })
})

describe('firstOfNextMonth', () => {
  it('is the first of the following month, across a year end', () => {
    expect(firstOfNextMonth('2026-11-22')).toBe('2026-12-01')
    expect(firstOfNextMonth('2026-12-01')).toBe('2027-01-01')
    expect(firstOfNextMonth('2026-01-31')).toBe('2026-02-01')
    expect(firstOfNextMonth('not a date')).toBe('')
  })
})
