import { sql } from 'kysely'
import { addDays, kolkataDate } from '../calendar'
import type { Clock } from '../clock'
import type { Db } from '../db/database'
import type { FoodMealType, FoodSkipSource, FoodSkipTable, IsoDate } from '../db/schema'
import type { Selectable } from 'kysely'
import { badRequest, conflict, notFound } from '../http/httpError'
import { ownedProperty, ownedTenant } from '../inventory/ownership'
import { clockTime, MEAL_LABELS, shortDay } from './labels'
import { periodCovers, periodsOf, staysOf, stayOn } from './optIns'
import { foodSetupOf, mealMoments, weekDayOf, type MealSlot } from './setup'

type SkipRow = Selectable<FoodSkipTable>

/** The contract's `FoodSkip`. */
const viewOf = (row: SkipRow & { tenant_name: string }) => ({
  id: row.id,
  tenant_id: row.tenant_id,
  tenant_name: row.tenant_name,
  property_id: row.property_id,
  meal_type: row.meal_type,
  date: row.date,
  week_day: row.week_day,
  from_date: row.from_date,
  to_date: row.to_date,
  source: row.source,
  outpass_id: row.outpass_id,
  status: row.cancelled_at === null ? ('ACTIVE' as const) : ('CANCELLED' as const),
  created_at: row.created_at,
  cancelled_at: row.cancelled_at,
})

const invalid = (field: string, message: string) => badRequest(message, [{ field, message }])

const skipsWithNames = (db: Db) =>
  db.selectFrom('food_skips').innerJoin('tenants', 'tenants.id', 'food_skips.tenant_id')

async function skipView(db: Db, id: number) {
  return viewOf(
    await skipsWithNames(db)
      .selectAll('food_skips')
      .select('tenants.name as tenant_name')
      .where('food_skips.id', '=', id)
      .executeTakeFirstOrThrow(),
  )
}

/** `Skips for dinner on Wed 25 Nov closed at 5:00 pm.` (with the cut-off's own day when it is another). */
export function closedMessage(meal: FoodMealType, date: IsoDate, cutoffAt: Date) {
  const cutoffDay = kolkataDate(cutoffAt)
  const when = cutoffDay === date ? clockTime(cutoffAt) : `${clockTime(cutoffAt)} on ${shortDay(cutoffDay)}`
  return `Skips for ${MEAL_LABELS[meal]} on ${shortDay(date)} closed at ${when}.`
}

export type FoodSkipCreate = {
  tenant_id: number
  meal_type: FoodMealType
  date?: IsoDate
  week_day?: number
  from_date?: IsoDate
  to_date?: IsoDate | null
  source?: 'TENANT' | 'ADMIN'
}

/** The first date on or after `from` falling on `weekDay`. */
const firstOn = (from: IsoDate, weekDay: number) => addDays(from, (weekDay - weekDayOf(from) + 7) % 7)

