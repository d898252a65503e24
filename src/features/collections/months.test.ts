import { monthOptions } from './months'

describe('monthOptions', () => {
  it('lists the months around today, newest first', () => {
    const options = monthOptions('2026-01-15', 2, 1)
    expect(options).toEqual([
      { value: '2026-02', label: 'February 2026' },
      { value: '2026-01', label: 'January 2026' },
      { value: '2025-12', label: 'December 2025' },
      { value: '2025-11', label: 'November 2025' },
    ])
  })
})
