import { displayDate, kolkataDate, OPEN_END } from '../calendar'
import type { Clock } from '../clock'
import { checkedPhone } from '../auth/phoneRules'
import type { Db } from '../db/database'
import type {
  AllotmentTable,
  FoodPreference,
  Gender,
  IsoDate,
  KycIdType,
  Occupation,
  PoliceVerificationStatus,
  TenantTable,
} from '../db/schema'
import { badRequest, conflict, notFound } from '../http/httpError'
import { lastNight } from '../inventory/bedStatus'
import { ownedBed, ownedProperty } from '../inventory/ownership'
import type { Updateable } from 'kysely'
import { bedTaken, checkInstitution, takenMessage, tenantContext, tenantDetail } from './tenantRecord'
import { openTokenRequest } from './tokenRequests'

type Personal = {
  email?: string | null
  date_of_birth?: IsoDate | null
  image?: string | null
  occupation?: Occupation
  institution_id?: number | null
  course_id?: number | null
  year_of_study?: number | null
  company?: string | null
  designation?: string | null
  guardian_name?: string | null
  guardian_relation?: string | null
  guardian_phone?: string | null
  emergency_contact_name?: string | null
  emergency_contact_phone?: string | null
  permanent_address?: string | null
  kyc_id_type?: KycIdType | null
  kyc_id_last4?: string | null
  nationality?: string | null
  passport_last4?: string | null
  visa_type?: string | null
  visa_expiry_date?: IsoDate | null
}

export type TenantAddInput = Personal & {
  tenant_onboarding_id?: number
  name: string
  phone_number: string
  dial_code: string
  country_iso_code: string
  gender: Gender
  food_preference?: FoodPreference
  property_id: number
  bed_id?: number
  rent_paise: number
  deposit_paise: number
  token_paid_paise?: number
  move_in_date: IsoDate
  move_out_date?: IsoDate
  rent_due_day?: number
  lock_in_months?: number
  notice_period_days?: number
  create_collections: boolean
}

const trimmed = (value: string | null | undefined) =>
  typeof value === 'string' ? value.trim() || null : value

/** The personal fields as columns; undefined stays untouched, null clears. */
function personalColumns(input: Personal): Updateable<TenantTable> {
  const columns: Updateable<TenantTable> = {
    email: trimmed(input.email),
    date_of_birth: input.date_of_birth,
    image: trimmed(input.image),
    occupation: input.occupation,
    institution_id: input.institution_id,
    course_id: input.course_id,
    year_of_study: input.year_of_study,
    company: trimmed(input.company),
    designation: trimmed(input.designation),
    guardian_name: trimmed(input.guardian_name),
    guardian_relation: trimmed(input.guardian_relation),
    guardian_phone: trimmed(input.guardian_phone),
    emergency_contact_name: trimmed(input.emergency_contact_name),
    emergency_contact_phone: trimmed(input.emergency_contact_phone),
    permanent_address: trimmed(input.permanent_address),
    kyc_id_type: input.kyc_id_type,
    kyc_id_last4: input.kyc_id_last4?.toUpperCase() ?? input.kyc_id_last4,
    nationality: input.nationality,
    passport_last4: input.passport_last4?.toUpperCase() ?? input.passport_last4,
    visa_type: trimmed(input.visa_type),
    visa_expiry_date: input.visa_expiry_date,
  }
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined))
}

const fieldError = (field: string, message: string) => badRequest(message, [{ field, message }])

function checkDates(input: { date_of_birth?: IsoDate | null }, today: IsoDate) {
  if (input.date_of_birth && input.date_of_birth >= today) {
    throw fieldError('body.date_of_birth', 'The date of birth must be in the past.')
  }
}

/**
 * Adds a tenant, with a bed (an allotment from the move-in date, 409 when the bed is taken then) or without
 * one; converts a token request when one is named. All in one transaction: nothing is half-written.
 */
