import type { Clock } from '../clock'
import type { Db } from '../db/database'
import type { ModuleType } from '../db/schema'
import { createOperator, findOperatorByPhone } from '../operators/operators'
import type { Phone } from '../auth/phone'

export type DemoOperator = {
  phone: Phone
  name: string
  brand: string
  email: string
  city: string
  propertyCount: number
  modules: { type: ModuleType; enabled: boolean; activeData: boolean }[]
}

/** The operator the README signs in as. */
export const DEMO_OPERATOR: DemoOperator = {
  phone: { dialCode: '+91', national: '9845012345' },
  name: 'Rohan Deshmukh',
  brand: 'Roost Demo Stays',
  email: 'rohan.deshmukh@example.com',
  city: 'Bengaluru',
  propertyCount: 3,
  modules: [
    { type: 'expense', enabled: true, activeData: true },
    { type: 'complaint', enabled: true, activeData: true },
  ],
}

/** A second operator, so that tests and demos can show one operator never sees another's data. */
export const SECOND_OPERATOR: DemoOperator = {
  phone: { dialCode: '+91', national: '9900054321' },
  name: 'Fatima Sheikh',
  brand: 'Nest Co-living',
  email: 'fatima.sheikh@example.com',
  city: 'Pune',
  propertyCount: 1,
  /** Spec §2's other cases: complaints switched off (the route is gone), expenses off but holding data (it stays). */
  modules: [
    { type: 'expense', enabled: false, activeData: true },
    { type: 'complaint', enabled: false, activeData: true },
  ],
}

/**
 * Creates each demo operator whose phone has no operator yet, with their module flags; an operator seeded before a
 * flag existed gains it.
 */
export async function seedDemoOperators(db: Db, now: Clock): Promise<void> {
  for (const demo of [DEMO_OPERATOR, SECOND_OPERATOR]) {
    const existing = await findOperatorByPhone(db, demo.phone)
    if (existing) {
      await insertModuleFlags(db, existing.id, demo.modules)
      continue
    }
    const city = await db
      .selectFrom('cities')
      .select('id')
      .where('name', '=', demo.city)
      .executeTakeFirstOrThrow()
    const operator = await createOperator(db, now, {
      phone: demo.phone,
      name: demo.name,
      brand: demo.brand,
      email: demo.email,
      countryIso: 'IN',
      cityId: city.id,
      propertyCount: demo.propertyCount,
    })
    if (!operator) throw new Error('Seed: India is missing from the reference data')
    await insertModuleFlags(db, operator.id, demo.modules)
  }
}

async function insertModuleFlags(db: Db, operatorId: number, modules: DemoOperator['modules']) {
  await db
    .insertInto('module_flags')
    .values(
      modules.map((module) => ({
        operator_id: operatorId,
        module_type: module.type,
        is_enabled: module.enabled ? 1 : 0,
        is_active_data: module.activeData ? 1 : 0,
      })),
    )
    .onConflict((conflict) => conflict.columns(['operator_id', 'module_type']).doNothing())
    .execute()
}
