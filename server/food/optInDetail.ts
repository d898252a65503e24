import { kolkataDate } from '../calendar'
import type { Clock } from '../clock'
import type { Db } from '../db/database'
import type { IsoDate } from '../db/schema'
import { badRequest } from '../http/httpError'
import { ownedTenant } from '../inventory/ownership'
import {
  periodCovers,
  periodsOf,
  skipActiveOn,
  skipCounts,
  staysOf,
  stayOn,
  type OptInPeriod,
} from './optIns'
import { eatingAt } from './optInWrites'
import { rebateOf } from './rebates'
import { datesFrom, foodSetupOf, mealMoments, rebatePerDayPaise } from './setup'

/** The period covering `date`. */
export const periodOn = (periods: readonly OptInPeriod[], date: IsoDate) =>
  periods.find((p) => p.start_date <= date && (p.end_date === null || p.end_date >= date))

/** The period to show on `date`: the one covering it, else the next to start. */
export const shownPeriod = (periods: readonly OptInPeriod[], date: IsoDate): OptInPeriod | null =>
  periodOn(periods, date) ?? periods.find((p) => p.start_date > date) ?? null

/** A resident's opt-in now with this month's skipped meals and rebate so far (FoodOptIn). */
export async function getFoodOptIn(db: Db, now: Clock, operatorId: number, tenantId: number) {
  const at = now()
  const today = kolkataDate(at)
  const tenant = await ownedTenant(db, operatorId, tenantId)
  const [stays, periods] = await Promise.all([staysOf(db, tenant.id), periodsOf(db, tenant.id)])
  const propertyId = eatingAt(stays, today) ?? stays.at(-1)?.property_id ?? periods.at(-1)?.property_id
  if (propertyId === undefined) {
    throw badRequest(`${tenant.name} has never stayed with you.`, [
      { field: 'path.id', message: 'No stay to eat at.' },
    ])
  }
  const property = await db
    .selectFrom('properties')
    .selectAll()
    .where('id', '=', propertyId)
    .executeTakeFirstOrThrow()
  const setup = await foodSetupOf(db, property)
  const skips = await db
    .selectFrom('food_skips')
    .selectAll()
    .where('tenant_id', '=', tenant.id)
    .where('from_date', '<=', today)
    .execute()
  let skipped = 0
  const absent: IsoDate[] = []
  for (const date of datesFrom(`${today.slice(0, 7)}-01`, today)) {
    const stayingAt = stayOn(stays, date)
    const meals = setup.meals.filter(
      (slot) =>
        slot.is_enabled &&
        stayingAt === property.id &&
        periods.some((p) => p.property_id === property.id && periodCovers(p, date, slot.meal_type)),
    )
    const missed = meals.filter((slot) => {
      const { cutoffAt } = mealMoments(date, slot)
      return skips.some(
        (skip) =>
          skip.property_id === property.id &&
          skip.meal_type === slot.meal_type &&
          skipActiveOn(skip, date) &&
          skipCounts(skip, cutoffAt),
      )
    })
    skipped += missed.length
    if (meals.length && missed.length === meals.length) absent.push(date)
  }
  const rebate = rebateOf(absent, setup.opt_in, rebatePerDayPaise(setup))
  const shown = shownPeriod(periods, today)
  const current = periodOn(periods, today)
  return {
    tenant_id: tenant.id,
    tenant_name: tenant.name,
    property_id: property.id,
    is_active: current !== undefined && stayOn(stays, today) === current.property_id,
    meal_types: shown?.meal_types ?? [],
    diet: shown?.diet ?? null,
    start_date: shown?.start_date ?? null,
    end_date: shown?.end_date ?? null,
    billing_mode: setup.billing_mode,
    monthly_price_paise: setup.monthly_price_paise,
    skipped_meals_this_month: skipped,
    rebate_days_this_month: rebate.rebate_days,
    rebate_paise_this_month: rebate.rebate_paise,
  }
}
