import { allocate } from './allocation'
import { taxOf } from './money'

const properties = (...beds: number[]) =>
  beds.map((count, index) => ({ property_id: index + 1, property_name: `P${index + 1}`, beds: count }))

describe('allocation by beds', () => {
  it.each([
    [100, [1, 1, 1], [34, 33, 33]],
    [1000, [3, 0, 7], [300, 0, 700]],
    [10, [1, 2], [3, 7]],
    [1, [1, 1], [1, 0]],
    [7, [0, 0, 0], [3, 2, 2]],
    [10, [0, 0], [5, 5]],
    [99_99_999, [40, 0, 27], [59_70_149, 0, 40_29_850]],
    [10_000_000_000, [3, 3, 3], [3_333_333_334, 3_333_333_333, 3_333_333_333]],
  ])('%i paise over beds %j is %j, adding up to the paisa', (amount, beds, shares) => {
    const allocated = allocate(amount, properties(...beds)).map((share) => share.amount_paise)
    expect(allocated).toEqual(shares)
    expect(allocated.reduce((sum, share) => sum + share, 0)).toBe(amount)
  })
})

describe('GST inside an amount', () => {
  it.each([
    [100_00, 18, 15_25],
    [118_00, 18, 18_00],
    [59, 18, 9],
    [16, 28, 4],
    [14, 12, 2],
    [21, 5, 1],
    [10, 5, 0],
    [11, 5, 1],
    [5_000_00, 0, 0],
    [10_000_000_000, 28, 2_187_500_000],
    [9_999_999_999, 18, 1_525_423_729],
  ])('%i paise at %i%% carries %i paise of tax', (amount, rate, tax) => {
    expect(taxOf(amount, rate)).toBe(tax)
  })
})
