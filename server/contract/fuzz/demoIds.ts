import type { Db } from '../../db/database'
import type { Operation } from '../loadContract'
import type { IdSource } from './arbitraries'

/** Ids of one operator's records, by the field name that carries them (`property_id`, `collection_id`…). */
export type IdPools = Record<string, number[]>

const ids = (rows: { id: number | string }[]) => rows.map((row) => Number(row.id))

/** The operator's own ids, so that generated requests reach the handlers rather than stop at a 404. */
export async function operatorIds(db: Db, operatorId: number): Promise<IdPools> {
  const properties = ids(
    await db.selectFrom('properties').select('id').where('operator_id', '=', operatorId).execute(),
  )
  const ofProperties = async (
    table: 'floors' | 'room_types' | 'rooms' | 'beds' | 'room_features' | 'allotments',
  ) =>
    properties.length
      ? ids(
          await db.selectFrom(table).select('id').where('property_id', 'in', properties).limit(200).execute(),
        )
      : []
  const owned = async (
    table:
      | 'tenants'
      | 'token_requests'
      | 'offboardings'
      | 'agreements'
      | 'collections'
      | 'collection_transactions'
      | 'tenant_documents'
      | 'payment_proofs'
      | 'rent_qr_transactions'
      | 'bank_accounts'
      | 'staff'
      | 'cash_handovers'
      | 'outpasses'
      | 'complaints'
      | 'vendors'
      | 'expenses'
      | 'expense_documents'
      | 'expense_templates'
      | 'food_items'
      | 'meal_options',
  ) => ids(await db.selectFrom(table).select('id').where('operator_id', '=', operatorId).limit(200).execute())
  const reference = async (
    table: 'cities' | 'countries' | 'institutions' | 'institution_courses' | 'banks',
  ) => ids(await db.selectFrom(table).select('id').limit(50).execute())
  const tokenRequests = await owned('token_requests')
  return {
    operator_id: [operatorId],
    property_id: properties,
    floor_id: await ofProperties('floors'),
    room_type_id: await ofProperties('room_types'),
    room_id: await ofProperties('rooms'),
    bed_id: await ofProperties('beds'),
    feature_id: await ofProperties('room_features'),
    allotment_id: await ofProperties('allotments'),
    tenant_id: await owned('tenants'),
    token_request_id: tokenRequests,
    tenant_onboarding_id: tokenRequests,
    offboarding_id: await owned('offboardings'),
    agreement_id: await owned('agreements'),
    collection_id: await owned('collections'),
    transaction_id: await owned('collection_transactions'),
    document_id: await owned('tenant_documents'),
    payment_proof_id: await owned('payment_proofs'),
    rentqr_transaction_id: await owned('rent_qr_transactions'),
    bank_id: [...(await owned('bank_accounts')), ...(await reference('banks'))],
    staff_id: await owned('staff'),
    collected_by_staff_id: await owned('staff'),
    marked_by_staff_id: await owned('staff'),
    by_staff_id: await owned('staff'),
    handover_id: await owned('cash_handovers'),
    outpass_id: await owned('outpasses'),
    vendor_id: await owned('vendors'),
    expense_id: await owned('expenses'),
    expense_document_id: await owned('expense_documents'),
    template_id: await owned('expense_templates'),
    paid_by_staff_id: await owned('staff'),
    category_id: ids(await db.selectFrom('expense_categories').select('id').execute()),
    complaint_id: await owned('complaints'),
    food_item_id: await owned('food_items'),
    meal_option_id: await owned('meal_options'),
    meal_category_id: ids(await db.selectFrom('meal_categories').select('id').execute()),
    type_id: ids(await db.selectFrom('complaint_types').select('id').execute()),
    city_id: await reference('cities'),
    country_id: await reference('countries'),
    institution_id: await reference('institutions'),
    course_id: await reference('institution_courses'),
  }
}

/** Nouns of more than one word that descriptions put before `{id}`, and the pool each names. */
const NOUNS: [RegExp, string][] = [
  [/token request `\{id\}`/i, 'token_request_id'],
  [/tenant document `\{id\}`/i, 'document_id'],
  [/payment proof `\{id\}`/i, 'payment_proof_id'],
  [/operator user `\{id\}`/i, 'operator_id'],
  [/QR transaction `\{id\}`/i, 'rentqr_transaction_id'],
  [/staff member `\{id\}`/i, 'staff_id'],
  [/removes document `\{id\}`/i, 'expense_document_id'],
  [/([a-z]+) `\{id\}`/i, ''],
]

/** The pool of a path's `{id}`: the noun the operation's description puts before it (`collection {id}`). */
export function pathIdPool(operation: Operation): string | undefined {
  const text = `${String(operation.spec.description ?? '')} ${String(operation.spec.summary ?? '')}`
  for (const [pattern, pool] of NOUNS) {
    const match = text.match(pattern)
    if (match) return pool || `${match[1].toLowerCase()}_id`
  }
  return undefined
}

/**
 * Where an operation's id fields take their values: the path's `{id}` (and a body's bare `id`) from the noun
 * of its description, `*_id` and `*_ids` fields from the pool of that name; none when the operator has none.
 */
export function idSourceFor(operation: Operation, pools: IdPools): IdSource {
  const pathPool = pathIdPool(operation)
  const everything = [...new Set(Object.values(pools).flat())]
  return (name) => {
    if (name === 'id') return pathPool && pools[pathPool] ? pools[pathPool] : everything
    const pool = pools[name.replace(/_ids$/, '_id')]
    return pool?.length ? pool : undefined
  }
}