export async function addTenant(db: Db, now: Clock, operatorId: number, input: TenantAddInput) {
  const property = await ownedProperty(db, operatorId, input.property_id)
  const phone = await checkedPhone(
    db,
    { national: input.phone_number, dialCode: input.dial_code, iso: input.country_iso_code },
    { national: 'body.phone_number', dialCode: 'body.dial_code' },
  )
  const name = input.name.trim()
  if (name.length < 2) throw fieldError('body.name', 'Enter the tenant’s name.')
  const today = kolkataDate(now())
  checkDates(input, today)
  await checkInstitution(db, input.institution_id, input.course_id)
  if (input.move_out_date !== undefined && input.move_out_date < input.move_in_date) {
    throw fieldError('body.move_out_date', 'The move-out date cannot be before the move-in date.')
  }
  const bed = input.bed_id === undefined ? null : await ownedBed(db, operatorId, input.bed_id)
  if (bed && bed.property_id !== property.id) {
    throw fieldError('body.bed_id', `Bed ${bed.name} is not in ${property.name}.`)
  }
  if (bed && (!bed.is_active || !bed.room_is_active)) {
    throw fieldError('body.bed_id', `Bed ${bed.name} is inactive and cannot be allotted.`)
  }
  const request =
    input.tenant_onboarding_id === undefined
      ? null
      : await openTokenRequest(db, now, operatorId, input.tenant_onboarding_id)
  if (request && request.property_id !== property.id) {
    throw fieldError('body.property_id', `The move-in request is for ${request.property_name}.`)
  }
  const at = now().toISOString()
  const id = await db.transaction().execute(async (trx) => {
    if (bed) {
      const taken = await bedTaken(trx, bed.id, input.move_in_date, input.move_out_date ?? OPEN_END)
      if (taken) throw conflict(takenMessage(bed.name, taken))
    }
    const created = await trx
      .insertInto('tenants')
      .values({
        ...personalColumns(input),
        operator_id: operatorId,
        property_id: property.id,
        name,
        dial_code: phone.dialCode,
        phone_no: phone.national,
        country_iso_code: input.country_iso_code,
        gender: input.gender,
        food_preference: input.food_preference,
        rent_paise: input.rent_paise,
        deposit_paise: input.deposit_paise,
        // Until collections record the deposit payment, the agreed deposit counts as collected at move-in.
        deposit_held_paise: input.deposit_paise,
        token_paid_paise: request ? request.token_paid_paise : (input.token_paid_paise ?? 0),
        move_in_date: input.move_in_date,
        rent_due_day: input.rent_due_day ?? null,
        lock_in_months: input.lock_in_months ?? null,
        notice_period_days: input.notice_period_days ?? null,
        tenant_onboarding_id: request?.id ?? null,
        email: trimmed(input.email) ?? null,
        image: trimmed(input.image) ?? null,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    if (bed) {
      await trx
        .insertInto('allotments')
        .values({
          property_id: property.id,
          bed_id: bed.id,
          tenant_id: created.id,
          start_date: input.move_in_date,
          end_date: input.move_out_date ?? null,
          move_out_date: null,
          rent_paise: input.rent_paise,
          deposit_paise: input.deposit_paise,
          created_at: at,
          unlinked_at: null,
          unlink_reason: null,
        })
        .execute()
    }
    if (request) {
      await trx
        .updateTable('token_requests')
        .set({ status: 'CONVERTED', tenant_id: created.id, updated_at: at })
        .where('id', '=', request.id)
        .execute()
    }
    return created.id
  })
  return tenantDetail(db, now, operatorId, id)
}

export type StayTermsInput = {
  rent_paise?: number
  deposit_paise?: number
  rent_due_day?: number
  lock_in_months?: number
  notice_period_days?: number
  move_in_date?: IsoDate
  food_preference?: FoodPreference
  police_verification_status?: PoliceVerificationStatus
}

/** Changes stay terms; rent and deposit apply to the tenant's current (or next) stay too. */
export async function updateStayTerms(
  db: Db,
  now: Clock,
  operatorId: number,
  id: number,
  input: StayTermsInput,
) {
  const context = await tenantContext(db, now, operatorId, id)
  const { allotment, today } = context
  const current = allotment && (lastNight(allotment) ?? OPEN_END) >= today ? allotment : null
  if (
    input.move_in_date !== undefined &&
    input.move_in_date !== (current?.start_date ?? context.tenant.move_in_date)
  ) {
    if (context.status !== 'UPCOMING') {
      throw fieldError('body.move_in_date', 'The move-in date can change only before the tenant moves in.')
    }
    if (current) {
      const last = lastNight(current) ?? OPEN_END
      if (input.move_in_date > last) {
        throw fieldError('body.move_in_date', `The stay ends on ${displayDate(last)}; move in before that.`)
      }
      const taken = await bedTaken(db, current.bed_id, input.move_in_date, last, current.id)
      if (taken) throw conflict(takenMessage(current.bed_name, taken))
    }
  }
  const at = now().toISOString()
  // Only rent, deposit and the move-in date belong to the stay as well; other terms are the tenant's alone.
  const stayColumns: Updateable<AllotmentTable> = {
    ...(input.rent_paise === undefined ? {} : { rent_paise: input.rent_paise }),
    ...(input.deposit_paise === undefined ? {} : { deposit_paise: input.deposit_paise }),
    ...(input.move_in_date === undefined ? {} : { start_date: input.move_in_date }),
  }
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('tenants')
      .set({
        ...(input.rent_paise === undefined ? {} : { rent_paise: input.rent_paise }),
        ...(input.deposit_paise === undefined ? {} : { deposit_paise: input.deposit_paise }),
        ...(input.rent_due_day === undefined ? {} : { rent_due_day: input.rent_due_day }),
        ...(input.lock_in_months === undefined ? {} : { lock_in_months: input.lock_in_months }),
        ...(input.notice_period_days === undefined ? {} : { notice_period_days: input.notice_period_days }),
        ...(input.move_in_date === undefined ? {} : { move_in_date: input.move_in_date }),
        ...(input.food_preference === undefined ? {} : { food_preference: input.food_preference }),
        ...(input.police_verification_status === undefined
          ? {}
          : { police_verification_status: input.police_verification_status }),
        updated_at: at,
      })
      .where('id', '=', id)
      .execute()
    if (current && Object.keys(stayColumns).length > 0) {
      await trx.updateTable('allotments').set(stayColumns).where('id', '=', current.id).execute()
    }
  })
  return tenantDetail(db, now, operatorId, id)
}

