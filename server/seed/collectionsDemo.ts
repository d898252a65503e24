import { addDays, addMonths, kolkataDate, monthLabel, monthOf } from '../calendar'
import type { Clock } from '../clock'
import { periodLabel, proRatedRent } from '../collections/charges'
import { financialYear, settleCollection } from '../collections/ledger'
import { chunks } from '../db/batches'
import type { Db } from '../db/database'
import type { IsoDate, PaymentMode, PaymentTicketType, TransactionStatus } from '../db/schema'
import { seededRandom, type Random } from './random'
import { resyncIdSequence } from '../db/engine'

/** Months of collections the demo holds, the current one included. */
const MONTHS = 12

/** Every payment mode, so that each shows up in the demo (the first payments cycle through them). */
const MODES: readonly PaymentMode[] = [
  'UPI',
  'CASH',
  'NEFT',
  'IMPS',
  'RTGS',
  'CHEQUE',
  'CARD',
  'DEPOSIT_ADJUSTMENT',
  'ADVANCE_ADJUSTMENT',
]
/** How often each mode is used after that: mostly UPI, then cash and bank transfers. */
const MODE_WEIGHTS: readonly [PaymentMode, number][] = [
  ['UPI', 55],
  ['CASH', 15],
  ['NEFT', 8],
  ['IMPS', 8],
  ['CHEQUE', 5],
  ['CARD', 4],
  ['RTGS', 2],
  ['DEPOSIT_ADJUSTMENT', 2],
  ['ADVANCE_ADJUSTMENT', 1],
]

function weightedMode(random: Random): PaymentMode {
  let roll = random.int(1, 100)
  for (const [mode, weight] of MODE_WEIGHTS) {
    roll -= weight
    if (roll <= 0) return mode
  }
  return 'UPI'
}

const digits = (random: Random, count: number) =>
  Array.from({ length: count }, () => random.int(0, 9)).join('')
const alphanumerics = (random: Random, count: number) =>
  Array.from({ length: count }, () => random.pick([...'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789'])).join('')

/** A realistic reference: UTR of 12 digits (UPI, IMPS), 16 characters (NEFT), 22 (RTGS), a cheque number. */
export function referenceFor(mode: PaymentMode, random: Random): string | null {
  switch (mode) {
    case 'UPI':
    case 'IMPS':
      return digits(random, 12)
    case 'NEFT':
      return `HDFCN${alphanumerics(random, 11)}`
    case 'RTGS':
      return `HDFCR5${digits(random, 16)}`
    case 'CHEQUE':
      return digits(random, 6)
    case 'CARD':
      return alphanumerics(random, 12)
    default:
      return null
  }
}

type Stay = {
  id: number
  tenant_id: number
  property_id: number
  start_date: IsoDate
  last_night: IsoDate | null
  rent_paise: number
  deposit_paise: number
  rent_due_day: number
  grace_days: number
  city_name: string
}

type PlannedCollection = {
  id: number
  operator_id: number
  property_id: number
  tenant_id: number
  allotment_id: number
  type: PaymentTicketType
  charge_kind: string
  title: string
  period_start: IsoDate | null
  period_end: IsoDate | null
  period_label: string | null
  due_date: IsoDate
  overdue_from: IsoDate
  amount_paise: number
  tax_paise: number
  paid_paise: number
  waived_paise: number
  balance_paise: number
  is_settled: 0 | 1
  last_payment_mode: PaymentMode | null
  last_paid_on: IsoDate | null
  receipt_number: string | null
  created_by_name: string
  created_at: string
  updated_at: string
}

type PlannedPayment = {
  operator_id: number
  collection_id: number
  property_id: number
  tenant_id: number
  amount_paise: number
  mode: PaymentMode
  reference: string | null
  paid_on: IsoDate
  recorded_at: string
  recorded_by_name: string
  source: 'MANUAL' | 'BULK' | 'RENT_QR'
  status: TransactionStatus
  receipt_number: string
}

