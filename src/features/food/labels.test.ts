import { clockLabel, cutoffLabel, weekdayLabel, windowLabel } from './labels'

describe('clockLabel', () => {
  it.each([
    ['07:30', '7:30 am'],
    ['00:00', '12:00 am'],
    ['12:15', '12:15 pm'],
    ['21:00', '9:00 pm'],
    ['23:59', '11:59 pm'],
  ])('%s → %s', (clock, label) => {
    expect(clockLabel(clock)).toBe(label)
  })

  it('writes a window with both ends', () => {
    expect(windowLabel('20:00', '21:30')).toBe('8:00 pm – 9:30 pm')
  })
})

describe('cutoffLabel', () => {
  it('closes breakfast at 9 pm the evening before (630 minutes before 7:30)', () => {
    expect(cutoffLabel('07:30', 630)).toBe('Skips close at 9:00 pm the day before')
  })

  it('closes dinner three hours ahead on the same day', () => {
    expect(cutoffLabel('20:00', 180)).toBe('Skips close at 5:00 pm the same day')
  })

  it('closes at midnight exactly on the same day', () => {
    expect(cutoffLabel('07:30', 450)).toBe('Skips close at 12:00 am the same day')
  })

  it('counts whole days for a two-day cut-off', () => {
    expect(cutoffLabel('07:30', 2880)).toBe('Skips close at 7:30 am, 2 days before')
  })

  it('shows the start itself with no cut-off', () => {
    expect(cutoffLabel('12:30', 0)).toBe('Skips close at 12:30 pm the same day')
  })
})

describe('weekdayLabel', () => {
  it('names Monday 1 and Sunday 7', () => {
    expect([weekdayLabel(1), weekdayLabel(7)]).toEqual(['Monday', 'Sunday'])
  })
})
