import { OPEN_END } from '../../calendar'
import { binaryOrder, chunks, READ_BATCH_SIZE, readByIds } from '../../db/batches'
import type { Db } from '../../db/database'
import type { IsoDate } from '../../db/schema'
import { lastNightSql } from '../../inventory/bedStatus'
import { termsOn, type Terms } from '../../tenants/terms'
import type { ReportDefinition, ReportSheet } from '../definition'
import { column, scopedProperties, sheetName, sums } from './common'
import { depositsHeldOn } from './depositHeld'

/**
 * The residents of some properties on a day: stays begun by then whose last night is that day or later, by room
 * and bed (their ids first, then the rows in chunks, see readByIds).
 */
async function residentsOn(db: Db, propertyIds: readonly number[], day: IsoDate) {
  if (!propertyIds.length) return []
  const stays = await db
    .selectFrom('allotments as a')
    .select('a.id')
    .where('a.property_id', 'in', propertyIds)
    .where('a.unlinked_at', 'is', null)
    .where('a.start_date', '<=', day)
    .where(lastNightSql('a'), '>=', day)
    .execute()
  const rows = await readByIds(
    stays.map((stay) => stay.id),
    (batch) =>
      db
        .selectFrom('allotments as a')
        .innerJoin('tenants as t', 't.id', 'a.tenant_id')
        .innerJoin('beds as b', 'b.id', 'a.bed_id')
        .innerJoin('rooms as r', 'r.id', 'b.room_id')
        .select(['a.property_id', 'a.tenant_id', 'a.start_date', 't.name', 't.phone_no'])
        .select(['r.name as room', 'b.name as bed'])
        .select(lastNightSql('a').as('last_night'))
        .where('a.id', 'in', batch)
        .execute(),
  )
  return rows.sort((a, b) => binaryOrder(a.room, b.room) || binaryOrder(a.bed, b.bed))
}

/** Everything each tenant still owes on a day: balances of collections due by then (the dashboard's amount due). */
async function owedOn(
  db: Db,
  propertyIds: readonly number[],
  tenantIds: readonly number[],
  day: IsoDate,
): Promise<Map<number, number>> {
  const owed = new Map<number, number>()
  const inScope = new Set(propertyIds)
  for (const batch of chunks(tenantIds, READ_BATCH_SIZE)) {
    // By tenant and property, the properties kept here: a filter on property_id in SQL would steer SQLite to
    // the (property_id, due_date) index and a scan of every collection of the properties for each chunk.
    const rows = await db
      .selectFrom('collections')
      .select(['tenant_id', 'property_id', (eb) => eb.fn.sum<number>('balance_paise').as('owed')])
      .where('tenant_id', 'in', batch)
      .where('due_date', '<=', day)
      .where('balance_paise', '>', 0)
      .groupBy(['tenant_id', 'property_id'])
      .execute()
    for (const row of rows)
      if (inScope.has(row.property_id)) owed.set(row.tenant_id, (owed.get(row.tenant_id) ?? 0) + Number(row.owed))
  }
  return owed
}

/** The latest notice each of the tenants had given by the day (a move-out raised or completed). */
async function noticesOf(db: Db, tenantIds: readonly number[], day: IsoDate): Promise<Map<number, IsoDate>> {
  if (!tenantIds.length) return new Map()
  const rows = await db
    .selectFrom('offboardings')
    .select(['tenant_id', (eb) => eb.fn.max('notice_date').as('notice_date')])
    .where('tenant_id', 'in', tenantIds)
    .where('status', 'in', ['RAISED', 'COMPLETED'])
    .where('notice_date', '<=', day)
    .groupBy('tenant_id')
    .execute()
  return new Map(rows.map((row) => [row.tenant_id, String(row.notice_date)]))
}

const MONEY = ['rent_paise', 'deposit_held_paise', 'dues_paise']

export const RENT_ROLL: ReportDefinition = {
  type: 'RENT_ROLL',
  area: 'MONEY',
  title: 'Rent roll',
  description:
    'Every resident on the day with room and bed, rent, deposit held, move-in, notice and leaving dates, and dues owed; one sheet per property.',
  takes: 'as_of',
  build: async (db, scope, progress) => {
    const properties = await scopedProperties(db, scope)
    const ids = properties.map((property) => property.id)
    const residents = await residentsOn(db, ids, scope.asOf)
    const tenantIds = residents.map((resident) => resident.tenant_id)
    const terms = new Map<number, Terms>()
    const notices = new Map<number, IsoDate>()
    for (const batch of chunks(tenantIds, READ_BATCH_SIZE)) {
      for (const [id, version] of await termsOn(db, batch, scope.asOf)) terms.set(id, version)
      for (const [id, day] of await noticesOf(db, batch, scope.asOf)) notices.set(id, day)
    }
    progress(0.4)
    const deposits = await depositsHeldOn(db, scope.operatorId, ids, scope.asOf)
    const owed = await owedOn(db, ids, tenantIds, scope.asOf)
    progress(0.8)
    return properties.map((property): ReportSheet => {
      const rows = residents
        .filter((resident) => resident.property_id === property.id)
        .map((resident) => ({
          tenant: resident.name,
          phone: resident.phone_no,
          room: resident.room,
          bed: resident.bed,
          rent_paise: terms.get(resident.tenant_id)?.rent_paise ?? 0,
          deposit_held_paise: deposits.get(resident.tenant_id) ?? 0,
          move_in_date: resident.start_date,
          notice_date: notices.get(resident.tenant_id) ?? null,
          leaving_date: resident.last_night === OPEN_END ? null : resident.last_night,
          dues_paise: owed.get(resident.tenant_id) ?? 0,
        }))
      return {
        name: sheetName(property.name),
        columns: [
          column('tenant', 'Resident', 'text'),
          column('phone', 'Phone', 'text'),
          column('room', 'Room', 'text'),
          column('bed', 'Bed', 'text'),
          column('rent_paise', 'Rent', 'money_paise'),
          column('deposit_held_paise', 'Deposit held', 'money_paise'),
          column('move_in_date', 'Moved in', 'date'),
          column('notice_date', 'Notice given', 'date'),
          column('leaving_date', 'Leaving', 'date'),
          column('dues_paise', 'Dues owed', 'money_paise'),
        ],
        rows,
        totals: { tenant: `Total (${rows.length} residents)`, ...sums(rows, MONEY) },
      }
    })
  },
}
