import { addDays, displayDate, kolkataDate, OPEN_END } from '../calendar'
import type { Clock } from '../clock'
import { duesByTenant } from '../collections/dues'
import type { Db } from '../db/database'
import type { AllotmentRow, IsoDate, PropertyRow, TenantRow } from '../db/schema'
import { notFound } from '../http/httpError'
import { lastNight, lastNightSql } from '../inventory/bedStatus'
import { ownedTenant } from '../inventory/ownership'
import { checkVisibleInstitution } from '../resources/institutions'
import { tenantTermsOn, termsHistory, type Terms } from './terms'
import type { TenantStatus } from './tenantList'

/** An allotment with its bed and room names. */
export type PlacedAllotment = AllotmentRow & { bed_name: string; room_id: number; room_name: string }

/** Adds months to a date (the 31st falls back to the month's last day). */
export function addMonthsToDate(date: IsoDate, months: number): IsoDate {
  const [year, month, day] = date.split('-').map(Number)
  const first = new Date(Date.UTC(year, month - 1 + months, 1))
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate()
  first.setUTCDate(Math.min(day, last))
  return first.toISOString().slice(0, 10)
}

/** The last day of the lock-in, or null without one. */
export const lockInEnd = (moveIn: IsoDate, months: number): IsoDate | null =>
  months > 0 ? addDays(addMonthsToDate(moveIn, months), -1) : null

/**
 * The allotment that describes a tenant on `today`: the current or next live stay, else the latest past
 * one (the same rule as the tenant list).
 */
export function describingAllotment(allotments: readonly PlacedAllotment[], today: IsoDate) {
  const live = allotments.filter((a) => a.unlinked_at === null)
  const ahead = live
    .filter((a) => (lastNight(a) ?? OPEN_END) >= today)
    .sort((a, b) => a.start_date.localeCompare(b.start_date))
  if (ahead.length) return ahead[0]
  return [...live].sort((a, b) => b.start_date.localeCompare(a.start_date))[0] ?? null
}

/**
 * The live stay a tenant's stay ends with: the latest one starting after `allotment` (a room transfer's new bed),
 * else `allotment` itself. Its last night is when the tenant leaves.
 */
export function finalStay<A extends Pick<AllotmentRow, 'start_date' | 'unlinked_at'>>(
  allotments: readonly A[],
  allotment: A,
): A {
  return allotments
    .filter((a) => a.unlinked_at === null)
    .reduce((latest, a) => (a.start_date > latest.start_date ? a : latest), allotment)
}

/** A tenant's status from their describing allotment (and a completed move-out for tenants without a bed). */
export function tenantStatus(
  tenant: Pick<TenantRow, 'move_in_date'>,
  allotments: readonly PlacedAllotment[],
  allotment: PlacedAllotment | null,
  movedOut: boolean,
  today: IsoDate,
): TenantStatus {
  if (!allotment) {
    if (movedOut) return 'MOVED_OUT'
    return tenant.move_in_date > today ? 'UPCOMING' : 'ACTIVE'
  }
  const last = lastNight(allotment)
  if (last !== null && last < today) return 'MOVED_OUT'
  if (allotment.start_date > today) return 'UPCOMING'
  // A stay that ends in a room transfer goes on: notice is about the last stay.
  return lastNight(finalStay(allotments, allotment)) === null ? 'ACTIVE' : 'ON_NOTICE'
}

export type TenantContext = {
  tenant: TenantRow
  property: PropertyRow
  allotments: PlacedAllotment[]
  allotment: PlacedAllotment | null
  status: TenantStatus
  offboarding: { id: number; status: 'RAISED' | 'REJECTED' | 'COMPLETED'; notice_date: IsoDate } | null
  today: IsoDate
  /** The rent terms in force today; the three below are these with the property's settings filled in. */
  terms: Terms
  rent_due_day: number
  lock_in_months: number
  notice_period_days: number
}

