import { splitGst } from './gst'

describe('splitGst', () => {
  it('takes the tax out of an amount that includes it', () => {
    expect(splitGst(118000, 18)).toEqual({ taxPaise: 18000, taxablePaise: 100000 })
    expect(splitGst(105000, 5)).toEqual({ taxPaise: 5000, taxablePaise: 100000 })
  })

  it('rounds half away from zero, as the provider does', () => {
    // 1 × 18 / 118 = 0.15… → 0; 59 × 18 / 118 = 9 exactly; 3 × 28 / 128 = 0.656… → 1.
    expect(splitGst(1, 18)).toEqual({ taxPaise: 0, taxablePaise: 1 })
    expect(splitGst(59, 18)).toEqual({ taxPaise: 9, taxablePaise: 50 })
    expect(splitGst(3, 28)).toEqual({ taxPaise: 1, taxablePaise: 2 })
    // 112 × 12 / 112 = 12; 56 × 12 / 112 = 6; 28 × 12 / 112 = 3; 14 × 12 / 112 = 1.5 → 2 (half away from zero).
    expect(splitGst(14, 12)).toEqual({ taxPaise: 2, taxablePaise: 12 })
    // 21 × 5 / 105 = 1 exactly; 10.5 × 5 / 105 would be half: 2100001 × 5 / 105 = 100000.047… → 100000.
    expect(splitGst(2100001, 5)).toEqual({ taxPaise: 100000, taxablePaise: 2000001 })
  })

  it('keeps the amount whole at 0% and for large amounts', () => {
    expect(splitGst(123456, 0)).toEqual({ taxPaise: 0, taxablePaise: 123456 })
    expect(splitGst(99_999_999_999, 28)).toEqual({ taxPaise: 21_875_000_000, taxablePaise: 78_124_999_999 })
  })
})
