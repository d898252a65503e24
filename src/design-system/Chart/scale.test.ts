import { along, categoryCentres, nearestCategory, tickInterval, valueAxis } from './scale'

describe('tickInterval', () => {
  it.each([
    [30, 10, 2],
    [31, 10, 3],
    [7, 10, 0],
    [10, 10, 0],
    [90, 8, 11],
    [5, 5, 0],
  ])('shows at most the labels asked for: %i labels, at most %i, every %i + 1', (labels, most, interval) => {
    expect(tickInterval(labels, most)).toBe(interval)
    expect(Math.ceil(labels / (interval + 1))).toBeLessThanOrEqual(most)
  })

  it('shows every label when no most is given', () => {
    expect(tickInterval(12)).toBe(0)
    expect(tickInterval(0)).toBe(0)
  })
})

describe('valueAxis', () => {
  it('runs from 0 to a round number at or above the greatest value, in round steps', () => {
    expect(valueAxis([120, 87, null, 143])).toEqual({ min: 0, max: 150, ticks: [0, 50, 100, 150] })
    expect(valueAxis([62000, 48000, 33500])).toEqual({
      min: 0,
      max: 80000,
      ticks: [0, 20000, 40000, 60000, 80000],
    })
  })

  it('steps by fractions when the values are small, without binary noise', () => {
    expect(valueAxis([0.7, 0.2])).toEqual({ min: 0, max: 0.8, ticks: [0, 0.2, 0.4, 0.6, 0.8] })
  })

  it('steps by whole numbers for counts', () => {
    expect(valueAxis([3, 1, 2], { integers: true })).toEqual({ min: 0, max: 3, ticks: [0, 1, 2, 3] })
    expect(valueAxis([1], { integers: true }).ticks.every(Number.isInteger)).toBe(true)
  })

  it('keeps a domain asked for', () => {
    expect(valueAxis([82.5, 91], { domain: [0, 100] })).toEqual({
      min: 0,
      max: 100,
      ticks: [0, 20, 40, 60, 80, 100],
    })
  })

  it('reaches below 0 for negative values', () => {
    expect(valueAxis([-30, 70])).toEqual({ min: -40, max: 80, ticks: [-40, -20, 0, 20, 40, 60, 80] })
  })

  it('still runs from 0 to 1 with nothing but 0s, or nothing at all', () => {
    expect(valueAxis([0, null])).toEqual({ min: 0, max: 1, ticks: [0, 0.2, 0.4, 0.6, 0.8, 1] })
    expect(valueAxis([], { integers: true })).toEqual({ min: 0, max: 1, ticks: [0, 1] })
  })
})

describe('positions', () => {
  it('places a value in proportion along its axis', () => {
    expect(along(75, { min: 0, max: 150 }, 200)).toBe(100)
    expect(along(0, { min: -40, max: 80 }, 120)).toBe(40)
  })

  it('spreads a line’s points end to end, and bars’ categories at their bands’ middles', () => {
    expect(categoryCentres(3, 100, 'points')).toEqual([0, 50, 100])
    expect(categoryCentres(1, 100, 'points')).toEqual([50])
    expect(categoryCentres(4, 100, 'bands')).toEqual([12.5, 37.5, 62.5, 87.5])
  })

  it('finds the category nearest to a pointer', () => {
    const centres = categoryCentres(4, 100, 'bands')
    expect(nearestCategory(centres, 0)).toBe(0)
    expect(nearestCategory(centres, 40)).toBe(1)
    expect(nearestCategory(centres, 99)).toBe(3)
  })
})
