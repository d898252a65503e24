import { kolkataDate } from '../calendar'
import type { Clock } from '../clock'
import type { Db } from '../db/database'
import type { FoodDiet, FoodMealType } from '../db/schema'
import { lastNightSql } from '../inventory/bedStatus'
import { ownedProperty } from '../inventory/ownership'
import { isLetByUnit } from '../properties/propertyType'
import { periodOf } from './optIns'
import { shownPeriod } from './optInDetail'

export type FoodTenantQuery = {
  offset: number
  limit: number
  property_id?: number
  search_text?: string
  is_active?: boolean
  diet?: FoodDiet
  meal_type?: FoodMealType
}

/** Residents staying today in the operator's food-serving properties, with their opt-in, by name (FoodTenant). */
export async function listFoodTenants(db: Db, now: Clock, operatorId: number, query: FoodTenantQuery) {
  if (query.property_id !== undefined) await ownedProperty(db, operatorId, query.property_id)
  const today = kolkataDate(now())
  let select = db
    .selectFrom('allotments as a')
    .innerJoin('properties as p', 'p.id', 'a.property_id')
    .innerJoin('food_setups as f', 'f.property_id', 'p.id')
    .innerJoin('tenants as t', 't.id', 'a.tenant_id')
    .innerJoin('beds as b', 'b.id', 'a.bed_id')
    .innerJoin('rooms as r', 'r.id', 'b.room_id')
    .select([
      'a.tenant_id',
      't.name',
      't.phone_no',
      'p.id as property_id',
      'p.name as property_name',
      'p.property_type',
      'r.name as room_name',
      'b.name as bed_name',
    ])
    .where('p.operator_id', '=', operatorId)
    .where('f.is_enabled', '=', 1)
    .where('a.unlinked_at', 'is', null)
    .where('a.start_date', '<=', today)
    .where(lastNightSql('a'), '>=', today)
  if (query.property_id !== undefined) select = select.where('p.id', '=', query.property_id)
  const stays = await select.orderBy('a.start_date', 'desc').execute()
  const seen = new Set<number>()
  const residents = stays.filter(
    (stay) => !isLetByUnit(stay.property_type) && !seen.has(stay.tenant_id) && seen.add(stay.tenant_id),
  )
  const periods = residents.length
    ? (
        await db
          .selectFrom('food_opt_ins')
          .select(['id', 'tenant_id', 'property_id', 'meal_types_json', 'diet', 'start_date', 'end_date'])
          .where(
            'tenant_id',
            'in',
            residents.map((r) => r.tenant_id),
          )
          .orderBy('start_date')
          .execute()
      ).map(periodOf)
    : []
  const search = query.search_text?.trim().toLowerCase()
  const lines = residents
    .map((resident) => {
      const theirs = periods.filter(
        (p) => p.tenant_id === resident.tenant_id && p.property_id === resident.property_id,
      )
      const shown = shownPeriod(theirs, today)
      const active = shown !== null && shown.start_date <= today
      return {
        tenant_id: resident.tenant_id,
        name: resident.name,
        phone: resident.phone_no,
        property_id: resident.property_id,
        property_name: resident.property_name,
        room_name: resident.room_name,
        bed_name: resident.bed_name,
        is_active: active,
        meal_types: shown?.meal_types ?? [],
        diet: shown?.diet ?? null,
        start_date: shown?.start_date ?? null,
        end_date: shown?.end_date ?? null,
      }
    })
    .filter(
      (line) =>
        (!search || line.name.toLowerCase().includes(search) || line.phone.includes(search)) &&
        (query.is_active === undefined || line.is_active === query.is_active) &&
        (!query.diet || (line.is_active && line.diet === query.diet)) &&
        (!query.meal_type || (line.is_active && line.meal_types.includes(query.meal_type))),
    )
    .sort((a, b) => a.name.localeCompare(b.name) || a.tenant_id - b.tenant_id)
  return {
    count: lines.length,
    results: lines.slice(query.offset, query.offset + query.limit).map(({ phone: _phone, ...line }) => line),
  }
}
