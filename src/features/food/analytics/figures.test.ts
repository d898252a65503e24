import type { FoodAnalyticsDay } from '../foodApi.gen'
import { bpsToPercent, dayTotals, gramsToKg, kgText, mealsInOrder } from './figures'

describe('bpsToPercent', () => {
  it.each([
    [0, '0%'],
    [1000, '10%'],
    [1250, '12.5%'],
    [1234, '12.3%'],
    [5, '0.1%'],
    [4, '0%'],
    [10000, '100%'],
  ])('%p bps → %p', (bps, text) => {
    expect(bpsToPercent(bps)).toBe(text)
  })
})

describe('gramsToKg', () => {
  it.each([
    [0, 0],
    [500, 0.5],
    [12345, 12.3],
    [12350, 12.4],
    [1000000, 1000],
  ])('%p g → %p kg', (grams, kg) => {
    expect(gramsToKg(grams)).toBe(kg)
  })

  it('says when waste was not recorded', () => {
    expect(kgText(null)).toBe('—')
    expect(kgText(2500)).toBe('2.5 kg')
  })
})

const meal = (
  date: string,
  meal_type: FoodAnalyticsDay['meal_type'],
  expected: number,
  served: number | null,
  waste: number | null,
): FoodAnalyticsDay => ({
  date,
  meal_type,
  opted_in: expected,
  skipped: 0,
  away: 0,
  guests: 0,
  expected,
  served,
  waste_grams: waste,
})

describe('dayTotals', () => {
  it('adds up each day, served and waste only over the meals that logged them', () => {
    const days = [
      meal('2026-11-02', 'LUNCH', 30, null, null),
      meal('2026-11-01', 'DINNER', 28, 26, 1200),
      meal('2026-11-01', 'BREAKFAST', 30, null, 800),
      meal('2026-11-02', 'BREAKFAST', 31, null, null),
    ]
    expect(dayTotals(days)).toEqual([
      { date: '2026-11-01', planned: 58, served: 26, wasteGrams: 2000 },
      { date: '2026-11-02', planned: 61, served: null, wasteGrams: null },
    ])
    expect(mealsInOrder(days).map((row) => `${row.date} ${row.meal_type}`)).toEqual([
      '2026-11-01 BREAKFAST',
      '2026-11-01 DINNER',
      '2026-11-02 BREAKFAST',
      '2026-11-02 LUNCH',
    ])
  })
})
