import type { Clock } from '../clock'
import type { Db } from '../db/database'
import type { Flag, OutpassType, PropertyRow } from '../db/schema'
import { badRequest } from '../http/httpError'
import { ownedProperty } from '../inventory/ownership'
import { isLetByUnit } from '../properties/propertyType'

export type LeadHours = Record<OutpassType, number>

/** The contract's `OutpassSetup`. */
export type OutpassSetup = {
  property_id: number
  is_enabled: boolean
  require_guardian_approval: boolean
  lead_hours: LeadHours
  monthly_quota: number | null
  curfew_time: string
  late_grace_minutes: number
  auto_approve_outing_hours: number
  auto_skip_meals: boolean
  updated_at: string | null
}

export type OutpassSetupChanges = Partial<Omit<OutpassSetup, 'property_id' | 'updated_at'>>

/** Domain notes §8: the rules of a property that has never saved its own. */
const DEFAULTS = {
  require_guardian_approval: false,
  lead_hours: { DAY_OUTING: 0, NIGHT_OUT: 24, HOME_LEAVE: 24, EMERGENCY: 0 },
  monthly_quota: 4,
  late_grace_minutes: 15,
  auto_approve_outing_hours: 4,
  auto_skip_meals: true,
} satisfies Omit<OutpassSetup, 'property_id' | 'is_enabled' | 'curfew_time' | 'updated_at'>

const flag = (value: boolean): Flag => (value ? 1 : 0)

/** The gate's closing time: the property's own, else 21:30 for a women's property and 22:00 for others. */
export const curfewOf = (property: Pick<PropertyRow, 'curfew_time' | 'gender'>): string =>
  property.curfew_time ?? (property.gender === 'GIRLS' ? '21:30' : '22:00')

/** The operator's property `id` that has roll-calls and passes (404 for another's, 400 naming `field` when let by unit). */
export async function residentialProperty(
  db: Db,
  operatorId: number,
  id: number,
  field = 'path.id',
): Promise<PropertyRow> {
  const property = await ownedProperty(db, operatorId, id)
  if (isLetByUnit(property.property_type)) {
    throw badRequest('Commercial and retail properties have no attendance or outpass.', [
      { field, message: `${property.name} is let by unit.` },
    ])
  }
  return property
}

/**
 * The property's pass rules. The on/off switch is the property's `outpass_enabled` and the curfew its
 * `curfew_time` (one truth with the property settings); the rest is the setup row, or the defaults without one.
 */
export async function outpassSetupOf(db: Db, property: PropertyRow): Promise<OutpassSetup> {
  const row = await db
    .selectFrom('outpass_setups')
    .selectAll()
    .where('property_id', '=', property.id)
    .executeTakeFirst()
  const own = row
    ? {
        require_guardian_approval: row.require_guardian_approval === 1,
        lead_hours: {
          DAY_OUTING: row.lead_hours_day_outing,
          NIGHT_OUT: row.lead_hours_night_out,
          HOME_LEAVE: row.lead_hours_home_leave,
          EMERGENCY: row.lead_hours_emergency,
        },
        monthly_quota: row.monthly_quota,
        late_grace_minutes: row.late_grace_minutes,
        auto_approve_outing_hours: row.auto_approve_outing_hours,
        auto_skip_meals: row.auto_skip_meals === 1,
      }
    : DEFAULTS
  return {
    property_id: property.id,
    is_enabled: property.outpass_enabled === 1,
    ...own,
    curfew_time: curfewOf(property),
    updated_at: row?.updated_at ?? null,
  }
}

export async function getOutpassSetup(db: Db, operatorId: number, propertyId: number) {
  return outpassSetupOf(db, await residentialProperty(db, operatorId, propertyId))
}

/** Saves the fields sent over the current rules; the switch and curfew go to the property itself. */
export async function setupOutpass(
  db: Db,
  now: Clock,
  operatorId: number,
  propertyId: number,
  changes: OutpassSetupChanges,
) {
  return db.transaction().execute(async (trx) => {
    const property = await residentialProperty(trx, operatorId, propertyId)
    const next = { ...(await outpassSetupOf(trx, property)), ...changes }
    const at = now().toISOString()
    // A property on the default curfew keeps it unset until the rules name one.
    const curfew = changes.curfew_time ?? property.curfew_time
    const row = {
      operator_id: operatorId,
      is_enabled: flag(next.is_enabled),
      require_guardian_approval: flag(next.require_guardian_approval),
      lead_hours_day_outing: next.lead_hours.DAY_OUTING,
      lead_hours_night_out: next.lead_hours.NIGHT_OUT,
      lead_hours_home_leave: next.lead_hours.HOME_LEAVE,
      lead_hours_emergency: next.lead_hours.EMERGENCY,
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
    await trx
      .updateTable('properties')
      .set({ outpass_enabled: row.is_enabled, curfew_time: curfew, updated_at: at })
      .where('id', '=', property.id)
      .execute()
    return outpassSetupOf(trx, {
      ...property,
      outpass_enabled: row.is_enabled,
      curfew_time: curfew,
    })
  })
}
