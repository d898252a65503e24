import { dayText, recordChange, rupees, type ActivityEntry } from '../activity/record'
import { addDays, displayDate, OPEN_END } from '../calendar'
import type { Clock } from '../clock'
import type { Db } from '../db/database'
import type { IsoDate, OffboardingStatus } from '../db/schema'
import { contains } from '../db/search'
import { badRequest, conflict, notFound } from '../http/httpError'
import { lastNight } from '../inventory/bedStatus'
import { forecastSettlement, type DeductionInput, type ForecastInput, type Settlement } from './forecast'
import { bedTaken, finalStay, takenMessage, tenantContext, type TenantContext } from './tenantRecord'

/**
 * Move-outs. Raising one sets the stay's last night (`move_out_date` on the allotment: the bed reads Ending and
 * the tenant On notice); rejecting clears it (Occupied again); completing freezes the settlement and sets the
 * actual last night, after which the bed is Available.
 */

type HistoryEntry = {
  action: 'RAISED' | 'EDITED' | 'REJECTED' | 'COMPLETED'
  at: string
  by_name: string | null
  note: string | null
}

const parse = <T>(json: string | null, fallback: T): T => (json ? (JSON.parse(json) as T) : fallback)

async function ownedOffboarding(db: Db, operatorId: number, id: number) {
  const row = await db
    .selectFrom('offboardings')
    .selectAll()
    .where('id', '=', id)
    .where('operator_id', '=', operatorId)
    .executeTakeFirst()
  if (!row) throw notFound('No such move-out.')
  return row
}

type OffboardingRow = Awaited<ReturnType<typeof ownedOffboarding>>

const inputOf = (row: OffboardingRow): ForecastInput => ({
  move_out_date: row.actual_move_out_date ?? row.move_out_date,
  notice_date: row.notice_date,
  deductions: parse<DeductionInput[]>(row.deductions, []),
  waive_notice_shortfall: row.waive_notice_shortfall === 1,
  waive_lock_in_penalty: row.waive_lock_in_penalty === 1,
})

/** The operator's name, who raises and completes move-outs. */
async function operatorName(db: Db, operatorId: number) {
  const operator = await db
    .selectFrom('operators')
    .select('name')
    .where('id', '=', operatorId)
    .executeTakeFirst()
  return operator?.name ?? null
}

async function detail(db: Db, now: Clock, operatorId: number, id: number) {
  const row = await ownedOffboarding(db, operatorId, id)
  const context = await tenantContext(db, now, operatorId, row.tenant_id)
  const forecast: Settlement = row.settlement
    ? (JSON.parse(row.settlement) as Settlement)
    : await forecastSettlement(db, context, inputOf(row))
  return {
    id: row.id,
    tenant_id: row.tenant_id,
    tenant_name: context.tenant.name,
    phone_number: context.tenant.phone_no,
    property_id: forecast.property_id,
    property_name: forecast.property_name,
    room_name: forecast.room_name,
    bed_name: forecast.bed_name,
    status: row.status,
    notice_date: row.notice_date,
    move_out_date: row.move_out_date,
    actual_move_out_date: row.actual_move_out_date,
    reason: row.reason,
    remarks: row.remarks,
    reject_reason: row.reject_reason,
    forecast,
    refund_status: row.refund_status,
    refund_mode: row.refund_mode as 'BANK_TRANSFER' | 'UPI' | 'CASH' | 'CHEQUE' | 'NONE' | null,
    refund_reference: row.refund_reference,
    refund_date: row.refund_date,
    room_inspected: row.room_inspected === 1,
    keys_returned: row.keys_returned === 1,
    meter_read: row.meter_read === 1,
    final_meter_reading: row.final_meter_reading,
    collection_id: row.collection_id,
    raised_at: row.raised_at,
    completed_at: row.completed_at,
    history: parse<HistoryEntry[]>(row.history, []),
  }
}

export const getOffboarding = detail

