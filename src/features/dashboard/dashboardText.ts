import { formatCount } from '../../design-system/format'

/** Basis points as a percentage with at most one decimal: 8125 → '81.3%', 9000 → '90%'. */
export function percent(bps: number): string {
  const tenths = Math.round(bps / 10)
  return `${tenths % 10 === 0 ? tenths / 10 : (tenths / 10).toFixed(1)}%`
}

/** A count in Indian grouping: 125000 → '1,25,000'. */
export const count = formatCount

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** '2026-11' → 'Nov 2026'. */
export function monthLabel(month: string): string {
  const [year, number] = month.split('-')
  return `${MONTHS[Number(number) - 1] ?? number} ${year}`
}

/** 'BREAKFAST' → 'Breakfast'. */
export const mealLabel = (meal: string) => meal.charAt(0) + meal.slice(1).toLowerCase()
