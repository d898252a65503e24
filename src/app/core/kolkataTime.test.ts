import { activityTime } from './activity/activityTime'
import { formatMoment, kolkataClock, kolkataInstant, kolkataParts } from './kolkataTime'

/** Every 7 hours 13 minutes over two years, across month, year and leap-day ends: instants the sweep reads. */
const SWEEP = Array.from(
  { length: 2500 },
  (_, step) => new Date(Date.UTC(2027, 11, 31, 23, 59) - step * (7 * 60 + 13) * 60_000),
)

/** What the browser's time zone data says of an instant on the Kolkata clock, to compare the fixed offset with. */
const INTL_PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Kolkata',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})
const INTL_ACTIVITY = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: true,
})

describe('Kolkata moments', () => {
  it('reads an instant on the Kolkata clock, across midnight UTC', () => {
    expect(kolkataParts('2026-11-25T19:00:00Z')).toEqual({ date: '2026-11-26', time: '00:30' })
    expect(kolkataClock('2026-11-25T18:29:00Z')).toBe('23:59')
  })

  it('reads every instant of two years as the time zone data does', () => {
    for (const instant of SWEEP) {
      const parts = Object.fromEntries(
        INTL_PARTS.formatToParts(instant).map((part) => [part.type, part.value]),
      )
      expect(kolkataParts(instant)).toEqual({
        date: `${parts.year}-${parts.month}-${parts.day}`,
        time: `${parts.hour}:${parts.minute}`,
      })
    }
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

describe('activityTime', () => {
  it("writes when an entry was made on India's English 12-hour clock", () => {
    expect(activityTime('2026-11-22T04:35:00Z')).toBe('22/11/2026, 10:05 am')
    expect(activityTime('2026-11-22T03:35:00Z')).toBe('22/11/2026, 09:05 am')
    expect(activityTime('2026-11-22T06:30:00Z')).toBe('22/11/2026, 12:00 pm')
    expect(activityTime('2026-11-21T18:30:00Z')).toBe('22/11/2026, 12:00 am')
    expect(activityTime('not a time')).toBe('')
  })

  it('writes every instant of two years as the time zone data does', () => {
    for (const instant of SWEEP)
      expect(activityTime(instant.toISOString())).toBe(INTL_ACTIVITY.format(instant))
  })
})
