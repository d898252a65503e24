import { addDays, kolkataDate, OPEN_END } from '../calendar'
import type { Clock } from '../clock'
import type { Db } from '../db/database'
import type { IsoDate } from '../db/schema'
import type { FileStore } from '../files/fileStore'
import { badRequest, notFound } from '../http/httpError'
import { lastNight } from '../inventory/bedStatus'
import { agreementPdfUrl, DEFAULT_TERM_MONTHS } from '../properties/agreements'
import { stringList } from '../properties/properties'
import { renderAgreementPdf } from './agreementPdf'
import { addMonthsToDate, tenantContext } from './tenantRecord'

const view = (
  row: {
    id: number
    tenant_id: number
    tenant_name: string
    property_id: number
    bed_id: number | null
    status: 'GENERATED' | 'SIGNED' | 'EXPIRED' | 'CANCELLED'
    start_date: IsoDate
    end_date: IsoDate
    term_months: number
    lock_in_months: number
    notice_period_days: number
    rent_paise: number
    deposit_paise: number
    rent_due_day: number
    inclusions: string
    e_stamp_number: string | null
    document_id: number | null
    signed_document_id: number | null
    created_at: string
  },
  today: IsoDate,
) => ({
  id: row.id,
  tenant_id: row.tenant_id,
  tenant_name: row.tenant_name,
  property_id: row.property_id,
  bed_id: row.bed_id,
  status:
    row.status === 'GENERATED' || row.status === 'SIGNED'
      ? row.end_date < today
        ? 'EXPIRED'
        : row.status
      : row.status,
  start_date: row.start_date,
  end_date: row.end_date,
  term_months: row.term_months,
  lock_in_months: row.lock_in_months,
  notice_period_days: row.notice_period_days,
  rent_paise: row.rent_paise,
  deposit_paise: row.deposit_paise,
  rent_due_day: row.rent_due_day,
  inclusions: stringList(row.inclusions),
  e_stamp_number: row.e_stamp_number,
  document_id: row.document_id ?? 0,
  signed_document_id: row.signed_document_id,
  pdf_url: agreementPdfUrl(row.id),
  created_at: row.created_at,
})

function agreements(db: Db, operatorId: number) {
  return db
    .selectFrom('agreements as g')
    .innerJoin('tenants as t', 't.id', 'g.tenant_id')
    .selectAll('g')
    .select('t.name as tenant_name')
    .where('g.operator_id', '=', operatorId)
}

export async function getAgreement(db: Db, now: Clock, operatorId: number, id: number) {
  const row = await agreements(db, operatorId).where('g.id', '=', id).executeTakeFirst()
  if (!row) throw notFound('No such agreement.')
  return view(row, kolkataDate(now()))
}

export async function listAgreements(
  db: Db,
  now: Clock,
  operatorId: number,
  tenantId: number,
  paging: { offset: number; limit: number },
) {
  await tenantContext(db, now, operatorId, tenantId)
  const base = agreements(db, operatorId).where('g.tenant_id', '=', tenantId)
  const rows = await base
    .orderBy('g.created_at', 'desc')
    .orderBy('g.id', 'desc')
    .limit(paging.limit)
    .offset(paging.offset)
    .execute()
  const counted = await base
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow()
  const today = kolkataDate(now())
  return { count: Number(counted.count), results: rows.map((row) => view(row, today)) }
}

export type AgreementInput = {
  start_date?: IsoDate
  term_months?: number
  rent_paise?: number
  deposit_paise?: number
  lock_in_months?: number
  notice_period_days?: number
  rent_due_day?: number
  inclusions?: string[]
  house_rules?: string[]
  witness_names?: string[]
  e_stamp_number?: string
}

/**
 * Generates a new agreement PDF for a tenant from their stay (bed, rent, deposit, dates) and the property's
 * terms, stores it as the tenant's AGREEMENT document and cancels the tenant's earlier GENERATED ones.
 */
export async function createAgreement(
  db: Db,
  now: Clock,
  files: FileStore,
  operatorId: number,
  tenantId: number,
  input: AgreementInput,
) {
  const id = await files.inTransaction((trx) => writeAgreement(trx, now, files, operatorId, tenantId, input))
  return getAgreement(db, now, operatorId, id)
}

