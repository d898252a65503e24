import { PAYMENT_MODE_LABELS } from '../../collections/paymentModes'
import type { Db } from '../../db/database'
import type { ReportDefinition, ReportRow, ReportScope } from '../definition'
import { column, scopedProperties, sums } from './common'
import { paymentsReceived, type ReceivedPayment } from './payments'

/** Payments received in the period, listed, and summed by mode and by the staff member who collected them. */

async function received(db: Db, scope: ReportScope): Promise<ReceivedPayment[]> {
  const properties = await scopedProperties(db, scope)
  return paymentsReceived(
    db,
    scope.operatorId,
    properties.map((property) => property.id),
    scope.from,
    scope.to,
  )
}

/** Count and sum of the payments per group key, largest sum first, then by name. */
function grouped(payments: readonly ReceivedPayment[], keyOf: (payment: ReceivedPayment) => string): ReportRow[] {
  const groups = new Map<string, { count: number; amount: number }>()
  for (const payment of payments) {
    const key = keyOf(payment)
    const group = groups.get(key) ?? { count: 0, amount: 0 }
    group.count += 1
    group.amount += payment.amount_paise
    groups.set(key, group)
  }
  return [...groups]
    .sort(([a, x], [b, y]) => y.amount - x.amount || a.localeCompare(b))
    .map(([name, group]) => ({ name, payments: group.count, amount_paise: group.amount }))
}

/** Who collected a payment: the staff member, else nobody on the staff (the operator, a QR or a link payment). */
export const collectorOf = (payment: ReceivedPayment): string =>
  payment.collected_by_staff_id === null ? 'No staff member' : (payment.collected_by_name ?? 'Staff member')

const groupColumns = (label: string) => [
  column('name', label, 'text'),
  column('payments', 'Payments', 'integer'),
  column('amount_paise', 'Amount', 'money_paise'),
]

function groupedDefinition(
  type: 'COLLECTIONS_BY_MODE' | 'COLLECTIONS_BY_STAFF',
  title: string,
  description: string,
  label: string,
  keyOf: (payment: ReceivedPayment) => string,
): ReportDefinition {
  return {
    type,
    area: 'MONEY',
    title,
    description,
    takes: 'period',
    build: async (db, scope, progress) => {
      const payments = await received(db, scope)
      progress(0.8)
      const rows = grouped(payments, keyOf)
      return [
        {
          name: title,
          columns: groupColumns(label),
          rows,
          totals: { name: 'Total', ...sums(rows, ['payments', 'amount_paise']) },
        },
      ]
    },
  }
}

export const COLLECTIONS_BY_MODE = groupedDefinition(
  'COLLECTIONS_BY_MODE',
  'Collections by mode',
  'Payments received in the period by mode (cash, UPI, bank transfer …): how many and how much. The total is the transactions list of the period.',
  'Mode',
  (payment) => PAYMENT_MODE_LABELS[payment.mode],
)

export const COLLECTIONS_BY_STAFF = groupedDefinition(
  'COLLECTIONS_BY_STAFF',
  'Collections by staff member',
  'Payments received in the period by the staff member who collected them, to reconcile the cash each one handed over.',
  'Collected by',
  collectorOf,
)

export const TRANSACTIONS: ReportDefinition = {
  type: 'TRANSACTIONS',
  area: 'MONEY',
  title: 'Transactions',
  description:
    'Every payment received in the period with its receipt number, tenant, mode and reference, for the accountant and the bank reconciliation.',
  takes: 'period',
  build: async (db, scope, progress) => {
    const payments = await received(db, scope)
    progress(0.8)
    const rows = payments.map((payment) => ({
      receipt_number: payment.receipt_number,
      paid_on: payment.paid_on,
      property: payment.property_name,
      tenant: payment.tenant_name,
      room_bed: [payment.room_name, payment.bed_name].filter(Boolean).join(' / ') || null,
      for: payment.collection_title,
      mode: PAYMENT_MODE_LABELS[payment.mode],
      reference: payment.reference,
      collected_by: collectorOf(payment),
      amount_paise: payment.amount_paise,
    }))
    return [
      {
        name: 'Transactions',
        columns: [
          column('receipt_number', 'Receipt number', 'text'),
          column('paid_on', 'Date', 'date'),
          column('property', 'Property', 'text'),
          column('tenant', 'Tenant', 'text'),
          column('room_bed', 'Room / bed', 'text'),
          column('for', 'For', 'text'),
          column('mode', 'Mode', 'text'),
          column('reference', 'Reference', 'text'),
          column('collected_by', 'Collected by', 'text'),
          column('amount_paise', 'Amount', 'money_paise'),
        ],
        rows,
        totals: { receipt_number: `Total (${rows.length} payments)`, ...sums(rows, ['amount_paise']) },
      },
    ]
  },
}
