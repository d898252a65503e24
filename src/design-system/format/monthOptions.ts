const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

export type MonthOption = { value: string; label: string }

/**
 * The months of a month picker, as `yyyy-MM` with labels such as "November 2026", newest first: from `after` months
 * ahead of `today`'s month (an ISO date) to `before` months back. Counted in whole months, without Date objects or
 * a formatter: a list screen builds it on its first render.
 */
export function monthOptions(today: string, before: number, after = 0): MonthOption[] {
  const current = Number(today.slice(0, 4)) * 12 + Number(today.slice(5, 7)) - 1
  return Array.from({ length: before + after + 1 }, (_, at) => {
    const index = current + after - at
    const year = Math.floor(index / 12)
    const month = index - year * 12
    return { value: `${year}-${String(month + 1).padStart(2, '0')}`, label: `${MONTH_NAMES[month]} ${year}` }
  })
}
