import { presetRange } from './periods'

describe('presetRange', () => {
  it.each([
    ['this_month', '2026-11-25', '2026-11-01', '2026-11-30'],
    ['this_month', '2028-02-10', '2028-02-01', '2028-02-29'],
    ['last_month', '2026-11-25', '2026-10-01', '2026-10-31'],
    ['last_month', '2027-01-05', '2026-12-01', '2026-12-31'],
    ['this_quarter', '2026-11-25', '2026-10-01', '2026-12-31'],
    ['this_quarter', '2027-02-14', '2027-01-01', '2027-03-31'],
    ['this_quarter', '2026-04-01', '2026-04-01', '2026-06-30'],
    ['this_financial_year', '2026-11-25', '2026-04-01', '2027-03-31'],
    ['this_financial_year', '2027-03-31', '2026-04-01', '2027-03-31'],
    ['last_financial_year', '2026-11-25', '2025-04-01', '2026-03-31'],
  ] as const)('%s on %s is %s to %s', (preset, today, from, to) => {
    expect(presetRange(preset, today)).toEqual({ from, to })
  })

  it('leaves custom dates to the operator', () => {
    expect(presetRange('custom', '2026-11-25')).toBeNull()
  })
})
