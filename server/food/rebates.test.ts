import { addDays } from '../calendar'
import { rebateOf, type RebateRules } from './rebates'

const days = (from: string, count: number) => Array.from({ length: count }, (_, i) => addDays(from, i))
const rules = (rule: RebateRules['rebate_rule'], min = 5, max = 15): RebateRules => ({
  rebate_rule: rule,
  rebate_min_absence_days: min,
  rebate_max_days_per_month: max,
})

describe('rebateOf', () => {
  it('credits every day of an absence long enough under FULL_DAYS, and none of a shorter one', () => {
    const absent = [...days('2026-03-02', 6), ...days('2026-03-20', 4)]
    expect(rebateOf(absent, rules('FULL_DAYS'), 116_66)).toEqual({
      absent_days: 6,
      rebate_days: 6,
      rebate_paise: 6 * 116_66,
    })
  })

  it('credits the days less two under DAYS_MINUS_TWO', () => {
    expect(rebateOf(days('2026-03-02', 7), rules('DAYS_MINUS_TWO'), 100_00)).toEqual({
      absent_days: 7,
      rebate_days: 5,
      rebate_paise: 500_00,
    })
  })

  it('gives nothing under NONE but still reports the absence', () => {
    expect(rebateOf(days('2026-03-02', 10), rules('NONE'), 100_00)).toEqual({
      absent_days: 10,
      rebate_days: 0,
      rebate_paise: 0,
    })
  })

  it('breaks an absence at a day eaten', () => {
    const absent = [...days('2026-03-02', 3), ...days('2026-03-06', 3)]
    expect(rebateOf(absent, rules('FULL_DAYS', 5), 100_00).rebate_days).toBe(0)
  })

  it('caps the credited days per calendar month, counting a day in its own month', () => {
    // 20 days from 20 March: 12 in March, 8 in April; max 10 a month → 10 + 8.
    expect(rebateOf(days('2026-03-20', 20), rules('FULL_DAYS', 5, 10), 100_00)).toEqual({
      absent_days: 20,
      rebate_days: 18,
      rebate_paise: 1800_00,
    })
  })
})
