import { kolkataDate } from '../calendar'
import type { Clock } from '../clock'
import type { Db } from '../db/database'
import type { IsoDate, PropertyRow } from '../db/schema'
import { badRequest } from '../http/httpError'
import { lastNightSql } from '../inventory/bedStatus'
import { ownedBed, ownedProperty, ownedRoom } from '../inventory/ownership'
import { stringList } from './properties'

/** An 11-month leave-and-licence needs no registration (outside Maharashtra): the default term. */
export const DEFAULT_TERM_MONTHS = 11

/** Relative URL of an agreement's PDF (downloadRentAgreement, tag tenants). */
export const agreementPdfUrl = (id: number) => `/onboarding/api/v1/operator/agreement/${id}/pdf`

/** What the rent includes by default: the mess when the property runs one, then its amenities. */
const defaultInclusions = (property: PropertyRow) => [
  ...(property.food_enabled ? ['Food (as per the mess menu)'] : []),
  ...stringList(property.amenities),
]

/** The live allotment holding a bed on a date, with its tenant. */
function currentAllotment(db: Db, bedIds: readonly number[], today: IsoDate) {
  return db
    .selectFrom('allotments')
    .innerJoin('beds', 'beds.id', 'allotments.bed_id')
    .innerJoin('tenants', 'tenants.id', 'allotments.tenant_id')
    .select([
      'allotments.id',
      'allotments.bed_id',
      'allotments.rent_paise',
      'allotments.deposit_paise',
      'tenants.id as tenant_id',
      'tenants.name as tenant_name',
    ])
    .where('allotments.bed_id', 'in', bedIds.length ? bedIds : [0])
    .where('allotments.unlinked_at', 'is', null)
    .where('allotments.start_date', '<=', today)
    .where(lastNightSql('allotments'), '>=', today)
    .orderBy('beds.name')
    .executeTakeFirst()
}

/**
 * The agreement terms of a bed (or of the room's first occupied bed): the current tenant's agreement when
 * one exists, otherwise the property's defaults for a new one.
 */
export async function agreementTerms(
  db: Db,
  now: Clock,
  operatorId: number,
  query: { room_id: number; bed_id?: number },
) {
  const today = kolkataDate(now())
  const room = await ownedRoom(db, operatorId, query.room_id)
  let bedId: number | null = null
  if (query.bed_id !== undefined) {
    const bed = await ownedBed(db, operatorId, query.bed_id)
    if (bed.room_id !== room.id) {
      const message = `Bed ${bed.name} is not in room ${room.name}.`
      throw badRequest(message, [{ field: 'query.bed_id', message }])
    }
    bedId = bed.id
  }
  const roomBeds = await db
    .selectFrom('beds')
    .select(['id', 'rent_override_paise'])
    .where('room_id', '=', room.id)
    .execute()
  const current = await currentAllotment(db, bedId === null ? roomBeds.map((bed) => bed.id) : [bedId], today)
  bedId = bedId ?? current?.bed_id ?? null
  const property = await ownedProperty(db, operatorId, room.property_id)
  const agreement = current
    ? await db
        .selectFrom('agreements')
        .selectAll()
        .where('allotment_id', '=', current.id)
        .where('status', '<>', 'CANCELLED')
        .orderBy('id', 'desc')
        .executeTakeFirst()
    : undefined
  const roomType = room.room_type_id
    ? await db
        .selectFrom('room_types')
        .select('deposit_paise')
        .where('id', '=', room.room_type_id)
        .executeTakeFirst()
    : undefined
  const bedRent = roomBeds.find((bed) => bed.id === bedId)?.rent_override_paise ?? room.rent_paise
  const rent = agreement?.rent_paise ?? current?.rent_paise ?? bedRent
  return {
    property_id: property.id,
    room_id: room.id,
    bed_id: bedId,
    tenant_id: current?.tenant_id ?? null,
    tenant_name: current?.tenant_name ?? null,
    rent_paise: rent,
    deposit_paise: agreement?.deposit_paise ?? current?.deposit_paise ?? roomType?.deposit_paise ?? rent,
    term_months: agreement?.term_months ?? DEFAULT_TERM_MONTHS,
    lock_in_months: agreement?.lock_in_months ?? property.lock_in_months,
    notice_period_days: agreement?.notice_period_days ?? property.notice_period_days,
    rent_due_day: agreement?.rent_due_day ?? property.rent_due_day,
    late_fee_type: property.late_fee_type,
    late_fee_value: property.late_fee_value,
    inclusions: agreement ? stringList(agreement.inclusions) : defaultInclusions(property),
    house_rules: stringList(property.house_rules),
    agreement_id: agreement?.id ?? null,
    agreement_status: agreement?.status ?? null,
    agreement_pdf_url: agreement ? agreementPdfUrl(agreement.id) : null,
  }
}