/** Everything about a tenant of the operator that money and stay rules need (404 for another's). */
export async function tenantContext(
  db: Db,
  now: Clock,
  operatorId: number,
  id: number,
): Promise<TenantContext> {
  const tenant = await ownedTenant(db, operatorId, id)
  const today = kolkataDate(now())
  const allotments = await db
    .selectFrom('allotments')
    .innerJoin('beds', 'beds.id', 'allotments.bed_id')
    .innerJoin('rooms', 'rooms.id', 'beds.room_id')
    .selectAll('allotments')
    .select(['beds.name as bed_name', 'rooms.id as room_id', 'rooms.name as room_name'])
    .where('allotments.tenant_id', '=', tenant.id)
    .orderBy('allotments.start_date', 'desc')
    .execute()
  const allotment = describingAllotment(allotments, today)
  const property = await db
    .selectFrom('properties')
    .selectAll()
    .where('id', '=', allotment?.property_id ?? tenant.property_id)
    .executeTakeFirstOrThrow()
  const offboarding =
    (await db
      .selectFrom('offboardings')
      .select(['id', 'status', 'notice_date'])
      .where('tenant_id', '=', tenant.id)
      .orderBy('id', 'desc')
      .executeTakeFirst()) ?? null
  const terms = await tenantTermsOn(db, tenant.id, today)
  return {
    tenant,
    property,
    allotments,
    allotment,
    status: tenantStatus(tenant, allotments, allotment, offboarding?.status === 'COMPLETED', today),
    offboarding,
    today,
    terms,
    rent_due_day: terms.rent_due_day ?? property.rent_due_day,
    lock_in_months: terms.lock_in_months ?? property.lock_in_months,
    notice_period_days: terms.notice_period_days ?? property.notice_period_days,
  }
}

/**
 * An ID number as every screen and report shows it (only the last 4 characters are kept): Aadhaar as
 * `XXXX XXXX 1234`, as UIDAI requires, other IDs as `XXXXXX1234`.
 */
export function maskedId(type: string | null, last4: string | null): string | null {
  if (!last4) return null
  return type === 'AADHAAR' ? `XXXX XXXX ${last4}` : `XXXXXX${last4}`
}

