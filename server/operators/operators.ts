import type { Clock } from '../clock'
import type { Db } from '../db/database'
import type { ModuleType, OperatorRow } from '../db/schema'
import type { Phone } from '../auth/phone'

export const findOperatorByPhone = (db: Db, phone: Phone): Promise<OperatorRow | undefined> =>
  db
    .selectFrom('operators')
    .selectAll()
    .where('dial_code', '=', phone.dialCode)
    .where('phone_no', '=', phone.national)
    .executeTakeFirst()

export const findOperator = (db: Db, id: number): Promise<OperatorRow | undefined> =>
  db.selectFrom('operators').selectAll().where('id', '=', id).executeTakeFirst()

export type NewOperatorInput = {
  phone: Phone
  name: string
  brand: string | null
  email: string | null
  countryIso: string
  cityId: number | null
  propertyCount: number | null
}

/** Creates an operator in their country's currency and default tax regime; undefined if the country is unknown. */
export async function createOperator(
  db: Db,
  now: Clock,
  input: NewOperatorInput,
): Promise<OperatorRow | undefined> {
  const country = await db
    .selectFrom('countries')
    .select(['id', 'currency_code', 'decimal_places'])
    .where('iso_code', '=', input.countryIso)
    .executeTakeFirst()
  if (!country) return undefined
  const defaultTax = await db
    .selectFrom('tax_types')
    .select('code')
    .where('country_id', '=', country.id)
    .where('is_default', '=', 1)
    .executeTakeFirst()
  return db
    .insertInto('operators')
    .values({
      dial_code: input.phone.dialCode,
      phone_no: input.phone.national,
      name: input.name,
      brand: input.brand,
      email: input.email,
      image: null,
      country_id: country.id,
      currency_code: country.currency_code,
      decimal_places: country.decimal_places,
      tax_type: defaultTax?.code ?? 'NONE',
      upi_id: null,
      city_id: input.cityId,
      property_count: input.propertyCount,
      created_at: now().toISOString(),
    })
    .returningAll()
    .executeTakeFirstOrThrow()
}

export type ModuleFlag = { module_type: ModuleType; is_enabled: boolean; is_active_data: boolean }

export async function listModuleFlags(
  db: Db,
  operatorId: number,
  types: readonly ModuleType[],
): Promise<ModuleFlag[]> {
  if (types.length === 0) return []
  const rows = await db
    .selectFrom('module_flags')
    .selectAll()
    .where('operator_id', '=', operatorId)
    .where('module_type', 'in', types)
    .orderBy('module_type')
    .execute()
  return rows.map((row) => ({
    module_type: row.module_type,
    is_enabled: row.is_enabled === 1,
    is_active_data: row.is_active_data === 1,
  }))
}
