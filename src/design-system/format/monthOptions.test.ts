import { monthOptions } from './monthOptions'

describe('monthOptions', () => {
  it('lists the months around today, newest first, across a new year', () => {
    expect(monthOptions('2026-01-15', 2, 1)).toEqual([
      { value: '2026-02', label: 'February 2026' },
      { value: '2026-01', label: 'January 2026' },
      { value: '2025-12', label: 'December 2025' },
      { value: '2025-11', label: 'November 2025' },
    ])
  })

  it('counts back whole years from December without ahead months by default', () => {
    const options = monthOptions('2026-12-31', 23)
    expect(options).toHaveLength(24)
    expect(options[0]).toEqual({ value: '2026-12', label: 'December 2026' })
    expect(options[12]).toEqual({ value: '2025-12', label: 'December 2025' })
    expect(options.at(-1)).toEqual({ value: '2025-01', label: 'January 2025' })
  })
})
