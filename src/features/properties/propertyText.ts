import { formatPaise } from '../../design-system/format'
import type { LateFeeType, ProRateMethod, PropertyDetail, RentCycle } from './propertiesApi'

export const RENT_CYCLE_LABELS: Record<RentCycle, string> = {
  CALENDAR_MONTH: 'Calendar month',
  ANNIVERSARY: "From each tenant's move-in date",
}

export const PRO_RATE_LABELS: Record<ProRateMethod, string> = {
  ACTUAL_DAYS: 'By the days in the month',
  THIRTY_DAYS: 'By 30-day months',
  FULL_MONTH: 'Charge the full month',
}

export const LATE_FEE_LABELS: Record<LateFeeType, string> = {
  NONE: 'No late fee',
  FIXED: 'Fixed amount',
  PERCENT: 'Percent of the due',
  PER_DAY: 'Amount per day',
}

/** Select options from a label map, in its order. */
export const optionsOf = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }))

const ordinal = (day: number) => {
  const tens = day % 100
  if (tens >= 11 && tens <= 13) return `${day}th`
  return `${day}${{ 1: 'st', 2: 'nd', 3: 'rd' }[day % 10] ?? 'th'}`
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`

/** 'Calendar month, due on the 5th' or "From each tenant's move-in date". */
export const rentCycleText = ({ rent_cycle, rent_due_day }: PropertyDetail) =>
  rent_cycle === 'CALENDAR_MONTH'
    ? `Calendar month, due on the ${ordinal(rent_due_day)}`
    : RENT_CYCLE_LABELS[rent_cycle]

/** '₹500 once', '2% of the due', '₹50 a day' or 'None'. */
export function lateFeeText(
  { late_fee_type, late_fee_value }: PropertyDetail,
  decimalPlaces: number,
): string {
  const money = () => formatPaise(late_fee_value, { decimalPlaces })
  switch (late_fee_type) {
    case 'NONE':
      return 'None'
    case 'FIXED':
      return `${money()} once`
    case 'PERCENT':
      return `${late_fee_value / 100}% of the due`
    case 'PER_DAY':
      return `${money()} a day`
  }
}

export const daysText = (days: number) => plural(days, 'day')
export const monthsText = (months: number) => (months === 0 ? 'None' : plural(months, 'month'))
