import type { Db } from '../db/database'
import type { Flag, FoodMealType, LateFeeType, PropertyRow } from '../db/schema'
import { foodSetupOf } from '../food/setup'
import { outpassSetupOf } from '../outpass/setup'

/** The rules an operator sets by default and a property may override (the contract's `HouseRuleName`). */
export const HOUSE_RULES = [
  'RENT_DUE_DAY',
  'GRACE_DAYS',
  'NOTICE_PERIOD',
  'LOCK_IN',
  'LATE_FEE',
  'CURFEW',
  'OUTPASS',
  'MEAL_CUTOFFS',
] as const
export type HouseRule = (typeof HOUSE_RULES)[number]

/** The contract's `HouseRuleValue`: one rule's fields (only those of its rule are present). */
export type HouseRuleValue = {
  rent_due_day?: number
  grace_days?: number
  notice_period_days?: number
  lock_in_months?: number
  late_fee_type?: LateFeeType
  late_fee_value?: number
  curfew_time?: string
  late_grace_minutes?: number
  require_guardian_approval?: boolean
  lead_hours_day_outing?: number
  lead_hours_night_out?: number
  lead_hours_home_leave?: number
  lead_hours_emergency?: number
  monthly_quota?: number | null
  auto_approve_outing_hours?: number
  auto_skip_meals?: boolean
  breakfast_cutoff_minutes?: number
  lunch_cutoff_minutes?: number
  snacks_cutoff_minutes?: number
  dinner_cutoff_minutes?: number
}
type Field = keyof HouseRuleValue

