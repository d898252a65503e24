import { randomBytes } from 'node:crypto'
import { DAY, type Clock } from '../clock'
import type { Db } from '../db/database'
import type { OperatorRow, PaymentLinkStatus } from '../db/schema'
import { badRequest, conflict, notFound } from '../http/httpError'
import { ownedCollection } from './views'

export type PaymentLinkInput = { amount_paise?: number; expires_in_days?: number; note?: string }

type LinkRow = {
  id: number
  token: string
  collection_id: number | null
  tenant_onboarding_id: number | null
  amount_paise: number
  upi_id: string
  payee_name: string
  note: string
  status: PaymentLinkStatus
  expires_at: string
  created_at: string
}

/** UPI notes (`tn`) are short: about 50 characters. */
const NOTE_MAX = 50

/**
 * The UPI deep link any UPI app pays: `upi://pay?pa=<VPA>&pn=<payee>&am=<rupees.paise>&cu=INR&tn=<note>&tr=<ref>`,
 * every value URL-encoded.
 */
export function upiUri(link: {
  upi_id: string
  payee_name: string
  amount_paise: number
  note: string
  token: string
}) {
  const amount = `${Math.floor(link.amount_paise / 100)}.${String(link.amount_paise % 100).padStart(2, '0')}`
  const params: [string, string][] = [
    ['pa', link.upi_id],
    ['pn', link.payee_name],
    ['am', amount],
    ['cu', 'INR'],
    ['tn', link.note.slice(0, NOTE_MAX)],
    ['tr', link.token],
  ]
  return `upi://pay?${params.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&')}`
}

/** ACTIVE links past their expiry read as EXPIRED. */
const statusNow = (link: LinkRow, now: Clock): PaymentLinkStatus =>
  link.status === 'ACTIVE' && link.expires_at <= now().toISOString() ? 'EXPIRED' : link.status

/** The contract's `PaymentLink`. */
export function paymentLinkView(link: LinkRow, now: Clock) {
  return {
    id: link.id,
    token: link.token,
    collection_id: link.collection_id,
    tenant_onboarding_id: link.tenant_onboarding_id,
    amount_paise: link.amount_paise,
    status: statusNow(link, now),
    url: `/open/pay/${link.token}`,
    upi_uri: upiUri(link),
    expires_at: link.expires_at,
    created_at: link.created_at,
  }
}

/**
 * The UPI id and payee of a new link, most specific first: the active bank account the tenant is linked to, the
 * property's own UPI id (an override the settings list), the operator-wide UPI id of the settings, the default
 * active bank account's UPI id. The payee goes with the UPI id chosen; the operator's payee name, else brand, else
 * name, where the source has none.
 */
async function payeeOf(db: Db, operator: OperatorRow, propertyId: number, tenantId: number | null) {
  const property = await db
    .selectFrom('properties')
    .select(['upi_id', 'payee_name', 'name'])
    .where('id', '=', propertyId)
    .executeTakeFirstOrThrow()
  const tenantAccount =
    tenantId === null
      ? undefined
      : await db
          .selectFrom('tenants')
          .innerJoin('bank_accounts', 'bank_accounts.id', 'tenants.bank_account_id')
          .select(['bank_accounts.upi_id', 'bank_accounts.account_holder_name'])
          .where('tenants.id', '=', tenantId)
          .where('bank_accounts.is_active', '=', 1)
          .executeTakeFirst()
  const primary = await db
    .selectFrom('bank_accounts')
    .select(['upi_id', 'account_holder_name'])
    .where('operator_id', '=', operator.id)
    .where('upi_id', 'is not', null)
    .where('is_active', '=', 1)
    .orderBy('is_primary', 'desc')
    .orderBy('id')
    .executeTakeFirst()
  const operatorPayee = operator.payee_name ?? operator.brand ?? operator.name
  if (tenantAccount?.upi_id) return { upiId: tenantAccount.upi_id, payee: tenantAccount.account_holder_name }
  if (property.upi_id) return { upiId: property.upi_id, payee: property.payee_name ?? operatorPayee }
  const upiId = operator.upi_id ?? primary?.upi_id
  if (!upiId) {
    throw badRequest(
      `Add a UPI id in Settings → Payments (or to ${property.name}) before sharing payment links.`,
    )
  }
  return { upiId, payee: operatorPayee }
}

