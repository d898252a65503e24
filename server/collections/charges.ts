import { sql } from 'kysely'
import { dayText, recordChange, rupees, type ActivitySubject } from '../activity/record'
import { addDays, kolkataDate, monthLabel, monthOf } from '../calendar'
import type { Clock } from '../clock'
import type { Db } from '../db/database'
import type { IsoDate, OperatorRow, PaymentTicketType, ProRateMethod } from '../db/schema'
import { releaseComplaintCharges } from '../complaints/chargeRelease'
import { badRequest, conflict, notFound } from '../http/httpError'
import { graceDaysOn, rentDueDate } from '../rules/dueDates'
import { rentBetween } from '../tenants/rentPeriods'
import { termsSegments } from '../tenants/terms'
import { settleCollection } from './ledger'
import { paymentLinkView } from './links'
import { proofView } from './proofs'
import { forgetTotals } from './listTotals'
import {
  collectionPayments,
  collectionView,
  ownedCollection,
  readCollections,
  type CollectionView,
} from './views'

const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

const lastDayOfMonth = (date: IsoDate): IsoDate => {
  const [year, month] = date.split('-').map(Number)
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10)
}

/** `Mar 2026` for a whole month, `12–31 Mar 2026` or `25 Mar – 24 Apr 2026` otherwise. */
export function periodLabel(start: IsoDate, end: IsoDate): string {
  const [sy, sm, sd] = start.split('-').map(Number)
  const [ey, em, ed] = end.split('-').map(Number)
  if (sd === 1 && end === lastDayOfMonth(start)) return `${SHORT_MONTHS[sm - 1]} ${sy}`
  if (sy === ey && sm === em) return `${sd}–${ed} ${SHORT_MONTHS[sm - 1]} ${sy}`
  const left = sy === ey ? `${sd} ${SHORT_MONTHS[sm - 1]}` : `${sd} ${SHORT_MONTHS[sm - 1]} ${sy}`
  return `${left} – ${ed} ${SHORT_MONTHS[em - 1]} ${ey}`
}

/** Tax included in an amount at a rate in basis points: amount × rate ÷ (100 % + rate), to the paisa. */
export const includedTax = (amountPaise: number, rateBps: number) =>
  Math.round((amountPaise * rateBps) / (10_000 + rateBps))

/**
 * Monthly rent for a period, calendar month by calendar month: a whole month is the whole rent, part of one is
 * pro-rated by the property's method (actual days of that month, 30 days, or the full month), to the rupee.
 */
export function proRatedRent(
  rentPaise: number,
  start: IsoDate,
  end: IsoDate,
  method: ProRateMethod = 'ACTUAL_DAYS',
): number {
  return rentBetween(
    rentPaise,
    start,
    end,
    { rent_cycle: 'CALENDAR_MONTH', pro_rate_method: method },
    start,
  ).reduce((sum, span) => sum + span.amount_paise, 0)
}

/** Rent for a period night by night at the rent in force on each night: each stretch of one rent pro-rated. */
export async function rentForPeriod(
  db: Db,
  tenantId: number,
  start: IsoDate,
  end: IsoDate,
  method: ProRateMethod,
): Promise<number> {
  const segments = await termsSegments(db, tenantId, start, end)
  return segments.reduce(
    (sum, segment) => sum + proRatedRent(segment.terms.rent_paise, segment.from, segment.to, method),
    0,
  )
}

export type NewCollection = {
  type: PaymentTicketType
  charge_kind: string
  tenant_id: number
  title: string
  description?: string | null
  period_start?: IsoDate | null
  period_end?: IsoDate | null
  due_date: IsoDate
  amount_paise: number
  tax_paise?: number
  offboarding_id?: number | null
}

