import { dayText, recordChange, rupees } from '../activity/record'
import { displayDate, kolkataDate, OPEN_END } from '../calendar'
import type { Clock } from '../clock'
import type { Db } from '../db/database'
import type { IsoDate } from '../db/schema'
import { badRequest, conflict } from '../http/httpError'
import { allotmentStatus, lastNight, lastNightSql } from './bedStatus'
import { ownedAllotment, ownedBed, ownedTenant } from './ownership'

export type AllotmentFilter = { ids: readonly number[] } | { bedId: number; from: IsoDate }

/** Allotments as the contract's `Allotment` gives them, with their status on `today`, by start date. */
export async function readAllotments(db: Db, filter: AllotmentFilter, today: IsoDate) {
  let query = db
    .selectFrom('allotments')
    .innerJoin('beds', 'beds.id', 'allotments.bed_id')
    .innerJoin('rooms', 'rooms.id', 'beds.room_id')
    .innerJoin('tenants', 'tenants.id', 'allotments.tenant_id')
    .selectAll('allotments')
    .select([
      'beds.name as bed_name',
      'rooms.id as room_id',
      'rooms.name as room_name',
      'tenants.name as tenant_name',
    ])
    .orderBy('allotments.start_date')
    .orderBy('allotments.id')
  query =
    'ids' in filter
      ? query.where('allotments.id', 'in', filter.ids.length ? filter.ids : [0])
      : query
          .where('allotments.bed_id', '=', filter.bedId)
          .where('allotments.unlinked_at', 'is', null)
          .where(lastNightSql('allotments'), '>=', filter.from)
  const rows = await query.execute()
  return rows.map((row) => ({
    id: row.id,
    bed_id: row.bed_id,
    bed_name: row.bed_name,
    room_id: row.room_id,
    room_name: row.room_name,
    property_id: row.property_id,
    tenant_id: row.tenant_id,
    tenant_name: row.tenant_name,
    from_date: row.start_date,
    to_date: lastNight(row),
    status: allotmentStatus(row, today),
    rent_paise: row.rent_paise,
    deposit_paise: row.deposit_paise,
    created_at: row.created_at,
    unlinked_at: row.unlinked_at,
  }))
}

export type AllotmentView = Awaited<ReturnType<typeof readAllotments>>[number]

async function readAllotment(db: Db, id: number, today: IsoDate): Promise<AllotmentView> {
  const [allotment] = await readAllotments(db, { ids: [id] }, today)
  return allotment
}

const until = (last: IsoDate) => (last === OPEN_END ? 'with no end date' : `until ${displayDate(last)}`)

/** The first live allotment of a bed or tenant overlapping [start, last], with its holder's names. */
function overlapping(
  db: Db,
  column: 'allotments.bed_id' | 'allotments.tenant_id',
  id: number,
  start: IsoDate,
  last: IsoDate,
) {
  return db
    .selectFrom('allotments')
    .innerJoin('beds', 'beds.id', 'allotments.bed_id')
    .innerJoin('tenants', 'tenants.id', 'allotments.tenant_id')
    .select([
      'allotments.start_date',
      lastNightSql('allotments').as('last_date'),
      'beds.name as bed_name',
      'tenants.name as tenant_name',
    ])
    .where(column, '=', id)
    .where('allotments.unlinked_at', 'is', null)
    .where('allotments.start_date', '<=', last)
    .where(lastNightSql('allotments'), '>=', start)
    .orderBy('allotments.start_date')
    .executeTakeFirst()
}

export type AllotmentInput = {
  tenant_id: number
  from_date: IsoDate
  to_date?: IsoDate | null
  rent_paise?: number
  deposit_paise?: number
}

/**
 * Lets a bed to a tenant over dates. The bed and the tenant must both be free over the whole stay (409
 * otherwise, checked and written in one transaction); the tenant now belongs to the bed's property.
 */
