import { boolean, number, object, string, type AnyObject, type ObjectSchema } from 'yup'
import { formatDate } from '../../../design-system/format/formatDate'
import type { HouseRuleChangeRequest, HouseRuleName, HouseRuleValue, LateFeeType } from '../houseRulesApi.gen'

export const RULES: readonly HouseRuleName[] = [
  'RENT_DUE_DAY',
  'GRACE_DAYS',
  'NOTICE_PERIOD',
  'LOCK_IN',
  'LATE_FEE',
  'CURFEW',
  'OUTPASS',
  'MEAL_CUTOFFS',
]

export const RULE_LABELS: Record<HouseRuleName, string> = {
  RENT_DUE_DAY: 'Rent due day',
  GRACE_DAYS: 'Grace days',
  NOTICE_PERIOD: 'Notice period',
  LOCK_IN: 'Lock-in',
  LATE_FEE: 'Late fee',
  CURFEW: 'Curfew',
  OUTPASS: 'Outpass rules',
  MEAL_CUTOFFS: 'Meal skip cut-offs',
}

export const LATE_FEE_LABELS: Record<LateFeeType, string> = {
  NONE: 'No late fee',
  FIXED: 'Fixed amount',
  PERCENT: 'Percent of the due',
  PER_DAY: 'Amount per day',
}

type Field = keyof HouseRuleValue
type NumberSpec = { kind: 'number'; label: string; min: number; max: number; hint?: string; optional?: true }
export type FieldSpec =
  | NumberSpec
  | { kind: 'fee'; label: string }
  | { kind: 'feeType'; label: string }
  | { kind: 'time'; label: string; hint: string }
  | { kind: 'flag'; label: string }

const hours = (label: string): NumberSpec => ({ kind: 'number', label, min: 0, max: 168 })
const cutoff = (meal: string): NumberSpec => ({
  kind: 'number',
  label: `${meal} cut-off (minutes before it starts)`,
  min: 0,
  max: 2880,
})

/** Each field of a rule's value as the form shows it; the bounds are the contract's. */
export const FIELD_SPECS: Record<Field, FieldSpec> = {
  rent_due_day: { kind: 'number', label: 'Rent due on day', min: 1, max: 28, hint: '1 to 28 of each month' },
  grace_days: { kind: 'number', label: 'Grace days after the due day', min: 0, max: 31 },
  notice_period_days: { kind: 'number', label: 'Notice period (days)', min: 0, max: 180 },
  lock_in_months: { kind: 'number', label: 'Lock-in (months)', min: 0, max: 24 },
  late_fee_type: { kind: 'feeType', label: 'Late fee' },
  late_fee_value: { kind: 'fee', label: 'Fee' },
  curfew_time: { kind: 'time', label: 'Curfew', hint: 'HH:mm, 24-hour clock' },
  late_grace_minutes: { kind: 'number', label: 'Grace after the curfew (minutes)', min: 0, max: 240 },
  require_guardian_approval: { kind: 'flag', label: 'Guardian approves passes' },
  lead_hours_day_outing: hours('Notice for a day outing (hours)'),
  lead_hours_night_out: hours('Notice for a night out (hours)'),
  lead_hours_home_leave: hours('Notice for home leave (hours)'),
  lead_hours_emergency: hours('Notice for an emergency (hours)'),
  monthly_quota: {
    kind: 'number',
    label: 'Night passes a month',
    min: 0,
    max: 31,
    hint: 'Empty for no limit',
    optional: true,
  },
  auto_approve_outing_hours: {
    kind: 'number',
    label: 'Approve day outings up to (hours) at once',
    min: 0,
    max: 12,
  },
  auto_skip_meals: { kind: 'flag', label: 'Skip meals of residents away on a pass' },
  breakfast_cutoff_minutes: cutoff('Breakfast'),
  lunch_cutoff_minutes: cutoff('Lunch'),
  snacks_cutoff_minutes: cutoff('Snacks'),
  dinner_cutoff_minutes: cutoff('Dinner'),
}

export const RULE_FIELDS: Record<HouseRuleName, readonly Field[]> = {
  RENT_DUE_DAY: ['rent_due_day'],
  GRACE_DAYS: ['grace_days'],
  NOTICE_PERIOD: ['notice_period_days'],
  LOCK_IN: ['lock_in_months'],
  LATE_FEE: ['late_fee_type', 'late_fee_value'],
  CURFEW: ['curfew_time', 'late_grace_minutes'],
  OUTPASS: [
    'require_guardian_approval',
    'lead_hours_day_outing',
    'lead_hours_night_out',
    'lead_hours_home_leave',
    'lead_hours_emergency',
    'monthly_quota',
    'auto_approve_outing_hours',
    'auto_skip_meals',
  ],
  MEAL_CUTOFFS: [
    'breakfast_cutoff_minutes',
    'lunch_cutoff_minutes',
    'snacks_cutoff_minutes',
    'dinner_cutoff_minutes',
  ],
}

/** The form's values: each field of the rule as typed (flags as booleans), and the date it applies from. */
export type RuleValues = Partial<Record<Field, string | boolean>> & { effective_from: string }

const rupees = (paise: number) =>
  `₹${new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 }).format(paise / 100)}`