const minDate = (a: IsoDate, b: IsoDate) => (a < b ? a : b)
const maxDate = (a: IsoDate, b: IsoDate) => (a > b ? a : b)
const monthEnd = (month: string): IsoDate => addDays(`${addMonths(month, 1)}-01`, -1)

/** Share of a month's dues left unpaid, partly paid: older months are mostly settled, this month much less. */
function outcome(random: Random, monthsAgo: number): 'paid' | 'partly' | 'unpaid' {
  const roll = random.next()
  const [unpaid, partly] = monthsAgo === 0 ? [0.2, 0.1] : monthsAgo === 1 ? [0.06, 0.06] : [0.01, 0.02]
  return roll < unpaid ? 'unpaid' : roll < unpaid + partly ? 'partly' : 'paid'
}

/**
 * Twelve months of collections for every demo stay: monthly rent (pro-rated at the ends of a stay), the deposit
 * at move-in and electricity for the last three months; paid, partly paid, due and overdue, with payments in
 * every mode, a few reverted, reminders on overdue dues, remarks, a bank account with a UPI id per operator
 * and rent-QR credits. Skips operators that already have collections, so it runs once per database.
 */
export async function seedDemoCollections(db: Db, now: Clock): Promise<void> {
  const today = kolkataDate(now())
  const currentMonth = monthOf(today)
  const firstMonth = addMonths(currentMonth, -(MONTHS - 1))
  const operators = await db
    .selectFrom('operators')
    .select(['id', 'name', 'brand'])
    .where((eb) =>
      eb.not(
        eb.exists(eb.selectFrom('collections').select('id').whereRef('operator_id', '=', 'operators.id')),
      ),
    )
    .where((eb) =>
      eb.exists(eb.selectFrom('tenants').select('id').whereRef('operator_id', '=', 'operators.id')),
    )
    .orderBy('id')
    .execute()
  if (!operators.length) return
  const { max } = await db
    .selectFrom('collections')
    .select((eb) => eb.fn.max('id').as('max'))
    .executeTakeFirstOrThrow()
  let nextId = Number(max ?? 0)
  const at = now().toISOString()
  const serials = new Map<string, number>()
  const receipt = (stay: Stay, paidOn: IsoDate) => {
    const year = financialYear(paidOn)
    const key = `${stay.property_id}|${year}`
    const serial = (serials.get(key) ?? 0) + 1
    serials.set(key, serial)
    const code =
      stay.city_name
        .replace(/[^A-Za-z]/g, '')
        .slice(0, 3)
        .toUpperCase() || 'PG'
    return `${code}${stay.property_id}-${year}/${String(serial).padStart(6, '0')}`
  }

  for (const operator of operators) {
    const random = seededRandom(7_000 + operator.id)
    const stays = (
      await db
        .selectFrom('allotments')
        .innerJoin('tenants', 'tenants.id', 'allotments.tenant_id')
        .innerJoin('properties', 'properties.id', 'allotments.property_id')
        .select([
          'allotments.id',
          'allotments.tenant_id',
          'allotments.property_id',
          'allotments.start_date',
          'allotments.move_out_date',
          'allotments.end_date',
          'allotments.rent_paise',
          'allotments.deposit_paise',
          'properties.rent_due_day',
          'properties.grace_days',
          'properties.city_name',
        ])
        .where('tenants.operator_id', '=', operator.id)
        .where('allotments.unlinked_at', 'is', null)
        .where('allotments.start_date', '<=', today)
        .orderBy('allotments.start_date')
        .orderBy('allotments.id')
        .execute()
    ).map((row) => ({ ...row, last_night: row.move_out_date ?? row.end_date }))

    const collections: PlannedCollection[] = []
    const payments: PlannedPayment[] = []
    let modeTurn = 0
    const pay = (stay: Stay, collection: PlannedCollection, amount: number, paidOn: IsoDate) => {
      const mode = modeTurn < MODES.length ? MODES[modeTurn] : weightedMode(random)
      modeTurn += 1
      const number = receipt(stay, paidOn)
      payments.push({
        operator_id: operator.id,
        collection_id: collection.id,
        property_id: stay.property_id,
        tenant_id: stay.tenant_id,
        amount_paise: amount,
        mode,
        reference: referenceFor(mode, random),
        paid_on: paidOn,
        recorded_at: new Date(
          `${paidOn}T${String(random.int(4, 14)).padStart(2, '0')}:15:00.000Z`,
        ).toISOString(),
        recorded_by_name: operator.name,
        source: mode === 'UPI' && random.next() < 0.2 ? 'RENT_QR' : random.next() < 0.1 ? 'BULK' : 'MANUAL',
        status: 'SUCCESS',
        receipt_number: number,
      })
      collection.paid_paise += amount
      collection.balance_paise -= amount
      collection.is_settled = collection.balance_paise === 0 ? 1 : 0
      collection.last_payment_mode = mode
      collection.last_paid_on = paidOn
      collection.receipt_number = number
    }
    const plan = (
      stay: Stay,
      fields: Pick<PlannedCollection, 'type' | 'charge_kind' | 'title' | 'due_date' | 'amount_paise'> & {
        period_start?: IsoDate
        period_end?: IsoDate
      },
      monthsAgo: number,
    ) => {
      nextId += 1
      const collection: PlannedCollection = {
        id: nextId,
        operator_id: operator.id,
        property_id: stay.property_id,
        tenant_id: stay.tenant_id,
        allotment_id: stay.id,
        period_start: fields.period_start ?? null,
        period_end: fields.period_end ?? null,
        period_label:
          fields.period_start && fields.period_end
            ? periodLabel(fields.period_start, fields.period_end)
            : null,
        overdue_from: addDays(fields.due_date, stay.grace_days + 1),
        tax_paise: 0,
        paid_paise: 0,
        waived_paise: 0,
        balance_paise: fields.amount_paise,
        is_settled: 0,
        last_payment_mode: null,
        last_paid_on: null,
        receipt_number: null,
        created_by_name: operator.name,
        created_at: new Date(`${addDays(fields.due_date, -5)}T03:30:00.000Z`).toISOString(),
        updated_at: at,
        ...fields,
      }
      collections.push(collection)
      if (fields.due_date > today) return
      const result = outcome(random, monthsAgo)
      const paidOn = minDate(addDays(fields.due_date, random.int(-2, 9)), today)
      if (result === 'paid') pay(stay, collection, fields.amount_paise, paidOn)
      if (result === 'partly') {
        const part = Math.round((fields.amount_paise * random.int(30, 70)) / 100 / 100) * 100
        pay(stay, collection, Math.max(100, Math.min(part, fields.amount_paise - 100)), paidOn)
      }
    }

    for (const stay of stays) {
      const lastNight = stay.last_night
      for (let index = 0; index < MONTHS; index += 1) {
        const month = addMonths(firstMonth, index)
        const start = maxDate(`${month}-01`, stay.start_date)
        const end = minDate(monthEnd(month), lastNight ?? monthEnd(month))
        if (start > end || start > today) continue
        const monthsAgo = MONTHS - 1 - index
        const dueDay = `${month}-${String(Math.min(stay.rent_due_day, 28)).padStart(2, '0')}`
        plan(
          stay,
          {
            type: 'RENT',
            charge_kind: 'RENT',
            title: `Rent – ${monthLabel(month)}`,
            period_start: start,
            period_end: end,
            due_date: maxDate(dueDay, start),
            amount_paise: proRatedRent(stay.rent_paise, start, end),
          },
          monthsAgo,
        )
        if (monthsAgo >= 1 && monthsAgo <= 3 && random.next() < 0.6) {
          const units = random.int(40, 140)
          plan(
            stay,
            {
              type: 'OTHERS',
              charge_kind: 'ELECTRICITY',
              title: `Electricity (${monthLabel(month).slice(0, 3)}, ${units} units)`,
              period_start: start,
              period_end: end,
              due_date: addDays(monthEnd(month), 10),
              amount_paise: Math.round(units * 850),
            },
            monthsAgo - 1,
          )
        }
      }
      if (stay.start_date >= `${firstMonth}-01` && stay.deposit_paise > 0) {
        plan(
          stay,
          {
            type: 'OTHERS',
            charge_kind: 'DEPOSIT',
            title: 'Security deposit',
            due_date: stay.start_date,
            amount_paise: stay.deposit_paise,
          },
          MONTHS,
        )
      }
    }

    for (const batch of chunks(collections, 400)) await db.insertInto('collections').values(batch).execute()
    await resyncIdSequence(db, 'collections')
    for (const batch of chunks(payments, 400))
      await db.insertInto('collection_transactions').values(batch).execute()
    const inserted = await db
      .selectFrom('collection_transactions')
      .select([
        'id',
        'recorded_at',
        'collection_id',
        'amount_paise',
        'mode',
        'reference',
        'source',
        'property_id',
        'tenant_id',
        'paid_on',
      ])
      .where('operator_id', '=', operator.id)
      .orderBy('id')
      .execute()
    for (const batch of chunks(inserted, 400)) {
      await db
        .insertInto('transaction_audit')
        .values(
          batch.map((row) => ({
            transaction_id: row.id,
            action: 'RECORDED' as const,
            at: row.recorded_at,
            by_name: operator.name,
            reason: null,
          })),
        )
        .execute()
    }
    await revertSome(db, operator, inserted, at)
    await seedExtras(db, operator, collections, inserted, random, today, at)
  }
  for (const [key, last] of serials) {
    const [propertyId, year] = key.split('|')
    await db
      .insertInto('receipt_serials')
      .values({ property_id: Number(propertyId), financial_year: year, last_serial: last })
      .onConflict((oc) => oc.columns(['property_id', 'financial_year']).doUpdateSet({ last_serial: last }))
      .execute()
  }
}