export async function createAllotment(
  db: Db,
  now: Clock,
  operatorId: number,
  bedId: number,
  input: AllotmentInput,
) {
  const bed = await ownedBed(db, operatorId, bedId)
  const tenant = await ownedTenant(db, operatorId, input.tenant_id)
  if (!bed.is_active || !bed.room_is_active) {
    throw badRequest(`Bed ${bed.name} is inactive (or in an inactive room) and cannot be allotted.`)
  }
  const toDate = input.to_date ?? null
  if (toDate !== null && toDate < input.from_date) {
    const message = 'The move-out date cannot be before the move-in date.'
    throw badRequest(message, [{ field: 'body.to_date', message }])
  }
  const last = toDate ?? OPEN_END
  const createdAt = now().toISOString()
  const id = await db.transaction().execute(async (trx) => {
    const bedTaken = await overlapping(trx, 'allotments.bed_id', bed.id, input.from_date, last)
    if (bedTaken) {
      throw conflict(
        `Bed ${bed.name} is already allotted to ${bedTaken.tenant_name} from ${displayDate(bedTaken.start_date)} ${until(bedTaken.last_date)}.`,
      )
    }
    const tenantBusy = await overlapping(trx, 'allotments.tenant_id', tenant.id, input.from_date, last)
    if (tenantBusy) {
      throw conflict(
        `${tenant.name} already has bed ${tenantBusy.bed_name} from ${displayDate(tenantBusy.start_date)} ${until(tenantBusy.last_date)}.`,
      )
    }
    const created = await trx
      .insertInto('allotments')
      .values({
        property_id: bed.property_id,
        bed_id: bed.id,
        tenant_id: tenant.id,
        start_date: input.from_date,
        end_date: toDate,
        move_out_date: null,
        rent_paise: input.rent_paise ?? bed.rent_override_paise ?? bed.room_rent_paise,
        deposit_paise: input.deposit_paise ?? tenant.deposit_paise,
        created_at: createdAt,
        unlinked_at: null,
        unlink_reason: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await trx
      .updateTable('tenants')
      .set({ property_id: bed.property_id, updated_at: createdAt })
      .where('id', '=', tenant.id)
      .execute()
    const rent = input.rent_paise ?? bed.rent_override_paise ?? bed.room_rent_paise
    await recordChange(
      trx,
      operatorId,
      {
        entity: 'allotment',
        entityId: created.id,
        propertyId: bed.property_id,
        summary: `Allotted ${bed.room_name} bed ${bed.name} to ${tenant.name} from ${dayText(input.from_date)}${toDate ? ` to ${dayText(toDate)}` : ''} at ${rupees(rent)} a month`,
        before: null,
        after: {
          bed_id: bed.id,
          tenant_id: tenant.id,
          start_date: input.from_date,
          end_date: toDate,
          rent_paise: rent,
          deposit_paise: input.deposit_paise ?? tenant.deposit_paise,
        },
        subjects: [
          { entity: 'tenant', entityId: tenant.id },
          { entity: 'bed', entityId: bed.id },
        ],
      },
      now(),
    )
    return created.id
  })
  return readAllotment(db, id, kolkataDate(now()))
}

export type UnlinkInput = { unlink_date?: IsoDate; reason?: string }

/**
 * Without a date the allotment is removed as if it never was (a mistake, a cancelled booking); with one the
 * stay ends that day (its last night). Either way the bed's status is derived again.
 */
export async function unlinkAllotment(
  db: Db,
  now: Clock,
  operatorId: number,
  id: number,
  input: UnlinkInput,
) {
  const allotment = await ownedAllotment(db, operatorId, id)
  if (allotment.unlinked_at !== null) throw conflict('This allotment was already unlinked.')
  const reason = input.reason?.trim() || null
  const tenant = await ownedTenant(db, operatorId, allotment.tenant_id)
  const entry = (summary: string, after: Record<string, unknown>) => ({
    entity: 'allotment' as const,
    entityId: id,
    propertyId: allotment.property_id,
    summary: `${summary}${reason ? `: ${reason}` : ''}`,
    before: {
      unlinked: false,
      move_out_date: allotment.move_out_date,
      unlink_reason: allotment.unlink_reason,
    },
    after,
    subjects: [
      { entity: 'tenant' as const, entityId: allotment.tenant_id },
      { entity: 'bed' as const, entityId: allotment.bed_id },
    ],
  })
  if (input.unlink_date === undefined) {
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('allotments')
        .set({ unlinked_at: now().toISOString(), unlink_reason: reason })
        .where('id', '=', id)
        .execute()
      await recordChange(
        trx,
        operatorId,
        entry(`Removed ${tenant.name}'s allotment from ${dayText(allotment.start_date)}`, {
          unlinked: true,
          move_out_date: allotment.move_out_date,
          unlink_reason: reason,
        }),
        now(),
      )
    })
  } else {
    const date = input.unlink_date
    const invalidDate = (message: string) => badRequest(message, [{ field: 'body.unlink_date', message }])
    if (date < allotment.start_date) {
      throw invalidDate(
        `The stay starts on ${displayDate(allotment.start_date)}; it cannot end before. Unlink without a date to remove it.`,
      )
    }
    const last = lastNight(allotment)
    if (last !== null && date > last) throw invalidDate(`The stay already ends on ${displayDate(last)}.`)
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('allotments')
        .set({ move_out_date: date, unlink_reason: reason })
        .where('id', '=', id)
        .execute()
      await recordChange(
        trx,
        operatorId,
        entry(`Ended ${tenant.name}'s stay on ${dayText(date)}`, {
          unlinked: false,
          move_out_date: date,
          unlink_reason: reason,
        }),
        now(),
      )
    })
  }
  return readAllotment(db, id, kolkataDate(now()))
}