export async function forecastOffboarding(
  db: Db,
  now: Clock,
  operatorId: number,
  input: ForecastInput & { tenant_id: number },
) {
  const context = await tenantContext(db, now, operatorId, input.tenant_id)
  return forecastSettlement(db, context, input)
}

/**
 * The stay a move-out ends: the tenant's current or next one, or the stay a booked room transfer continues it on
 * (null for a tenant without a bed).
 */
function stayToEnd(context: TenantContext) {
  const { allotment, today } = context
  if (!allotment || (lastNight(allotment) ?? OPEN_END) < today) return null
  return finalStay(context.allotments, allotment)
}

/**
 * Sets the stay's last night, unless that runs into the bed's next booking (409) or comes before a booked room
 * transfer's first night (400).
 */
async function setLastNight(db: Db, context: TenantContext, date: IsoDate | null) {
  const stay = stayToEnd(context)
  if (!stay) return null
  if (date !== null && date < stay.start_date) {
    const message = `${context.tenant.name} moves to bed ${stay.bed_name} on ${displayDate(stay.start_date)}; move out on or after that, or remove that booking from the bed first.`
    throw badRequest(message, [{ field: 'body.move_out_date', message }])
  }
  if (date !== null) {
    const taken = await bedTaken(db, stay.bed_id, stay.start_date, date, stay.id)
    if (taken) throw conflict(takenMessage(stay.bed_name, taken))
  }
  await db.updateTable('allotments').set({ move_out_date: date }).where('id', '=', stay.id).execute()
  return stay.id
}

/** An entry about a move-out: it names the offboarding, its tenant and the bed it frees. */
const moveOutEntry = (
  context: TenantContext,
  offboardingId: number,
  summary: string,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): ActivityEntry => ({
  entity: 'offboarding',
  entityId: offboardingId,
  propertyId: context.tenant.property_id,
  summary,
  before,
  after,
  subjects: [
    { entity: 'tenant', entityId: context.tenant.id },
    ...(context.allotment
      ? [
          { entity: 'bed' as const, entityId: context.allotment.bed_id },
          { entity: 'allotment' as const, entityId: context.allotment.id },
        ]
      : []),
  ],
})

/** The fields of a move-out the activity log keeps. */
const loggedMoveOut = (row: {
  status: string
  move_out_date: IsoDate
  notice_date: IsoDate | null
  deductions: string | null
  waive_notice_shortfall: number
  waive_lock_in_penalty: number
}) => ({
  status: row.status,
  move_out_date: row.move_out_date,
  notice_date: row.notice_date,
  deductions: parse<DeductionInput[]>(row.deductions, []),
  waive_notice_shortfall: row.waive_notice_shortfall === 1,
  waive_lock_in_penalty: row.waive_lock_in_penalty === 1,
})

export type RaiseInput = ForecastInput & { tenant_id: number; reason?: string; remarks?: string }

