import { tickInterval } from './axes'

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
