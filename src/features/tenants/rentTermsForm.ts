import { object, string } from 'yup'
import { formatDate } from '../../design-system/format'
import { paiseToRupeesText, rupeesToPaise } from '../../design-system/MoneyInput'
import { firstOfNextMonth } from './dates'
import type { TenantDetail, TenantDetailsUpdateRequest } from './tenantsApi'
import { amountRule, rentRule } from './tenantRules'

export type RentTermsValues = {
  rent: string
  deposit: string
  dueDay: string
  noticeDays: string
  lockInMonths: string
  effectiveFrom: string
  reason: string
}

/** The terms in force now, and the first of next month (what an owner usually means), not before the move-in. */
export function rentTermsValues(tenant: TenantDetail, today: string, decimalPlaces = 2): RentTermsValues {
  const nextMonth = firstOfNextMonth(today)
  return {
    rent: paiseToRupeesText(tenant.rent_paise, decimalPlaces),
    deposit: paiseToRupeesText(tenant.deposit_paise, decimalPlaces),
    dueDay: String(tenant.rent_due_day),
    noticeDays: String(tenant.notice_period_days),
    lockInMonths: String(tenant.lock_in_months),
    effectiveFrom: nextMonth > tenant.move_in_date ? nextMonth : tenant.move_in_date,
    reason: '',
  }
}

const whole = (required: string, min: number, max: number, range: string) =>
  string()
    .required(required)
    .test('range', range, (value) => !value || (Number(value) >= min && Number(value) <= max))

export const rentTermsSchema = (moveInDate: string) =>
  object({
    rent: rentRule(),
    deposit: amountRule('deposit'),
    dueDay: whole('Enter the due day', 1, 28, 'Choose a day from 1 to 28'),
    noticeDays: whole('Enter the notice period', 0, 180, 'Enter 0 to 180 days'),
    lockInMonths: whole('Enter the lock-in', 0, 24, 'Enter 0 to 24 months'),
    effectiveFrom: string()
      .required('Choose the day the new terms apply from')
      .test(
        'after-move-in',
        `The new terms cannot apply before the move-in date (${formatDate(moveInDate)})`,
        (value) => !value || value >= moveInDate,
      ),
    reason: string().max(200, 'Keep the reason under 200 characters'),
  })

type Terms = Pick<
  TenantDetailsUpdateRequest,
  'rent_paise' | 'deposit_paise' | 'rent_due_day' | 'notice_period_days' | 'lock_in_months'
>

const termsOf = (values: RentTermsValues): Required<Terms> => ({
  rent_paise: rupeesToPaise(values.rent) ?? 0,
  deposit_paise: rupeesToPaise(values.deposit) ?? 0,
  rent_due_day: Number(values.dueDay),
  notice_period_days: Number(values.noticeDays),
  lock_in_months: Number(values.lockInMonths),
})

/** The terms that differ from the ones the form started with; {} when none does. */
export function changedTerms(initial: RentTermsValues, values: RentTermsValues): Terms {
  const before = termsOf(initial)
  const after = termsOf(values)
  const keys = Object.keys(after) as (keyof Terms)[]
  return Object.fromEntries(keys.filter((key) => after[key] !== before[key]).map((key) => [key, after[key]]))
}

/** The update body: the day and reason of the new version and only the terms that changed. */
export function rentTermsRequest(
  initial: RentTermsValues,
  values: RentTermsValues,
): TenantDetailsUpdateRequest {
  const reason = values.reason.trim()
  return {
    effective_from: values.effectiveFrom,
    ...(reason ? { reason } : {}),
    ...changedTerms(initial, values),
  }
}

/** Contract field names (the last segment of `body.x`) mapped to the form's. */
export const RENT_TERMS_FIELDS: Record<string, keyof RentTermsValues> = {
  rent_paise: 'rent',
  deposit_paise: 'deposit',
  rent_due_day: 'dueDay',
  notice_period_days: 'noticeDays',
  lock_in_months: 'lockInMonths',
  effective_from: 'effectiveFrom',
  reason: 'reason',
}