/** Records a skip of one meal or of a weekday's meal (FoodSkipCreateRequest). */
export async function createFoodSkip(db: Db, now: Clock, operatorId: number, input: FoodSkipCreate) {
  if ((input.date === undefined) === (input.week_day === undefined)) {
    throw invalid(
      input.date === undefined ? 'body.date' : 'body.week_day',
      'Give either a date or a weekday to skip.',
    )
  }
  const at = now()
  const today = kolkataDate(at)
  const id = await db.transaction().execute(async (trx) => {
    const tenant = await ownedTenant(trx, operatorId, input.tenant_id)
    const recurring = input.week_day !== undefined
    const from = input.date ?? input.from_date ?? today
    const to = input.date ?? input.to_date ?? null
    if (recurring && from < today) throw invalid('body.from_date', 'A weekly skip starts today or later.')
    if (to !== null && to < from) throw invalid('body.to_date', 'The skip must end on or after it starts.')
    const first = input.week_day === undefined ? from : firstOn(from, input.week_day)
    const stays = await staysOf(trx, tenant.id)
    const propertyId = stayOn(stays, first)
    const meal = MEAL_LABELS[input.meal_type]
    if (propertyId === null || (to !== null && first > to)) {
      throw invalid('body.meal_type', `${tenant.name} does not eat ${meal} with you on ${shortDay(first)}.`)
    }
    const property = await trx
      .selectFrom('properties')
      .selectAll()
      .where('id', '=', propertyId)
      .executeTakeFirstOrThrow()
    const setup = await foodSetupOf(trx, property)
    const slot = setup.meals.find((m) => m.meal_type === input.meal_type) as MealSlot
    const periods = (await periodsOf(trx, tenant.id)).filter((p) => p.property_id === propertyId)
    if (
      !setup.is_enabled ||
      !slot.is_enabled ||
      !periods.some((p) => periodCovers(p, first, input.meal_type))
    ) {
      throw invalid('body.meal_type', `${tenant.name} is not opted in to ${meal} on ${shortDay(first)}.`)
    }
    if (!recurring) {
      const { cutoffAt } = mealMoments(first, slot)
      if (cutoffAt <= at) throw conflict(closedMessage(input.meal_type, first, cutoffAt))
    }
    const live = await trx
      .selectFrom('food_skips')
      .selectAll()
      .where('tenant_id', '=', tenant.id)
      .where('meal_type', '=', input.meal_type)
      .where('cancelled_at', 'is', null)
      .where('source', '!=', 'OUTPASS')
      .execute()
    const clash = live.find((skip) =>
      recurring
        ? skip.week_day === input.week_day &&
          (skip.to_date === null || skip.to_date >= from) &&
          (to === null || skip.from_date <= to)
        : skip.date === first ||
          (skip.week_day === weekDayOf(first) &&
            skip.from_date <= first &&
            (skip.to_date === null || skip.to_date >= first)),
    )
    if (clash) throw conflict(`${tenant.name} already skips ${meal} then (skip ${clash.id}).`)
    const row = await trx
      .insertInto('food_skips')
      .values({
        operator_id: operatorId,
        property_id: propertyId,
        tenant_id: tenant.id,
        meal_type: input.meal_type,
        date: recurring ? null : first,
        week_day: input.week_day ?? null,
        from_date: from,
        to_date: to,
        source: input.source ?? 'TENANT',
        outpass_id: null,
        created_at: at.toISOString(),
        cancelled_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    return row.id
  })
  return skipView(db, id)
}

/**
 * Gives a skipped meal back: a one-off skip until its cut-off (409 after); a weekly one stops from the next meal
 * still open (its range ends at the last closed one). Outpass skips follow their pass (409).
 */
export async function cancelFoodSkip(db: Db, now: Clock, operatorId: number, id: number) {
  const at = now()
  await db.transaction().execute(async (trx) => {
    const skip = await trx
      .selectFrom('food_skips')
      .selectAll()
      .where('id', '=', id)
      .where('operator_id', '=', operatorId)
      .executeTakeFirst()
    if (!skip) throw notFound('No such skip.')
    if (skip.source === 'OUTPASS') {
      throw conflict(`This skip comes from outpass ${skip.outpass_id}: change the pass instead.`)
    }
    if (skip.cancelled_at !== null) throw conflict('This skip is already cancelled.')
    const property = await trx
      .selectFrom('properties')
      .selectAll()
      .where('id', '=', skip.property_id)
      .executeTakeFirstOrThrow()
    const slot = (await foodSetupOf(trx, property)).meals.find(
      (m) => m.meal_type === skip.meal_type,
    ) as MealSlot
    const changes: { cancelled_at: string; to_date?: IsoDate } = { cancelled_at: at.toISOString() }
    if (skip.date !== null) {
      const { cutoffAt } = mealMoments(skip.date, slot)
      if (cutoffAt <= at) throw conflict(closedMessage(skip.meal_type, skip.date, cutoffAt))
    } else {
      const today = kolkataDate(at)
      // Occurrences closed for skips stay skipped: the range ends at the last of them (at most two days ahead).
      const closed = [
        addDays(today, 2),
        addDays(today, 1),
        today,
        ...[1, 2, 3, 4, 5, 6, 7].map((d) => addDays(today, -d)),
      ]
        .filter((date) => weekDayOf(date) === skip.week_day && date >= skip.from_date)
        .find((date) => mealMoments(date, slot).cutoffAt <= at)
      if (closed !== undefined && (skip.to_date === null || closed < skip.to_date)) changes.to_date = closed
    }
    await trx.updateTable('food_skips').set(changes).where('id', '=', skip.id).execute()
  })
  return skipView(db, id)
}

export type FoodSkipQuery = {
  offset: number
  limit: number
  property_id?: number
  tenant_id?: number
  from_date?: IsoDate
  to_date?: IsoDate
  meal_type?: FoodMealType
  source?: FoodSkipSource
  status?: 'ACTIVE' | 'CANCELLED'
}

/** The operator's skips over dates (one-off in range, recurring in force over it), newest first. */
export async function listFoodSkips(db: Db, operatorId: number, query: FoodSkipQuery) {
  if (query.property_id !== undefined) await ownedProperty(db, operatorId, query.property_id)
  if (query.tenant_id !== undefined) await ownedTenant(db, operatorId, query.tenant_id)
  if (query.from_date && query.to_date && query.to_date < query.from_date) {
    throw invalid('query.to_date', 'The range must end on or after it starts.')
  }
  let select = skipsWithNames(db).where('food_skips.operator_id', '=', operatorId)
  if (query.property_id !== undefined) select = select.where('food_skips.property_id', '=', query.property_id)
  if (query.tenant_id !== undefined) select = select.where('food_skips.tenant_id', '=', query.tenant_id)
  if (query.meal_type) select = select.where('food_skips.meal_type', '=', query.meal_type)
  if (query.source) select = select.where('food_skips.source', '=', query.source)
  select = select.where(
    'food_skips.cancelled_at',
    (query.status ?? 'ACTIVE') === 'ACTIVE' ? 'is' : 'is not',
    null,
  )
  const { from_date: from, to_date: to } = query
  if (from) {
    select = select.where((eb) =>
      eb.or([eb('food_skips.to_date', 'is', null), eb('food_skips.to_date', '>=', from)]),
    )
  }
  if (to) select = select.where('food_skips.from_date', '<=', to)
  const [{ count }, rows] = await Promise.all([
    select.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
    select
      .selectAll('food_skips')
      .select('tenants.name as tenant_name')
      .orderBy(sql`coalesce(food_skips.date, food_skips.from_date)`, 'desc')
      .orderBy('food_skips.id', 'desc')
      .offset(query.offset)
      .limit(query.limit)
      .execute(),
  ])
  return { count: Number(count), results: rows.map(viewOf) }
}
