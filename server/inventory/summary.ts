import { kolkataDate, monthOf } from '../calendar'
import type { Clock } from '../clock'
import { monthDays, moneyFigures } from '../collections/dues'
import { keptAnswer } from '../collections/listTotals'
import type { Db } from '../db/database'
import type { IsoDate } from '../db/schema'
import { lettingUnit } from '../properties/propertyType'
import { movementCounts } from './movements'
import { occupancyBps, propertyCounts } from './occupancy'
import { ownedProperty } from './ownership'

/**
 * A property at a glance today, kept for the day until the operator writes (any write of theirs forgets it:
 * app.ts; payments through a link too), as the collections' lists are: it counts every bed, tenant and due of the
 * property, about 50 ms at 10,000 beds, and the bed board asks for it on every visit.
 */
export async function propertySummary(db: Db, now: Clock, operatorId: number, id: number) {
  const property = await ownedProperty(db, operatorId, id)
  const today = kolkataDate(now())
  return keptAnswer(db, operatorId, `property summary ${property.id} ${today}`, () =>
    readSummary(db, property, today),
  )
}

/** Inventory, beds by status, tenants, this week's movements and money of `property` on `today`. */
async function readSummary(db: Db, property: Awaited<ReturnType<typeof ownedProperty>>, today: IsoDate) {
  const { id } = property
  const counts = (await propertyCounts(db, [id], today)).get(id)
  if (!counts) throw new Error(`No counts for property ${id}`)
  const movements = await movementCounts(db, [id], today)
  const money = await moneyFigures(db, { propertyIds: [id], ...monthDays(monthOf(today)), date: today })
  return {
    property_id: property.id,
    property_name: property.name,
    property_type: property.property_type,
    letting_unit: lettingUnit(property.property_type),
    as_of: today,
    total_floors: counts.floors,
    total_rooms: counts.rooms,
    total_beds: counts.beds,
    inactive_beds: counts.inactive_beds,
    beds_by_status: counts.by_status,
    occupancy_bps: occupancyBps(counts.by_status, counts.beds),
    tenants_active: movements.tenants_active,
    tenants_on_notice: movements.on_notice,
    move_ins_this_week: movements.move_ins_this_week,
    move_outs_this_week: movements.move_outs_this_week,
    expected_this_month_paise: money.expected_paise,
    collected_this_month_paise: money.collected_paise,
    dues_paise: money.due_paise,
    overdue_paise: money.overdue_paise,
  }
}
