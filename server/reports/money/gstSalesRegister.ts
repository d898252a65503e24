import type { ReportDefinition } from '../definition'
import { column, scopedProperties, sums } from './common'
import { isDeposit, paymentsReceived, type ReceivedPayment } from './payments'

/**
 * The GST sales register (GSTR-1 tables 7, 8, 12 and 13): one line per receipt at the GST-registered properties.
 * What the data holds: each collection stores the tax included in its amount (`tax_paise`, at the property's rate
 * when it was raised); a payment carries its share of it. A line with tax is taxable; a line without is exempt
 * (residential accommodation — a PG bed under ₹20,000 a month for 90 days or more, a dwelling let as a residence —
 * and the charges that go with it). Nil-rated supplies are never recorded, so that column is always 0. Deposits are
 * not a supply and are left out. The app keeps no tenant GSTIN, so that column is empty.
 */

const SAC_ACCOMMODATION = '9963'

/** The tax in a payment: its collection's tax in proportion to the part paid, to the paisa. */
export const taxInPayment = (payment: ReceivedPayment): number =>
  payment.collection_amount_paise > 0
    ? Math.round((payment.collection_tax_paise * payment.amount_paise) / payment.collection_amount_paise)
    : 0

/** The rate the collection was taxed at, in basis points to the whole percent, from its amount and tax. */
export const rateOf = (payment: ReceivedPayment): number => {
  const taxable = payment.collection_amount_paise - payment.collection_tax_paise
  return taxable > 0 ? Math.round((payment.collection_tax_paise * 100) / taxable) * 100 : 0
}

export const GST_SALES_REGISTER: ReportDefinition = {
  type: 'GST_SALES_REGISTER',
  area: 'MONEY',
  title: 'GST sales register',
  description:
    'Receipts of the period at GST-registered properties with SAC 9963, place of supply, taxable and exempt value, rate, CGST and SGST, for GSTR-1. Confirm the treatment with your accountant.',
  takes: 'period',
  build: async (db, scope, progress) => {
    const registered = (await scopedProperties(db, scope)).filter((property) => property.gst_registered === 1)
    const states = new Map(registered.map((property) => [property.id, property]))
    const payments = await paymentsReceived(
      db,
      scope.operatorId,
      registered.map((property) => property.id),
      scope.from,
      scope.to,
    )
    progress(0.8)
    const rows = payments
      .filter((payment) => !isDeposit(payment))
      .map((payment) => {
        const tax = taxInPayment(payment)
        const cgst = Math.floor(tax / 2)
        return {
          receipt_number: payment.receipt_number,
          paid_on: payment.paid_on,
          property: payment.property_name,
          property_gstin: states.get(payment.property_id)?.gstin ?? null,
          tenant: payment.tenant_name,
          tenant_gstin: null,
          place_of_supply: states.get(payment.property_id)?.state ?? null,
          sac: SAC_ACCOMMODATION,
          taxable_paise: tax > 0 ? payment.amount_paise - tax : 0,
          exempt_paise: tax > 0 ? 0 : payment.amount_paise,
          nil_paise: 0,
          rate_bps: tax > 0 ? rateOf(payment) : 0,
          cgst_paise: cgst,
          sgst_paise: tax - cgst,
        }
      })
    const money = ['taxable_paise', 'exempt_paise', 'nil_paise', 'cgst_paise', 'sgst_paise']
    return [
      {
        name: 'GST sales register',
        columns: [
          column('receipt_number', 'Receipt number', 'text'),
          column('paid_on', 'Date', 'date'),
          column('property', 'Property', 'text'),
          column('property_gstin', 'Property GSTIN', 'text'),
          column('tenant', 'Tenant', 'text'),
          column('tenant_gstin', 'Tenant GSTIN', 'text'),
          column('place_of_supply', 'Place of supply', 'text'),
          column('sac', 'SAC', 'text'),
          column('taxable_paise', 'Taxable value', 'money_paise'),
          column('exempt_paise', 'Exempt value', 'money_paise'),
          column('nil_paise', 'Nil-rated value', 'money_paise'),
          column('rate_bps', 'Rate', 'percent_bps'),
          column('cgst_paise', 'CGST', 'money_paise'),
          column('sgst_paise', 'SGST', 'money_paise'),
        ],
        rows,
        totals: { receipt_number: `Total (${rows.length} receipts)`, ...sums(rows, money) },
      },
    ]
  },
}