/** Writes an agreement, its PDF and its document inside the caller's transaction; returns its id. */
export async function writeAgreement(
  trx: Db,
  now: Clock,
  files: FileStore,
  operatorId: number,
  tenantId: number,
  input: AgreementInput,
): Promise<number> {
  const context = await tenantContext(trx, now, operatorId, tenantId)
  const { tenant, property, today } = context
  if (context.status === 'MOVED_OUT')
    throw badRequest(`${tenant.name} has moved out; no new agreement can be made.`)
  const stay =
    context.allotment && (lastNight(context.allotment) ?? OPEN_END) >= today ? context.allotment : null
  const start = input.start_date ?? stay?.start_date ?? tenant.move_in_date
  const term = input.term_months ?? DEFAULT_TERM_MONTHS
  const end = addDays(addMonthsToDate(start, term), -1)
  const terms = {
    rent_paise: input.rent_paise ?? context.terms.rent_paise,
    deposit_paise: input.deposit_paise ?? context.terms.deposit_paise,
    lock_in_months: input.lock_in_months ?? context.lock_in_months,
    notice_period_days: input.notice_period_days ?? context.notice_period_days,
    rent_due_day: input.rent_due_day ?? context.rent_due_day,
  }
  if (terms.lock_in_months > term) {
    const message = 'The lock-in cannot be longer than the term.'
    throw badRequest(message, [{ field: 'body.lock_in_months', message }])
  }
  const inclusions = (
    input.inclusions ?? [
      ...(property.food_enabled ? ['Food (as per the mess menu)'] : []),
      ...stringList(property.amenities),
    ]
  )
    .map((item) => item.trim())
    .filter(Boolean)
  const houseRules = (input.house_rules ?? stringList(property.house_rules))
    .map((rule) => rule.trim())
    .filter(Boolean)
  const operator = await trx
    .selectFrom('operators')
    .select(['name', 'brand', 'dial_code', 'phone_no'])
    .where('id', '=', operatorId)
    .executeTakeFirstOrThrow()
  const at = now().toISOString()
  await trx
    .updateTable('agreements')
    .set({ status: 'CANCELLED', updated_at: at })
    .where('tenant_id', '=', tenant.id)
    .where('status', '=', 'GENERATED')
    .execute()
  const created = await trx
    .insertInto('agreements')
    .values({
      operator_id: operatorId,
      property_id: property.id,
      tenant_id: tenant.id,
      allotment_id: stay?.id ?? null,
      bed_id: stay?.bed_id ?? null,
      status: 'GENERATED',
      start_date: start,
      end_date: end,
      term_months: term,
      ...terms,
      inclusions: JSON.stringify(inclusions),
      e_stamp_number: input.e_stamp_number?.trim() || null,
      document_id: null,
      signed_document_id: null,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  const pdf = await renderAgreementPdf({
    agreementId: created.id,
    operator: {
      name: operator.name,
      brand: operator.brand,
      phone: `${operator.dial_code} ${operator.phone_no}`,
    },
    property: {
      name: property.name,
      address: [
        property.address_line1,
        property.address_line2,
        property.locality,
        property.city_name,
        property.pincode,
      ]
        .filter(Boolean)
        .join(', '),
    },
    tenant: {
      name: tenant.name,
      phone: `${tenant.dial_code} ${tenant.phone_no}`,
      guardian: tenant.guardian_name,
      idMasked: tenant.kyc_id_last4 ? `${tenant.kyc_id_type ?? 'ID'} ending ${tenant.kyc_id_last4}` : null,
    },
    bed: stay ? { room: stay.room_name, bed: stay.bed_name } : null,
    start_date: start,
    end_date: end,
    term_months: term,
    ...terms,
    inclusions,
    house_rules: houseRules,
    witness_names: (input.witness_names ?? []).map((name) => name.trim()).filter(Boolean),
    e_stamp_number: input.e_stamp_number?.trim() || null,
  })
  const stored = await files.store(
    operatorId,
    { fileName: `Agreement RA-${created.id} ${tenant.name}.pdf`, data: pdf },
    'TENANT_DOCUMENT',
    trx,
  )
  const document = await trx
    .insertInto('tenant_documents')
    .values({
      operator_id: operatorId,
      tenant_id: tenant.id,
      file_id: stored.id,
      name: `Rent agreement RA-${created.id}`,
      category: 'AGREEMENT',
      kyc_id_type: null,
      agreement_id: created.id,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  await trx.updateTable('agreements').set({ document_id: document.id }).where('id', '=', created.id).execute()
  return created.id
}

/** The PDF of an agreement: the signed copy when there is one (latest), or the one asked for (404 when absent). */
export async function agreementFile(
  db: Db,
  now: Clock,
  files: FileStore,
  operatorId: number,
  id: number,
  version: 'latest' | 'generated' | 'signed',
) {
  const agreement = await getAgreement(db, now, operatorId, id)
  const documentId =
    version === 'generated'
      ? agreement.document_id
      : version === 'signed'
        ? agreement.signed_document_id
        : (agreement.signed_document_id ?? agreement.document_id)
  if (!documentId)
    throw notFound(
      version === 'signed' ? 'This agreement has no signed copy yet.' : 'This agreement has no PDF.',
    )
  const document = await db
    .selectFrom('tenant_documents')
    .select('file_id')
    .where('id', '=', documentId)
    .where('operator_id', '=', operatorId)
    .executeTakeFirst()
  if (!document) throw notFound('This agreement has no PDF.')
  return files.read(operatorId, document.file_id)
}