/** One line reading a rule's value, as the table and the history show it. */
export function valueText(rule: HouseRuleName, value: HouseRuleValue | null): string {
  if (value === null) return 'Follows the default'
  switch (rule) {
    case 'RENT_DUE_DAY':
      return `Day ${value.rent_due_day}`
    case 'GRACE_DAYS':
      return `${value.grace_days} days`
    case 'NOTICE_PERIOD':
      return `${value.notice_period_days} days`
    case 'LOCK_IN':
      return value.lock_in_months ? `${value.lock_in_months} months` : 'None'
    case 'LATE_FEE':
      if (value.late_fee_type === 'FIXED') return `${rupees(value.late_fee_value ?? 0)} once`
      if (value.late_fee_type === 'PER_DAY') return `${rupees(value.late_fee_value ?? 0)} a day`
      if (value.late_fee_type === 'PERCENT') return `${(value.late_fee_value ?? 0) / 100}% of the due`
      return 'None'
    case 'CURFEW':
      return `${value.curfew_time}, ${value.late_grace_minutes} min grace`
    case 'OUTPASS':
      return [
        value.require_guardian_approval ? 'Guardian approves' : 'No guardian approval',
        `night out ${value.lead_hours_night_out} h ahead`,
        value.monthly_quota === null ? 'no monthly limit' : `${value.monthly_quota} a month`,
      ].join(', ')
    case 'MEAL_CUTOFFS':
      return `Breakfast ${value.breakfast_cutoff_minutes}, lunch ${value.lunch_cutoff_minutes}, snacks ${value.snacks_cutoff_minutes}, dinner ${value.dinner_cutoff_minutes} min before`
  }
}

/** "From 1 Dec 2026: Day 10" for an upcoming change. */
export const upcomingText = (rule: HouseRuleName, date: string, value: HouseRuleValue) =>
  `From ${formatDate(date)}: ${valueText(rule, value)}`

/** The form's starting values: the value in force, applying from `effectiveFrom`. */
export function ruleValues(rule: HouseRuleName, value: HouseRuleValue, effectiveFrom: string): RuleValues {
  const values: RuleValues = { effective_from: effectiveFrom }
  for (const field of RULE_FIELDS[rule]) {
    const current = value[field]
    if (typeof current === 'boolean') values[field] = current
    else if (field === 'late_fee_value') values[field] = String((value.late_fee_value ?? 0) / 100)
    else values[field] = current === null || current === undefined ? '' : String(current)
  }
  return values
}

const textOf = (value: string | boolean | undefined) => (typeof value === 'string' ? value : '')

/** The request for the form's values: numbers as integers, fees in paise, percent in basis points. */
export function ruleRequest(rule: HouseRuleName, values: RuleValues): HouseRuleChangeRequest {
  const value: Record<string, unknown> = {}
  for (const field of RULE_FIELDS[rule]) {
    const spec = FIELD_SPECS[field]
    const raw = values[field]
    if (spec.kind === 'flag') value[field] = raw === true
    else if (spec.kind === 'feeType' || spec.kind === 'time') value[field] = textOf(raw)
    else if (spec.kind === 'fee')
      value[field] = values.late_fee_type === 'NONE' ? 0 : Math.round(Number(textOf(raw)) * 100)
    else value[field] = textOf(raw) === '' && spec.optional ? null : Number(textOf(raw))
  }
  return { effective_from: values.effective_from, value: value as HouseRuleValue }
}

const feeLabel = (type: string | boolean | undefined) =>
  type === 'PERCENT' ? 'Percent of the due (%)' : type === 'PER_DAY' ? 'Fee per day (₹)' : 'Fee (₹)'
export const feeFieldLabel = feeLabel

/** Validation of the rule's fields and the date (today or later, `today` in Asia/Kolkata). */
export function ruleSchema(rule: HouseRuleName, today: string): ObjectSchema<AnyObject> {
  const shape: Record<string, unknown> = {
    effective_from: string()
      .required('Choose the day the change applies from')
      .matches(/^\d{4}-\d{2}-\d{2}$/, 'Choose a date')
      .test('not-past', 'Pick today or a later date', (value) => !value || value >= today),
  }
  for (const field of RULE_FIELDS[rule]) {
    const spec = FIELD_SPECS[field]
    if (spec.kind === 'flag') shape[field] = boolean()
    else if (spec.kind === 'feeType') shape[field] = string().required('Choose the kind of late fee')
    else if (spec.kind === 'time')
      shape[field] = string()
        .required('Enter the curfew')
        .matches(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, 'Enter a time as HH:mm, e.g. 22:00')
    else if (spec.kind === 'fee')
      shape[field] = string().when('late_fee_type', {
        is: 'NONE',
        then: (schema) => schema,
        otherwise: (schema) =>
          schema
            .required('Enter the fee')
            .test('positive', 'Enter more than 0', (value) => Number(value) > 0)
            .when('late_fee_type', {
              is: 'PERCENT',
              then: (inner) => inner.test('percent', 'At most 100%', (value) => Number(value) <= 100),
              otherwise: (inner) =>
                inner.test('amount', 'At most ₹1,00,000', (value) => Number(value) <= 100_000),
            }),
      })
    else {
      const bounded = number()
        .typeError('Enter a whole number')
        .integer('Enter a whole number')
        .min(spec.min, `At least ${spec.min}`)
        .max(spec.max, `At most ${spec.max}`)
      shape[field] = string().test('bounded', function check(value) {
        if (!value) return spec.optional ? true : this.createError({ message: 'Enter a value' })
        try {
          bounded.validateSync(Number(value))
          return true
        } catch (error) {
          return this.createError({ message: (error as Error).message })
        }
      })
    }
  }
  return object(shape as Record<string, never>)
}

/** Server field names (the last part of `body.value.<field>`) to form fields: the same names. */
export function serverFields(rule: HouseRuleName): Record<string, string> {
  return Object.fromEntries([...RULE_FIELDS[rule], 'effective_from'].map((field) => [field, field]))
}

/** The day after a 'yyyy-MM-dd' day. */
export function nextDay(date: string): string {
  const next = new Date(`${date}T00:00:00Z`)
  next.setUTCDate(next.getUTCDate() + 1)
  return next.toISOString().slice(0, 10)
}
