import { PAYMENT_MODE_LABELS } from './paymentModes'
import { displayDate, kolkataDate } from '../calendar'
import type { Db } from '../db/database'
import type { OperatorRow } from '../db/schema'
import { notFound } from '../http/httpError'
import { openPdf, pdfBytes } from '../pdf/document'
import { FONT } from '../pdf/fonts'
import { formatRupees, paiseInWords } from './amountInWords'
import { ownedCollection } from './views'

/** The contract's `Receipt` of one SUCCESS payment of a collection (the latest when none is named). */
export async function receiptOf(db: Db, operator: OperatorRow, collectionId: number, transactionId?: number) {
  const collection = await ownedCollection(db, operator.id, collectionId)
  let query = db
    .selectFrom('collection_transactions')
    .selectAll()
    .where('collection_id', '=', collectionId)
    .where('status', '=', 'SUCCESS')
  if (transactionId !== undefined) query = query.where('id', '=', transactionId)
  const payment = await query.orderBy('paid_on', 'desc').orderBy('id', 'desc').executeTakeFirst()
  if (!payment?.receipt_number) {
    throw notFound(transactionId === undefined ? 'This collection has no payment yet.' : 'No such payment.')
  }
  const property = await db
    .selectFrom('properties')
    .selectAll()
    .where('id', '=', collection.property_id)
    .executeTakeFirstOrThrow()
  const address = [
    property.address_line1,
    property.address_line2,
    property.locality,
    `${property.city_name}, ${property.state} ${property.pincode}`,
  ]
    .filter(Boolean)
    .join(', ')
  return {
    receipt_number: payment.receipt_number,
    collection_id: collection.id,
    transaction_id: payment.id,
    issued_on: kolkataDate(new Date(payment.recorded_at)),
    brand: operator.brand,
    operator_name: operator.name,
    property_name: property.name,
    property_address: address,
    gstin: property.gstin,
    pan: property.pan,
    tenant_name: collection.tenant_name,
    title: collection.title,
    period_label: collection.period_label,
    amount_paise: payment.amount_paise,
    amount_in_words: paiseInWords(payment.amount_paise),
    tax_paise: payment.amount_paise === collection.amount_paise ? collection.tax_paise : 0,
    mode: payment.mode,
    reference: payment.reference,
    paid_on: payment.paid_on,
    pdf_url: `/payment/api/v1/operator/collection/${collection.id}/receipt/pdf?transaction_id=${payment.id}`,
  }
}

export type Receipt = Awaited<ReturnType<typeof receiptOf>>

/**
 * The receipt as a one-page A5 PDF: brand, receipt number, tenant, period, amount in ₹ with words, mode and
 * reference, in DejaVu Sans (which has the ₹ sign); its fonts' ToUnicode maps keep the text searchable.
 */
export async function receiptPdf(receipt: Receipt, decimalPlaces: number): Promise<Buffer> {
  const doc = await openPdf({
    size: 'A5',
    margin: 36,
    info: { Title: `Receipt ${receipt.receipt_number}`, Author: receipt.brand ?? receipt.operator_name },
  })
  const done = pdfBytes(doc)
  const line = (label: string, value: string) => {
    doc.font(FONT.bold).fontSize(9).text(`${label}: `, { continued: true })
    doc.font(FONT.regular).text(value)
  }

  doc
    .font(FONT.bold)
    .fontSize(16)
    .text(receipt.brand ?? receipt.operator_name)
  doc.font(FONT.regular).fontSize(9).text(receipt.property_name).text(receipt.property_address)
  if (receipt.gstin) doc.text(`GSTIN: ${receipt.gstin}`)
  if (receipt.pan) doc.text(`PAN: ${receipt.pan}`)
  doc.moveDown()
  doc.font(FONT.bold).fontSize(13).text('Payment receipt')
  doc.moveDown(0.5)
  line('Receipt number', receipt.receipt_number)
  line('Date', displayDate(receipt.issued_on))
  line('Received from', receipt.tenant_name)
  line('For', receipt.title)
  if (receipt.period_label) line('Period', receipt.period_label)
  doc.moveDown(0.5)
  doc.font(FONT.bold).fontSize(9).text('Amount: ', { continued: true })
  doc.fontSize(12).text(`₹${formatRupees(receipt.amount_paise, decimalPlaces)}`)
  doc.font(FONT.regular).fontSize(9).text(receipt.amount_in_words)
  doc.moveDown(0.5)
  line('Mode', PAYMENT_MODE_LABELS[receipt.mode])
  if (receipt.reference) line('Reference (UTR)', receipt.reference)
  line('Paid on', displayDate(receipt.paid_on))
  doc.moveDown(2)
  doc.font(FONT.regular).fontSize(9).text(`For ${receipt.operator_name}`, { align: 'right' })
  doc.text('Authorised signatory', { align: 'right' })
  doc.end()
  return done
}