export async function raiseOffboarding(db: Db, now: Clock, operatorId: number, input: RaiseInput) {
  const context = await tenantContext(db, now, operatorId, input.tenant_id)
  if (context.offboarding?.status === 'RAISED') {
    throw conflict(`${context.tenant.name} already has a move-out raised; edit that one instead.`)
  }
  if (context.status === 'MOVED_OUT') throw conflict(`${context.tenant.name} has already moved out.`)
  const forecast = await forecastSettlement(db, context, input)
  const at = now().toISOString()
  const by = await operatorName(db, operatorId)
  const id = await db.transaction().execute(async (trx) => {
    const allotmentId = await setLastNight(trx, context, input.move_out_date)
    const created = await trx
      .insertInto('offboardings')
      .values({
        operator_id: operatorId,
        tenant_id: context.tenant.id,
        allotment_id: allotmentId,
        status: 'RAISED',
        notice_date: forecast.notice_date,
        move_out_date: input.move_out_date,
        actual_move_out_date: null,
        deductions: JSON.stringify(input.deductions ?? []),
        waive_notice_shortfall: input.waive_notice_shortfall ? 1 : 0,
        waive_lock_in_penalty: input.waive_lock_in_penalty ? 1 : 0,
        settlement: null,
        reason: input.reason?.trim() || null,
        remarks: input.remarks?.trim() || null,
        reject_reason: null,
        refund_mode: null,
        refund_reference: null,
        refund_date: null,
        final_meter_reading: null,
        collection_id: null,
        history: JSON.stringify([
          { action: 'RAISED', at, by_name: by, note: `Move-out on ${displayDate(input.move_out_date)}` },
        ]),
        raised_by_name: by,
        raised_at: at,
        completed_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await recordChange(
      trx,
      operatorId,
      moveOutEntry(
        context,
        created.id,
        `Raised the move-out of ${context.tenant.name} on ${dayText(input.move_out_date)}: refund ${rupees(forecast.refund_paise)}, payable ${rupees(forecast.payable_paise)}`,
        null,
        {
          status: 'RAISED',
          move_out_date: input.move_out_date,
          notice_date: forecast.notice_date,
          refund_paise: forecast.refund_paise,
          payable_paise: forecast.payable_paise,
        },
      ),
      now(),
    )
    return created.id
  })
  return detail(db, now, operatorId, id)
}

async function raised(db: Db, operatorId: number, id: number) {
  const row = await ownedOffboarding(db, operatorId, id)
  if (row.status !== 'RAISED') throw conflict(`This move-out is already ${row.status.toLowerCase()}.`)
  return row
}

export type EditInput = Partial<ForecastInput> & {
  reason?: string
  remarks?: string
  action?: 'REJECT'
  reject_reason?: string
}

export async function editOffboarding(db: Db, now: Clock, operatorId: number, id: number, input: EditInput) {
  const row = await raised(db, operatorId, id)
  const context = await tenantContext(db, now, operatorId, row.tenant_id)
  const at = now().toISOString()
  const by = await operatorName(db, operatorId)
  const history = parse<HistoryEntry[]>(row.history, [])
  if (input.action === 'REJECT') {
    const reason = input.reject_reason?.trim() || null
    await db.transaction().execute(async (trx) => {
      await setLastNight(trx, context, null)
      await trx
        .updateTable('offboardings')
        .set({
          status: 'REJECTED',
          reject_reason: reason,
          history: JSON.stringify([...history, { action: 'REJECTED', at, by_name: by, note: reason }]),
        })
        .where('id', '=', id)
        .execute()
      await recordChange(
        trx,
        operatorId,
        moveOutEntry(
          context,
          id,
          `Rejected the move-out of ${context.tenant.name}${reason ? `: ${reason}` : ''}`,
          { status: row.status, reject_reason: null },
          { status: 'REJECTED', reject_reason: reason },
        ),
        now(),
      )
    })
    return detail(db, now, operatorId, id)
  }
  const merged: ForecastInput = {
    ...inputOf(row),
    ...Object.fromEntries(
      Object.entries({
        move_out_date: input.move_out_date,
        notice_date: input.notice_date,
        deductions: input.deductions,
        waive_notice_shortfall: input.waive_notice_shortfall,
        waive_lock_in_penalty: input.waive_lock_in_penalty,
      }).filter(([, value]) => value !== undefined),
    ),
  }
  const forecast = await forecastSettlement(db, context, merged)
  await db.transaction().execute(async (trx) => {
    if (merged.move_out_date !== row.move_out_date) await setLastNight(trx, context, merged.move_out_date)
    await trx
      .updateTable('offboardings')
      .set({
        move_out_date: merged.move_out_date,
        notice_date: merged.notice_date ?? row.notice_date,
        deductions: JSON.stringify(merged.deductions ?? []),
        waive_notice_shortfall: merged.waive_notice_shortfall ? 1 : 0,
        waive_lock_in_penalty: merged.waive_lock_in_penalty ? 1 : 0,
        ...(input.reason === undefined ? {} : { reason: input.reason.trim() || null }),
        ...(input.remarks === undefined ? {} : { remarks: input.remarks.trim() || null }),
        history: JSON.stringify([
          ...history,
          { action: 'EDITED', at, by_name: by, note: `Move-out on ${displayDate(merged.move_out_date)}` },
        ]),
      })
      .where('id', '=', id)
      .execute()
    const edited = await ownedOffboarding(trx, operatorId, id)
    await recordChange(
      trx,
      operatorId,
      moveOutEntry(
        context,
        id,
        `Changed the move-out of ${context.tenant.name} to ${dayText(merged.move_out_date)}: refund ${rupees(forecast.refund_paise)}, payable ${rupees(forecast.payable_paise)}`,
        loggedMoveOut(row),
        loggedMoveOut(edited),
      ),
      now(),
    )
  })
  return detail(db, now, operatorId, id)
}

export type CompleteInput = {
  offboarding_id: number
  actual_move_out_date?: IsoDate
  room_inspected: boolean
  keys_returned: boolean
  meter_read: boolean
  final_meter_reading?: number
  refund_mode?: 'BANK_TRANSFER' | 'UPI' | 'CASH' | 'CHEQUE' | 'NONE'
  refund_reference?: string
  refund_date?: IsoDate
  refund_status?: 'PENDING' | 'PROCESSING' | 'COMPLETED'
  remarks?: string
}

export async function completeOffboarding(db: Db, now: Clock, operatorId: number, input: CompleteInput) {
  const row = await raised(db, operatorId, input.offboarding_id)
  const context = await tenantContext(db, now, operatorId, row.tenant_id)
  const actual = input.actual_move_out_date ?? row.move_out_date
  const settlement = await forecastSettlement(db, context, { ...inputOf(row), move_out_date: actual })
  const at = now().toISOString()
  const by = await operatorName(db, operatorId)
  const history = parse<HistoryEntry[]>(row.history, [])
  await db.transaction().execute(async (trx) => {
    await setLastNight(trx, context, actual)
    await trx
      .updateTable('offboardings')
      .set({
        status: 'COMPLETED',
        actual_move_out_date: actual,
        settlement: JSON.stringify(settlement),
        refund_status: settlement.refund_paise > 0 ? (input.refund_status ?? 'PENDING') : 'NOT_APPLICABLE',
        refund_mode: input.refund_mode ?? null,
        refund_reference: input.refund_reference?.trim() || null,
        refund_date: input.refund_date ?? null,
        room_inspected: input.room_inspected ? 1 : 0,
        keys_returned: input.keys_returned ? 1 : 0,
        meter_read: input.meter_read ? 1 : 0,
        final_meter_reading: input.final_meter_reading ?? null,
        ...(input.remarks === undefined ? {} : { remarks: input.remarks.trim() || null }),
        completed_at: at,
        history: JSON.stringify([
          ...history,
          { action: 'COMPLETED', at, by_name: by, note: `Moved out on ${displayDate(actual)}` },
        ]),
      })
      .where('id', '=', row.id)
      .execute()
    const refund = settlement.refund_paise
    await recordChange(
      trx,
      operatorId,
      moveOutEntry(
        context,
        row.id,
        `Moved ${context.tenant.name} out on ${dayText(actual)}: deposit ${rupees(settlement.deposit_paise)}, deductions ${rupees(settlement.deductions_total_paise)}, ${refund > 0 ? `refund ${rupees(refund)}` : `payable ${rupees(settlement.payable_paise)}`}`,
        { status: row.status, actual_move_out_date: null },
        {
          status: 'COMPLETED',
          actual_move_out_date: actual,
          deposit_paise: settlement.deposit_paise,
          deductions_total_paise: settlement.deductions_total_paise,
          refund_paise: refund,
          payable_paise: settlement.payable_paise,
          refund_mode: input.refund_mode ?? null,
        },
      ),
      now(),
    )
  })
  return detail(db, now, operatorId, row.id)
}

export type OffboardingQuery = {
  offset: number
  limit: number
  status?: string
  property_id?: number
  search_text?: string
  from_date?: IsoDate
  to_date?: IsoDate
}

export async function listOffboardings(db: Db, now: Clock, operatorId: number, query: OffboardingQuery) {
  const statuses = (query.status ?? 'RAISED').split(',') as OffboardingStatus[]
  let base = db
    .selectFrom('offboardings as o')
    .innerJoin('tenants as t', 't.id', 'o.tenant_id')
    .leftJoin('allotments as a', 'a.id', 'o.allotment_id')
    .leftJoin('beds as b', 'b.id', 'a.bed_id')
    .leftJoin('rooms as r', 'r.id', 'b.room_id')
    .innerJoin('properties as p', 'p.id', 't.property_id')
    .where('o.operator_id', '=', operatorId)
    .where('o.status', 'in', statuses)
  if (query.property_id !== undefined) base = base.where('p.id', '=', query.property_id)
  if (query.from_date) base = base.where('o.move_out_date', '>=', query.from_date)
  if (query.to_date) base = base.where('o.move_out_date', '<=', query.to_date)
  const search = query.search_text?.trim()
  if (search) base = base.where((eb) => eb.or([contains('t.name', search), contains('t.phone_no', search)]))
  const rows = await base
    .selectAll('o')
    .select([
      't.name as tenant_name',
      't.phone_no as phone_number',
      'p.id as property_id',
      'p.name as property_name',
      'r.name as room_name',
      'b.name as bed_name',
    ])
    .orderBy('o.move_out_date')
    .orderBy('o.id')
    .limit(query.limit)
    .offset(query.offset)
    .execute()
  const counted = await base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow()
  const results = []
  for (const row of rows) {
    const forecast: Settlement = row.settlement
      ? (JSON.parse(row.settlement) as Settlement)
      : await forecastSettlement(db, await tenantContext(db, now, operatorId, row.tenant_id), inputOf(row))
    results.push({
      id: row.id,
      tenant_id: row.tenant_id,
      tenant_name: row.tenant_name,
      phone_number: row.phone_number,
      property_id: row.property_id,
      property_name: row.property_name,
      room_name: row.room_name ?? null,
      bed_name: row.bed_name ?? null,
      status: row.status,
      notice_date: row.notice_date,
      move_out_date: row.move_out_date,
      actual_move_out_date: row.actual_move_out_date,
      deposit_paise: forecast.deposit_paise,
      deductions_total_paise: forecast.deductions_total_paise,
      refund_paise: forecast.refund_paise,
      payable_paise: forecast.payable_paise,
      refund_status: row.refund_status,
      raised_at: row.raised_at,
      raised_by_name: row.raised_by_name,
    })
  }
  return { count: Number(counted.count), results }
}

/** What the move-out sheet needs before raising. */
export async function tenantOffboardingDetail(db: Db, now: Clock, operatorId: number, tenantId: number) {
  const context = await tenantContext(db, now, operatorId, tenantId)
  const { tenant, property, allotment, today } = context
  const forecast = await forecastSettlement(db, context, {
    move_out_date: allotment?.start_date && allotment.start_date > today ? allotment.start_date : today,
  })
  return {
    tenant_id: tenant.id,
    tenant_name: tenant.name,
    status: context.status,
    property_name: property.name,
    room_name: allotment?.room_name ?? null,
    bed_name: allotment?.bed_name ?? null,
    move_in_date: forecast.move_in_date,
    notice_period_days: context.notice_period_days,
    lock_in_end_date: forecast.lock_in_end_date,
    rent_paise: forecast.rent_paise,
    deposit_paise: forecast.deposit_paise,
    dues_paise: forecast.dues_paise,
    earliest_move_out_without_shortfall: addDays(today, Math.max(0, context.notice_period_days - 1)),
    offboarding_id: context.offboarding?.id ?? null,
    offboarding_status: context.offboarding?.status ?? null,
  }
}
