import { parseIsoDate, toIsoDate } from './isoDate'

describe('toIsoDate', () => {
  it.each([
    [new Date(2024, 0, 5), '2024-01-05'],
    [new Date(2024, 11, 31, 23, 59), '2024-12-31'],
    [new Date(2024, 1, 29), '2024-02-29'],
  ])('formats %s as %s', (date, expected) => {
    expect(toIsoDate(date)).toBe(expected)
  })

  it('gives an empty string for an invalid Date', () => {
    expect(toIsoDate(new Date('not a date'))).toBe('')
  })
})

describe('parseIsoDate', () => {
  it('parses a yyyy-MM-dd string to that local day', () => {
    expect(parseIsoDate('2024-03-09')).toEqual(new Date(2024, 2, 9))
  })

  it.each([
    ['', 'empty'],
    ['2024-02-30', 'a day that does not exist'],
    ['2023-02-29', 'a leap day in a common year'],
    ['2024-13-01', 'month 13'],
    ['2024-3-9', 'single-digit month and day'],
    ['09/03/2024', 'another format'],
    ['2024-03-09T10:00', 'a date-time'],
    [' 2024-03-09', 'surrounding spaces'],
    ['abcd-ef-gh', 'letters'],
  ])('gives null for %p (%s)', (text) => {
    expect(parseIsoDate(text)).toBeNull()
  })

  it('reads a year below 100 as that year, not as one of the 1900s', () => {
    expect(parseIsoDate('0024-02-29')?.getFullYear()).toBe(24)
  })

  it.each(['2024-01-05', '2024-02-29', '1999-12-31', '0024-02-29'])('round-trips %s', (text) => {
    const date = parseIsoDate(text)
    expect(date).not.toBeNull()
    expect(toIsoDate(date as Date)).toBe(text)
  })
})
