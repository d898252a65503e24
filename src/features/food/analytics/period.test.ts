import { lastDays, periodDates } from './period'

describe('lastDays', () => {
  it('ends yesterday and counts the days inclusively', () => {
    expect(lastDays(7, '2026-11-25')).toEqual({ fromDate: '2026-11-18', toDate: '2026-11-24' })
    expect(lastDays(30, '2026-03-01')).toEqual({ fromDate: '2026-01-30', toDate: '2026-02-28' })
    expect(lastDays(90, '2026-11-25')).toEqual({ fromDate: '2026-08-27', toDate: '2026-11-24' })
  })
})

describe('periodDates', () => {
  const today = '2026-11-25'

  it('gives the last N days for the presets', () => {
    expect(periodDates('30', today)).toEqual({ ok: true, fromDate: '2026-10-26', toDate: '2026-11-24' })
  })

  it('takes a range of up to 92 days ending today at the latest', () => {
    expect(periodDates('range', today, { fromDate: '2026-08-26', toDate: '2026-11-25' })).toEqual({
      ok: true,
      fromDate: '2026-08-26',
      toDate: '2026-11-25',
    })
  })

  it.each([
    [{}, { fromDate: 'Enter the first day', toDate: 'Enter the last day' }],
    [{ fromDate: '2026-11-01', toDate: '2026-11-26' }, { toDate: 'The last day cannot be after today' }],
    [
      { fromDate: '2026-11-10', toDate: '2026-11-09' },
      { toDate: 'The last day must be on or after the first' },
    ],
    [{ fromDate: '2026-08-25', toDate: '2026-11-25' }, { toDate: 'Choose at most 92 days' }],
    [{ fromDate: '2026-02-30', toDate: '2026-03-02' }, { fromDate: 'Enter the first day' }],
  ])('refuses the range %p naming the field', (range, errors) => {
    expect(periodDates('range', today, range)).toMatchObject({ ok: false, errors })
  })
})
