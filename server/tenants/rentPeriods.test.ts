import { periodOf, proRate, rentBetween, roundToRupee } from './rentPeriods'

it('finds calendar-month and anniversary periods, the 31st falling back to the month’s last day', () => {
  expect(periodOf('2026-02-14', 'CALENDAR_MONTH', '2025-07-31')).toEqual({
    start: '2026-02-01',
    end: '2026-02-28',
    days: 28,
  })
  expect(periodOf('2026-02-14', 'ANNIVERSARY', '2025-07-31')).toEqual({
    start: '2026-01-31',
    end: '2026-02-27',
    days: 28,
  })
  expect(periodOf('2026-03-05', 'ANNIVERSARY', '2025-07-10')).toEqual({
    start: '2026-02-10',
    end: '2026-03-09',
    days: 28,
  })
})

it('pro-rates by actual days, by 30 days or not at all, rounding half up to the rupee', () => {
  expect(roundToRupee(900_000, 10, 31)).toBe(290_300)
  expect(roundToRupee(150, 1, 1)).toBe(200)
  expect(proRate(900_000, 10, 31, 'ACTUAL_DAYS')).toBe(290_300)
  expect(proRate(900_000, 10, 31, 'THIRTY_DAYS')).toBe(300_000)
  expect(proRate(900_000, 31, 31, 'THIRTY_DAYS')).toBe(900_000)
  expect(proRate(900_000, 10, 31, 'FULL_MONTH')).toBe(900_000)
  expect(proRate(900_000, 0, 31, 'ACTUAL_DAYS')).toBe(0)
})

it('charges a span period by period', () => {
  const spans = rentBetween(
    900_000,
    '2026-12-01',
    '2027-01-10',
    { rent_cycle: 'CALENDAR_MONTH', pro_rate_method: 'ACTUAL_DAYS' },
    '2026-10-01',
  )
  expect(spans.map(({ from, to, amount_paise }) => [from, to, amount_paise])).toEqual([
    ['2026-12-01', '2026-12-31', 900_000],
    ['2027-01-01', '2027-01-10', 290_300],
  ])
})