async function createLink(
  db: Db,
  now: Clock,
  operator: OperatorRow,
  target: {
    collection_id: number | null
    tenant_onboarding_id: number | null
    property_id: number
    tenant_id: number | null
    tenant_first_name: string
    title: string
    period_label: string | null
    due_date: string | null
    owed_paise: number
  },
  input: PaymentLinkInput,
) {
  if (target.owed_paise <= 0) throw conflict('Nothing is left to pay.')
  const amount = input.amount_paise ?? target.owed_paise
  if (amount > target.owed_paise) {
    throw badRequest('The link cannot ask for more than is due.', [
      { field: 'body.amount_paise', message: 'More than is due.' },
    ])
  }
  const { upiId, payee } = await payeeOf(db, operator, target.property_id, target.tenant_id)
  const at = now()
  const id = await db.transaction().execute(async (trx) => {
    let cancel = trx.updateTable('payment_links').set({ status: 'CANCELLED' }).where('status', '=', 'ACTIVE')
    cancel =
      target.collection_id === null
        ? cancel.where('tenant_onboarding_id', '=', target.tenant_onboarding_id)
        : cancel.where('collection_id', '=', target.collection_id)
    await cancel.execute()
    const inserted = await trx
      .insertInto('payment_links')
      .values({
        operator_id: operator.id,
        token: randomBytes(24).toString('base64url'),
        collection_id: target.collection_id,
        tenant_onboarding_id: target.tenant_onboarding_id,
        property_id: target.property_id,
        tenant_first_name: target.tenant_first_name,
        title: target.title,
        period_label: target.period_label,
        due_date: target.due_date,
        amount_paise: amount,
        upi_id: upiId,
        payee_name: payee,
        note: (input.note ?? target.title).slice(0, NOTE_MAX),
        status: 'ACTIVE',
        expires_at: new Date(at.getTime() + (input.expires_in_days ?? 7) * DAY).toISOString(),
        created_at: at.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    return inserted.id
  })
  const link = await db.selectFrom('payment_links').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
  return paymentLinkView(link, now)
}

/** A link for the balance of a collection (409 when paid). */
export async function createCollectionPaymentLink(
  db: Db,
  now: Clock,
  operator: OperatorRow,
  id: number,
  input: PaymentLinkInput,
) {
  const collection = await ownedCollection(db, operator.id, id)
  return createLink(
    db,
    now,
    operator,
    {
      collection_id: id,
      tenant_onboarding_id: null,
      property_id: collection.property_id,
      tenant_id: collection.tenant_id,
      tenant_first_name: collection.tenant_name.split(' ')[0],
      title: collection.title,
      period_label: collection.period_label,
      due_date: collection.due_date,
      owed_paise: collection.balance_paise,
    },
    input,
  )
}

/** A link for the unpaid token of a token request (409 when nothing is left to pay). */
export async function createTokenPaymentLink(
  db: Db,
  now: Clock,
  operator: OperatorRow,
  id: number,
  input: PaymentLinkInput,
) {
  const request = await db
    .selectFrom('token_requests')
    .selectAll()
    .where('id', '=', id)
    .where('operator_id', '=', operator.id)
    .executeTakeFirst()
  if (!request) throw notFound('No such token request.')
  return createLink(
    db,
    now,
    operator,
    {
      collection_id: null,
      tenant_onboarding_id: id,
      property_id: request.property_id,
      tenant_id: request.tenant_id,
      tenant_first_name: request.name.split(' ')[0],
      title: 'Booking token',
      period_label: null,
      due_date: request.expected_move_in_date,
      owed_paise: request.token_paise - request.token_paid_paise,
    },
    input,
  )
}

/** What the public page `/open/pay/<token>` shows; no ids, no phone numbers. Paid collections read PAID. */
export async function openPaymentLink(db: Db, now: Clock, token: string) {
  const link = await db
    .selectFrom('payment_links')
    .innerJoin('properties', 'properties.id', 'payment_links.property_id')
    .innerJoin('operators', 'operators.id', 'payment_links.operator_id')
    .selectAll('payment_links')
    .select(['properties.name as property_name', 'operators.brand'])
    .where('token', '=', token)
    .executeTakeFirst()
  if (!link) throw notFound('This payment link does not exist.')
  let status = statusNow(link, now)
  if (status === 'ACTIVE' && link.collection_id !== null) {
    const collection = await db
      .selectFrom('collections')
      .select('balance_paise')
      .where('id', '=', link.collection_id)
      .executeTakeFirst()
    if (collection?.balance_paise === 0) status = 'PAID'
  }
  return {
    token: link.token,
    status,
    brand: link.brand,
    payee_name: link.payee_name,
    upi_id: link.upi_id,
    property_name: link.property_name,
    tenant_first_name: link.tenant_first_name,
    title: link.title,
    period_label: link.period_label,
    due_date: link.due_date,
    amount_paise: link.amount_paise,
    currency: 'INR' as const,
    upi_uri: upiUri(link),
    expires_at: link.expires_at,
  }
}