async function ownedTenant(db: Db, operatorId: number, tenantId: number) {
  const tenant = await db
    .selectFrom('tenants')
    .innerJoin('properties', 'properties.id', 'tenants.property_id')
    .select([
      'tenants.id',
      'tenants.name',
      'tenants.property_id',
      'properties.grace_days',
      'properties.pro_rate_method',
      'properties.gst_registered',
      'properties.tax_rate_bps',
    ])
    .where('tenants.id', '=', tenantId)
    .where('tenants.operator_id', '=', operatorId)
    .executeTakeFirst()
  if (!tenant) throw notFound('No such tenant.')
  return tenant
}

/** Inserts a collection for a tenant of the operator (404 otherwise) at the tenant's property and current bed. */
export async function insertCollection(db: Db, now: Clock, operator: OperatorRow, input: NewCollection) {
  const tenant = await ownedTenant(db, operator.id, input.tenant_id)
  if (input.tax_paise !== undefined && input.tax_paise > input.amount_paise) {
    throw badRequest('The tax cannot be more than the amount it is part of.', [
      { field: 'body.tax_paise', message: 'More than the amount.' },
    ])
  }
  const allotment = await db
    .selectFrom('allotments')
    .select('id')
    .where('tenant_id', '=', tenant.id)
    .where('unlinked_at', 'is', null)
    .orderBy('start_date', 'desc')
    .executeTakeFirst()
  const graceDays = await graceDaysOn(db, tenant.property_id, input.due_date, tenant.grace_days)
  const at = now().toISOString()
  const tax =
    input.tax_paise ?? (tenant.gst_registered ? includedTax(input.amount_paise, tenant.tax_rate_bps) : 0)
  const { id } = await db
    .insertInto('collections')
    .values({
      operator_id: operator.id,
      property_id: tenant.property_id,
      tenant_id: tenant.id,
      allotment_id: allotment?.id ?? null,
      offboarding_id: input.offboarding_id ?? null,
      type: input.type,
      charge_kind: input.charge_kind,
      title: input.title,
      description: input.description ?? null,
      period_start: input.period_start ?? null,
      period_end: input.period_end ?? null,
      period_label:
        input.period_start && input.period_end ? periodLabel(input.period_start, input.period_end) : null,
      due_date: input.due_date,
      overdue_from: addDays(input.due_date, graceDays + 1),
      amount_paise: input.amount_paise,
      tax_paise: tax,
      balance_paise: input.amount_paise,
      is_settled: input.amount_paise === 0 ? 1 : 0,
      created_by_name: operator.name,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  forgetTotals(db, operator.id)
  const [row] = await readCollections(db, operator.id, [id])
  return collectionView(row, kolkataDate(now()))
}

function checkPeriod(start: IsoDate | null | undefined, end: IsoDate | null | undefined) {
  if ((start && !end) || (!start && end)) {
    throw badRequest('Give both ends of the period, or neither.', [
      { field: start ? 'body.period_end' : 'body.period_start', message: 'Give both dates.' },
    ])
  }
  if (start && end && end < start) {
    throw badRequest('The period ends before it starts.', [
      { field: 'body.period_end', message: 'Pick a day on or after the start.' },
    ])
  }
}

export type RentTicketInput = {
  tenant_id: number
  amount_paise?: number
  tax_paise?: number
  period_start: IsoDate
  period_end: IsoDate
  due_date?: IsoDate
  title?: string
  description?: string
}

/** A RENT collection; by default the rent in force on each night of the period, pro-rated; 409 when a RENT ticket overlaps the period. */
export async function createRentTicket(db: Db, now: Clock, operator: OperatorRow, input: RentTicketInput) {
  checkPeriod(input.period_start, input.period_end)
  const tenant = await ownedTenant(db, operator.id, input.tenant_id)
  const overlapping = await db
    .selectFrom('collections')
    .select('title')
    .where('tenant_id', '=', tenant.id)
    .where('type', '=', 'RENT')
    .where('period_start', '<=', input.period_end)
    .where('period_end', '>=', input.period_start)
    .executeTakeFirst()
  if (overlapping)
    throw conflict(`${tenant.name} already has a rent charge for this period (${overlapping.title}).`)
  const amount =
    input.amount_paise ??
    (await rentForPeriod(db, tenant.id, input.period_start, input.period_end, tenant.pro_rate_method))
  if (amount < 1) throw badRequest('The tenant has no rent to charge; give an amount.')
  const dueDate = input.due_date ?? (await rentDueDate(db, tenant, input.period_start))
  return db.transaction().execute(async (trx) => {
    const collection = await insertCollection(trx, now, operator, {
      type: 'RENT',
      charge_kind: 'RENT',
      tenant_id: tenant.id,
      title: input.title ?? `Rent – ${monthLabel(monthOf(input.period_start))}`,
      description: input.description,
      period_start: input.period_start,
      period_end: input.period_end,
      due_date: dueDate,
      amount_paise: amount,
      tax_paise: input.tax_paise,
    })
    await recordNewCollection(trx, now, operator.id, collection)
    return collection
  })
}

/** The fields of a collection the log keeps, before and after a change. */
const loggedFields = (row: {
  title: string
  amount_paise: number
  tax_paise: number
  waived_paise: number
  paid_paise: number
  balance_paise: number
  due_date: IsoDate
  period_start: IsoDate | null
  period_end: IsoDate | null
}) => ({
  title: row.title,
  amount_paise: row.amount_paise,
  tax_paise: row.tax_paise,
  waived_paise: row.waived_paise,
  paid_paise: row.paid_paise,
  balance_paise: row.balance_paise,
  due_date: row.due_date,
  period_start: row.period_start,
  period_end: row.period_end,
})

/** The log entry of a new collection: "Charged ₹12,000 Rent – Dec 2026 to Diya Nair, due 5 Dec 2026". */
const recordNewCollection = (
  trx: Db,
  now: Clock,
  operatorId: number,
  collection: CollectionView,
  subjects: ActivitySubject[] = [],
) =>
  recordChange(
    trx,
    operatorId,
    {
      entity: 'collection',
      entityId: collection.id,
      propertyId: collection.property_id,
      summary: `Charged ${rupees(collection.amount_paise)} ${collection.title} to ${collection.tenant_name}, due ${dayText(collection.due_date)}`,
      before: null,
      after: loggedFields(collection),
      subjects: [{ entity: 'tenant', entityId: collection.tenant_id }, ...subjects],
    },
    now(),
  )

export type OtherTicketInput = Omit<NewCollection, 'type' | 'offboarding_id'> & { type: 'OTHERS' }

/** An OTHERS collection, shown as 'Other charge' (in the caller's transaction, which records its activity). */
export async function createOtherTicket(db: Db, now: Clock, operator: OperatorRow, input: OtherTicketInput) {
  checkPeriod(input.period_start, input.period_end)
  return insertCollection(db, now, operator, { ...input, type: 'OTHERS' })
}

/** `createOtherPaymentTicket`: an OTHERS collection and its activity entry, in one transaction. */
export function createLoggedOtherTicket(db: Db, now: Clock, operator: OperatorRow, input: OtherTicketInput) {
  return db.transaction().execute(async (trx) => {
    const collection = await createOtherTicket(trx, now, operator, input)
    await recordNewCollection(trx, now, operator.id, collection)
    return collection
  })
}

/** The collection of what a moved-out tenant still owes after the deposit; once per offboarding (409 after). */
export async function createOffboardedCollection(
  db: Db,
  now: Clock,
  operator: OperatorRow,
  offboardingId: number,
  input: { amount_paise?: number; due_date: IsoDate; title?: string; description?: string },
) {
  const offboarding = await db
    .selectFrom('offboardings')
    .select(['id', 'tenant_id', 'settlement', 'collection_id'])
    .where('id', '=', offboardingId)
    .where('operator_id', '=', operator.id)
    .executeTakeFirst()
  if (!offboarding) throw notFound('No such move-out.')
  const existing = await db
    .selectFrom('collections')
    .select('id')
    .where('offboarding_id', '=', offboardingId)
    .executeTakeFirst()
  if (existing || offboarding.collection_id !== null) {
    throw conflict('The settlement collection of this move-out already exists.')
  }
  const settlement: unknown = offboarding.settlement ? JSON.parse(offboarding.settlement) : null
  const payable =
    typeof settlement === 'object' && settlement !== null && 'payable_paise' in settlement
      ? Number(settlement.payable_paise)
      : 0
  const amount = input.amount_paise ?? payable
  if (!amount) {
    throw badRequest('Nothing is payable on this move-out; give an amount to charge.', [
      { field: 'body.amount_paise', message: 'Give the amount the tenant owes.' },
    ])
  }
  return db.transaction().execute(async (trx) => {
    const collection = await insertCollection(trx, now, operator, {
      type: 'OTHERS',
      charge_kind: 'SETTLEMENT',
      tenant_id: offboarding.tenant_id,
      title: input.title ?? 'Move-out settlement',
      description: input.description,
      due_date: input.due_date,
      amount_paise: amount,
      offboarding_id: offboardingId,
    })
    await trx
      .updateTable('offboardings')
      .set({ collection_id: collection.id })
      .where('id', '=', offboardingId)
      .execute()
    await recordNewCollection(trx, now, operator.id, collection, [
      { entity: 'offboarding', entityId: offboardingId },
    ])
    return collection
  })
}

/** The contract's `CollectionDetail`. */
export async function collectionDetail(db: Db, now: Clock, operatorId: number, id: number) {
  const row = await ownedCollection(db, operatorId, id)
  const today = kolkataDate(now())
  const reminders = await db
    .selectFrom('collection_reminders')
    .select(['id', 'channel', 'sent_at', 'status'])
    .where('collection_id', '=', id)
    .orderBy('sent_at', 'desc')
    .orderBy('id', 'desc')
    .execute()
  const links = await db
    .selectFrom('payment_links')
    .selectAll()
    .where('collection_id', '=', id)
    .orderBy('id', 'desc')
    .execute()
  const proofs = await db
    .selectFrom('payment_proofs')
    .innerJoin('stored_files', 'stored_files.id', 'payment_proofs.file_id')
    .selectAll('payment_proofs')
    .select(['stored_files.file_name', 'stored_files.content_type', 'stored_files.size_bytes'])
    .where('collection_id', '=', id)
    .orderBy('payment_proofs.id', 'desc')
    .execute()
  const { rows: remarks } = await sql<{ count: number }>`
    select count(*) as count from collection_remarks where collection_id = ${id}`.execute(db)
  return {
    collection: collectionView(row, today),
    description: row.description,
    created_by_name: row.created_by_name,
    payments: await collectionPayments(db, id),
    reminders,
    payment_links: links.map((link) => paymentLinkView(link, now)),
    proofs: proofs.map(proofView),
    remarks_count: Number(remarks[0].count),
  }
}

export type CollectionChanges = {
  title?: string
  description?: string | null
  amount_paise?: number
  tax_paise?: number
  waived_paise?: number
  due_date?: IsoDate
  period_start?: IsoDate | null
  period_end?: IsoDate | null
}

/** Changes a collection; the amount cannot go below what is paid and waived (400). */
export async function editCollection(
  db: Db,
  now: Clock,
  operator: OperatorRow,
  id: number,
  changes: CollectionChanges,
) {
  const at = now().toISOString()
  await db.transaction().execute(async (trx) => {
    const row = await ownedCollection(trx, operator.id, id)
    const amount = changes.amount_paise ?? row.amount_paise
    const waived = changes.waived_paise ?? row.waived_paise
    const tax = changes.tax_paise ?? row.tax_paise
    if (amount < row.paid_paise + waived) {
      throw badRequest('The amount cannot be less than what is already paid and waived.', [
        {
          field: changes.amount_paise === undefined ? 'body.waived_paise' : 'body.amount_paise',
          message: 'Too low.',
        },
      ])
    }
    if (tax > amount) {
      throw badRequest('The tax cannot be more than the amount it is part of.', [
        { field: 'body.tax_paise', message: 'More than the amount.' },
      ])
    }
    const start = changes.period_start === undefined ? row.period_start : changes.period_start
    const end = changes.period_end === undefined ? row.period_end : changes.period_end
    checkPeriod(start, end)
    const dueDate = changes.due_date ?? row.due_date
    const { grace_days: setting } = await trx
      .selectFrom('properties')
      .select('grace_days')
      .where('id', '=', row.property_id)
      .executeTakeFirstOrThrow()
    const graceDays = await graceDaysOn(trx, row.property_id, dueDate, setting)
    await trx
      .updateTable('collections')
      .set({
        title: changes.title ?? row.title,
        description: changes.description === undefined ? row.description : changes.description,
        amount_paise: amount,
        tax_paise: tax,
        waived_paise: waived,
        due_date: dueDate,
        overdue_from: addDays(dueDate, graceDays + 1),
        period_start: start,
        period_end: end,
        period_label: start && end ? periodLabel(start, end) : null,
        // Kept in step with the new amount and waiver right below.
        balance_paise: amount - row.paid_paise - waived,
        is_settled: amount - row.paid_paise - waived === 0 ? 1 : 0,
      })
      .where('id', '=', id)
      .execute()
    await settleCollection(trx, id, at)
    const [edited] = await readCollections(trx, operator.id, [id])
    await recordChange(
      trx,
      operator.id,
      {
        entity: 'collection',
        entityId: id,
        propertyId: row.property_id,
        summary: `Edited ${edited.title} of ${row.tenant_name}${amount !== row.amount_paise ? `: ${rupees(row.amount_paise)} → ${rupees(amount)}` : ''}${waived !== row.waived_paise ? `, ${rupees(waived)} waived` : ''}`,
        before: loggedFields(row),
        after: loggedFields(edited),
        subjects: [{ entity: 'tenant', entityId: row.tenant_id }],
      },
      now(),
    )
  })
  forgetTotals(db, operator.id)
  return collectionDetail(db, now, operator.id, id)
}

/**
 * Deletes a collection with no SUCCESS payment (409 otherwise: delete or revert them first); a complaint whose cost
 * it charged is no longer charged.
 */
export async function deleteCollection(
  db: Db,
  now: Clock,
  operator: Pick<OperatorRow, 'id' | 'name'>,
  id: number,
) {
  const operatorId = operator.id
  await db.transaction().execute(async (trx) => {
    const row = await ownedCollection(trx, operatorId, id)
    const paid = await trx
      .selectFrom('collection_transactions')
      .select('id')
      .where('collection_id', '=', id)
      .where('status', '=', 'SUCCESS')
      .executeTakeFirst()
    if (paid) throw conflict('This collection has payments; delete or revert them first.')
    await trx
      .updateTable('offboardings')
      .set({ collection_id: null })
      .where('collection_id', '=', id)
      .execute()
    await trx
      .updateTable('rent_qr_transactions')
      .set({ collection_id: null })
      .where('collection_id', '=', id)
      .execute()
    await releaseComplaintCharges(trx, id, operator.name, now().toISOString())
    await trx.deleteFrom('collections').where('id', '=', id).execute()
    await recordChange(
      trx,
      operatorId,
      {
        entity: 'collection',
        entityId: id,
        propertyId: row.property_id,
        summary: `Deleted ${row.title} of ${row.tenant_name} (${rupees(row.amount_paise)})`,
        before: loggedFields(row),
        after: null,
        subjects: [{ entity: 'tenant', entityId: row.tenant_id }],
      },
      now(),
    )
  })
  forgetTotals(db, operatorId)
  return { success: true, message: 'Collection deleted.' }
}