/** The contract's `TenantDetail`. */
export async function tenantDetail(db: Db, now: Clock, operatorId: number, id: number) {
  const context = await tenantContext(db, now, operatorId, id)
  const { tenant, property, allotment, offboarding, today } = context
  const linked = allotment !== null && (lastNight(allotment) ?? OPEN_END) >= today
  const names = await db
    .selectFrom('tenants')
    .leftJoin('institutions', 'institutions.id', 'tenants.institution_id')
    .leftJoin('institution_courses', 'institution_courses.id', 'tenants.course_id')
    .select(['institutions.name as institution_name', 'institution_courses.name as course_name'])
    .where('tenants.id', '=', tenant.id)
    .executeTakeFirstOrThrow()
  const dues = (await duesByTenant(db, [tenant.id])).get(tenant.id) ?? 0
  // A room transfer's later stay keeps the first stay's move-in date.
  const moveIn =
    context.allotments
      .filter((a) => a.unlinked_at === null && allotment !== null && a.start_date <= allotment.start_date)
      .reduce<IsoDate | null>(
        (first, a) => (first === null || a.start_date < first ? a.start_date : first),
        null,
      ) ?? tenant.move_in_date
  const shownOffboarding = offboarding && offboarding.status !== 'REJECTED' ? offboarding : null
  return {
    id: tenant.id,
    name: tenant.name,
    phone_number: tenant.phone_no,
    dial_code: tenant.dial_code,
    country_iso_code: tenant.country_iso_code,
    email: tenant.email,
    gender: tenant.gender,
    date_of_birth: tenant.date_of_birth,
    image: tenant.image,
    status: context.status,
    food_preference: tenant.food_preference,
    occupation: tenant.occupation,
    institution_id: tenant.institution_id,
    institution_name: names.institution_name ?? null,
    course_id: tenant.course_id,
    course_name: names.course_name ?? null,
    year_of_study: tenant.year_of_study,
    company: tenant.company,
    designation: tenant.designation,
    guardian_name: tenant.guardian_name,
    guardian_relation: tenant.guardian_relation,
    guardian_phone: tenant.guardian_phone,
    emergency_contact_name: tenant.emergency_contact_name,
    emergency_contact_phone: tenant.emergency_contact_phone,
    permanent_address: tenant.permanent_address,
    kyc_id_type: tenant.kyc_id_type,
    kyc_id_number_masked: maskedId(tenant.kyc_id_type, tenant.kyc_id_last4),
    police_verification_status: tenant.police_verification_status,
    police_verification_date: tenant.police_verification_date,
    nationality: tenant.nationality,
    passport_number_masked: maskedId('PASSPORT', tenant.passport_last4),
    visa_type: tenant.visa_type,
    visa_expiry_date: tenant.visa_expiry_date,
    property_id: property.id,
    property_name: property.name,
    room_id: linked ? allotment.room_id : null,
    room_name: linked ? allotment.room_name : null,
    bed_id: linked ? allotment.bed_id : null,
    bed_name: linked ? allotment.bed_name : null,
    is_bed_linked: linked,
    allotment_id: allotment?.id ?? null,
    tenant_onboarding_id: tenant.tenant_onboarding_id,
    rent_paise: context.terms.rent_paise,
    deposit_paise: context.terms.deposit_paise,
    deposit_held_paise: tenant.deposit_held_paise,
    token_paid_paise: tenant.token_paid_paise,
    advance_balance_paise: tenant.advance_balance_paise,
    dues_paise: dues,
    rent_due_day: context.rent_due_day,
    lock_in_months: context.lock_in_months,
    lock_in_end_date: lockInEnd(moveIn, context.lock_in_months),
    notice_period_days: context.notice_period_days,
    move_in_date: moveIn,
    notice_date: shownOffboarding?.notice_date ?? null,
    move_out_date: allotment ? lastNight(finalStay(context.allotments, allotment)) : null,
    offboarding_id: shownOffboarding?.id ?? null,
    terms_history: await termsHistory(db, tenant.id, today, property),
    created_at: tenant.created_at,
    updated_at: tenant.updated_at,
  }
}

/** Institution and course must be the operator's to see (shared or their own) and belong together (400 otherwise). */
export const checkInstitution = checkVisibleInstitution

/** The first live allotment of a bed overlapping the nights [start, last], other than `exceptId`. */
export function bedTaken(db: Db, bedId: number, start: IsoDate, last: IsoDate, exceptId?: number) {
  let query = db
    .selectFrom('allotments')
    .innerJoin('tenants', 'tenants.id', 'allotments.tenant_id')
    .select(['allotments.start_date', 'tenants.name as tenant_name', lastNightSql('allotments').as('last')])
    .where('allotments.bed_id', '=', bedId)
    .where('allotments.unlinked_at', 'is', null)
    .where('allotments.start_date', '<=', last)
    .where(lastNightSql('allotments'), '>=', start)
  if (exceptId !== undefined) query = query.where('allotments.id', '<>', exceptId)
  return query.orderBy('allotments.start_date').executeTakeFirst()
}

export const takenMessage = (bedName: string, taken: { start_date: IsoDate; tenant_name: string }) =>
  `Bed ${bedName} is allotted to ${taken.tenant_name} from ${displayDate(taken.start_date)}.`

/** A tenant id list of the operator (404 naming the first that is not). */
export async function ownedTenantIds(db: Db, operatorId: number, ids: readonly number[]) {
  const rows = await db
    .selectFrom('tenants')
    .select('id')
    .where('id', 'in', ids.length ? ids : [0])
    .where('operator_id', '=', operatorId)
    .execute()
  const found = new Set(rows.map((row) => row.id))
  const missing = ids.find((id) => !found.has(id))
  if (missing !== undefined) throw notFound(`No such tenant: ${missing}.`)
}
