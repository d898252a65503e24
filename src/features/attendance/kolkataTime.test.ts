import { formatMoment, kolkataInstant, kolkataParts } from './kolkataTime'

describe('Kolkata moments', () => {
  it('reads an instant on the Kolkata clock, across midnight UTC', () => {
    expect(kolkataParts('2026-11-25T19:00:00Z')).toEqual({ date: '2026-11-26', time: '00:30' })
  })

  it('shows a moment as the app shows dates, with the time', () => {
    expect(formatMoment('2026-11-25T16:30:00Z')).toBe('25/11/2026 22:00')
    expect(formatMoment(null)).toBe('')
  })

  it('writes a Kolkata day and time as an instant that reads back the same', () => {
    const instant = kolkataInstant('2026-11-25', '06:15')
    expect(instant).toBe('2026-11-25T06:15:00+05:30')
    expect(kolkataParts(instant)).toEqual({ date: '2026-11-25', time: '06:15' })
  })
})