type InsertedPayment = {
  id: number
  recorded_at: string
  collection_id: number
  amount_paise: number
  mode: PaymentMode
  reference: string | null
  source: string
  property_id: number
  tenant_id: number
  paid_on: IsoDate
}

/** A bounced cheque and a mistaken entry: reverted payments that put their collections back to due. */
async function revertSome(
  db: Db,
  operator: { id: number; name: string },
  payments: readonly InsertedPayment[],
  at: string,
) {
  const lastOf = (mode: PaymentMode) => payments.filter((payment) => payment.mode === mode).at(-1)
  for (const payment of [lastOf('CHEQUE'), lastOf('CASH')]) {
    if (!payment) continue
    const reason = payment.mode === 'CHEQUE' ? 'Cheque bounced' : 'Recorded against the wrong tenant'
    await db
      .updateTable('collection_transactions')
      .set({ status: 'REVERTED' })
      .where('id', '=', payment.id)
      .execute()
    await db
      .insertInto('transaction_audit')
      .values({ transaction_id: payment.id, action: 'REVERTED', at, by_name: operator.name, reason })
      .execute()
    await settleCollection(db, payment.collection_id, at)
  }
}

/** A bank account with a UPI id, UPI ids on the properties, reminders, remarks and rent-QR credits. */
async function seedExtras(
  db: Db,
  operator: { id: number; name: string; brand: string | null },
  collections: readonly PlannedCollection[],
  payments: readonly InsertedPayment[],
  random: Random,
  today: IsoDate,
  at: string,
) {
  const handle = (operator.brand ?? operator.name)
    .toLowerCase()
    .replace(/[^a-z]/g, '')
    .slice(0, 14)
  const upiId = `${handle}@okhdfcbank`
  const bank = await db
    .selectFrom('banks')
    .select('id')
    .where('ifsc_prefix', '=', 'HDFC')
    .executeTakeFirstOrThrow()
  const account = await db
    .insertInto('bank_accounts')
    .values({
      operator_id: operator.id,
      bank_id: bank.id,
      account_holder_name: operator.brand ?? operator.name,
      account_number: `5010${digits(random, 10)}`,
      ifsc: `HDFC0${digits(random, 6)}`,
      upi_id: upiId,
      is_primary: 1,
      created_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  const properties = await db
    .selectFrom('properties')
    .select(['id', 'name'])
    .where('operator_id', '=', operator.id)
    .execute()
  if (properties.length) {
    await db
      .insertInto('bank_account_properties')
      .values(properties.map((property) => ({ bank_account_id: account.id, property_id: property.id })))
      .execute()
  }
  await db
    .updateTable('properties')
    .set({ upi_id: upiId, payee_name: operator.brand ?? operator.name })
    .where('operator_id', '=', operator.id)
    .where('upi_id', 'is', null)
    .execute()

  const overdue = collections.filter(
    (collection) => collection.balance_paise > 0 && collection.overdue_from <= today,
  )
  for (const collection of overdue.slice(0, 40)) {
    const sentAt = new Date(
      `${addDays(collection.overdue_from, random.int(0, 3))}T05:00:00.000Z`,
    ).toISOString()
    await db
      .insertInto('collection_reminders')
      .values({
        collection_id: collection.id,
        channel: 'SMS',
        status: 'RECORDED',
        message: `Reminder: ${collection.title} is due.`,
        sent_at: sentAt,
      })
      .execute()
    await db
      .updateTable('collections')
      .set({ reminder_count: 1, last_reminded_at: sentAt })
      .where('id', '=', collection.id)
      .execute()
  }
  const remarks = [
    'Tenant promised to pay by the weekend.',
    'Paid part in cash at the front desk.',
    'Salary delayed this month.',
  ]
  for (const [index, collection] of overdue.slice(0, 6).entries()) {
    await db
      .insertInto('collection_remarks')
      .values({
        collection_id: collection.id,
        text: remarks[index % remarks.length],
        created_by_name: operator.name,
        created_at: at,
      })
      .execute()
  }

  const byId = new Map(properties.map((property) => [property.id, property.name]))
  const matched = payments.filter((payment) => payment.source === 'RENT_QR').slice(-12)
  for (const payment of matched) {
    const qr = await db
      .insertInto('rent_qr_transactions')
      .values({
        operator_id: operator.id,
        property_id: payment.property_id,
        bank_account_id: account.id,
        amount_paise: payment.amount_paise,
        utr: payment.reference ?? digits(random, 12),
        payer_name: null,
        payer_vpa: `${digits(random, 10)}@ybl`,
        note: 'Rent',
        received_at: payment.recorded_at,
        status: 'MATCHED',
        qr_label: `${byId.get(payment.property_id) ?? 'Property'} – main QR`,
        tenant_id: payment.tenant_id,
        collection_id: payment.collection_id,
        transaction_id: payment.id,
        matched_at: payment.recorded_at,
        matched_by_name: 'Auto-matched by UTR',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await db
      .updateTable('collection_transactions')
      .set({ rent_qr_transaction_id: qr.id })
      .where('id', '=', payment.id)
      .execute()
  }
  for (let index = 0; index < 3 && properties.length; index += 1) {
    const property = properties[index % properties.length]
    await db
      .insertInto('rent_qr_transactions')
      .values({
        operator_id: operator.id,
        property_id: property.id,
        bank_account_id: account.id,
        amount_paise: random.int(20, 120) * 10_000,
        utr: digits(random, 12),
        payer_name: random.pick(['Karthik R', 'Sneha P', 'Mohammed Irfan']),
        payer_vpa: `${digits(random, 10)}@paytm`,
        note: 'room rent',
        received_at: new Date(`${addDays(today, -index - 1)}T06:40:00.000Z`).toISOString(),
        status: 'UNMATCHED',
        qr_label: `${property.name} – main QR`,
        tenant_id: null,
        collection_id: null,
        transaction_id: null,
        matched_at: null,
        matched_by_name: null,
      })
      .execute()
  }
}