/** Each rule's fields, in the order a form shows them. */
export const RULE_FIELDS: Record<HouseRule, readonly Field[]> = {
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

export const RULE_LABELS: Record<HouseRule, string> = {
  RENT_DUE_DAY: 'Rent due day',
  GRACE_DAYS: 'Grace days',
  NOTICE_PERIOD: 'Notice period',
  LOCK_IN: 'Lock-in',
  LATE_FEE: 'Late fee',
  CURFEW: 'Curfew',
  OUTPASS: 'Outpass rules',
  MEAL_CUTOFFS: 'Meal skip cut-offs',
}

const CUTOFF_FIELDS: Record<FoodMealType, Field> = {
  BREAKFAST: 'breakfast_cutoff_minutes',
  LUNCH: 'lunch_cutoff_minutes',
  SNACKS: 'snacks_cutoff_minutes',
  DINNER: 'dinner_cutoff_minutes',
}

/** Keeps only the rule's own fields of a value, in the rule's order. */
export function pickRule(rule: HouseRule, value: HouseRuleValue): HouseRuleValue {
  return Object.fromEntries(
    RULE_FIELDS[rule].filter((field) => value[field] !== undefined).map((field) => [field, value[field]]),
  ) as HouseRuleValue
}

/** Every rule's fields as a property's settings hold them today (the columns the readers use). */
export async function columnValues(
  db: Db,
  property: PropertyRow,
): Promise<Record<HouseRule, HouseRuleValue>> {
  const [outpass, food] = await Promise.all([outpassSetupOf(db, property), foodSetupOf(db, property)])
  const cutoff = (meal: FoodMealType) =>
    food.meals.find((slot) => slot.meal_type === meal)?.skip_cutoff_minutes ?? 0
  return {
    RENT_DUE_DAY: { rent_due_day: property.rent_due_day },
    GRACE_DAYS: { grace_days: property.grace_days },
    NOTICE_PERIOD: { notice_period_days: property.notice_period_days },
    LOCK_IN: { lock_in_months: property.lock_in_months },
    LATE_FEE: { late_fee_type: property.late_fee_type, late_fee_value: property.late_fee_value },
    CURFEW: { curfew_time: outpass.curfew_time, late_grace_minutes: outpass.late_grace_minutes },
    OUTPASS: {
      require_guardian_approval: outpass.require_guardian_approval,
      lead_hours_day_outing: outpass.lead_hours.DAY_OUTING,
      lead_hours_night_out: outpass.lead_hours.NIGHT_OUT,
      lead_hours_home_leave: outpass.lead_hours.HOME_LEAVE,
      lead_hours_emergency: outpass.lead_hours.EMERGENCY,
      monthly_quota: outpass.monthly_quota,
      auto_approve_outing_hours: outpass.auto_approve_outing_hours,
      auto_skip_meals: outpass.auto_skip_meals,
    },
    MEAL_CUTOFFS: {
      breakfast_cutoff_minutes: cutoff('BREAKFAST'),
      lunch_cutoff_minutes: cutoff('LUNCH'),
      snacks_cutoff_minutes: cutoff('SNACKS'),
      dinner_cutoff_minutes: cutoff('DINNER'),
    },
  }
}

export const sameValue = (a: HouseRuleValue, b: HouseRuleValue) => JSON.stringify(a) === JSON.stringify(b)

const flag = (value: boolean | undefined): Flag => (value ? 1 : 0)

/**
 * Writes a rule's value into the columns today's readers use: the property's own columns, its outpass setup
 * row and its meal slots (rows created from the current setup where the property has none yet).
 */
export async function applyToColumns(
  trx: Db,
  property: PropertyRow,
  rule: HouseRule,
  value: HouseRuleValue,
  at: string,
): Promise<void> {
  const properties = (changes: Partial<PropertyRow>) =>
    trx
      .updateTable('properties')
      .set({ ...changes, updated_at: at })
      .where('id', '=', property.id)
      .execute()
  switch (rule) {
    case 'RENT_DUE_DAY':
      await properties({ rent_due_day: value.rent_due_day })
      return
    case 'GRACE_DAYS':
      await properties({ grace_days: value.grace_days })
      return
    case 'NOTICE_PERIOD':
      await properties({ notice_period_days: value.notice_period_days })
      return
    case 'LOCK_IN':
      await properties({ lock_in_months: value.lock_in_months })
      return
    case 'LATE_FEE':
      await properties({ late_fee_type: value.late_fee_type, late_fee_value: value.late_fee_value })
      return
    case 'CURFEW':
    case 'OUTPASS': {
      const current = await outpassSetupOf(trx, property)
      const next = { ...current, ...value }
      const row = {
        operator_id: property.operator_id,
        is_enabled: property.outpass_enabled,
        require_guardian_approval: flag(next.require_guardian_approval),
        lead_hours_day_outing: value.lead_hours_day_outing ?? current.lead_hours.DAY_OUTING,
        lead_hours_night_out: value.lead_hours_night_out ?? current.lead_hours.NIGHT_OUT,
        lead_hours_home_leave: value.lead_hours_home_leave ?? current.lead_hours.HOME_LEAVE,
        lead_hours_emergency: value.lead_hours_emergency ?? current.lead_hours.EMERGENCY,
        monthly_quota: next.monthly_quota,
        curfew_time: next.curfew_time,
        late_grace_minutes: next.late_grace_minutes,
        auto_approve_outing_hours: next.auto_approve_outing_hours,
        auto_skip_meals: flag(next.auto_skip_meals),
        updated_at: at,
      }
      await trx
        .insertInto('outpass_setups')
        .values({ property_id: property.id, ...row })
        .onConflict((oc) => oc.column('property_id').doUpdateSet(row))
        .execute()
      if (rule === 'CURFEW') await properties({ curfew_time: value.curfew_time })
      return
    }
    case 'MEAL_CUTOFFS': {
      const { meals } = await foodSetupOf(trx, property)
      for (const slot of meals) {
        const minutes = value[CUTOFF_FIELDS[slot.meal_type]]
        const row = {
          operator_id: property.operator_id,
          is_enabled: flag(slot.is_enabled),
          start_time: slot.start_time,
          end_time: slot.end_time,
          price_paise: slot.price_paise,
          skip_cutoff_minutes: typeof minutes === 'number' ? minutes : slot.skip_cutoff_minutes,
        }
        await trx
          .insertInto('food_meal_slots')
          .values({ property_id: property.id, meal_type: slot.meal_type, ...row })
          .onConflict((oc) => oc.columns(['property_id', 'meal_type']).doUpdateSet(row))
          .execute()
      }
      return
    }
  }
}