export type ProfileInput = Personal & {
  name?: string
  phone_number?: string
  dial_code?: string
  country_iso_code?: string
  gender?: Gender
}

/** Changes personal details (null clears an optional one). */
export async function editProfile(db: Db, now: Clock, operatorId: number, id: number, input: ProfileInput) {
  const context = await tenantContext(db, now, operatorId, id)
  const { tenant, today } = context
  checkDates(input, today)
  const name = input.name?.trim()
  if (name !== undefined && name.length < 2) throw fieldError('body.name', 'Enter the tenant’s name.')
  const phone =
    input.phone_number !== undefined || input.dial_code !== undefined || input.country_iso_code !== undefined
      ? await checkedPhone(
          db,
          {
            national: input.phone_number ?? tenant.phone_no,
            dialCode: input.dial_code ?? tenant.dial_code,
            iso: input.country_iso_code ?? tenant.country_iso_code,
          },
          { national: 'body.phone_number', dialCode: 'body.dial_code' },
        )
      : null
  const institutionId = input.institution_id === undefined ? tenant.institution_id : input.institution_id
  const institutionChanged =
    input.institution_id !== undefined && input.institution_id !== tenant.institution_id
  // A new institution without a course drops the old institution's course.
  const courseId =
    input.course_id !== undefined ? input.course_id : institutionChanged ? null : tenant.course_id
  await checkInstitution(db, institutionId, courseId)
  const updated = await db
    .updateTable('tenants')
    .set({
      ...personalColumns(input),
      ...(name === undefined ? {} : { name }),
      ...(phone ? { phone_no: phone.national, dial_code: phone.dialCode } : {}),
      ...(input.country_iso_code === undefined ? {} : { country_iso_code: input.country_iso_code }),
      ...(input.gender === undefined ? {} : { gender: input.gender }),
      course_id: courseId,
      updated_at: now().toISOString(),
    })
    .where('id', '=', id)
    .where('operator_id', '=', operatorId)
    .executeTakeFirst()
  if (!updated.numUpdatedRows) throw notFound('No such tenant.')
  return tenantDetail(db, now, operatorId, id)
}
