import { sql, type Updateable } from 'kysely'
import { dayText, recordChange, rupees } from '../activity/record'
import { displayDate, kolkataDate, monthLabel, monthOf, OPEN_END } from '../calendar'
import type { Clock } from '../clock'
import type { Phone } from '../auth/phone'
import { checkedPhone } from '../auth/phoneRules'
import { insertCollection } from '../collections/charges'
import { forgetTotals } from '../collections/listTotals'
import type { Db } from '../db/database'
import type {
  FoodPreference,
  Gender,
  IsoDate,
  KycIdType,
  Occupation,
  PoliceVerificationStatus,
  TenantRow,
  TenantTable,
} from '../db/schema'
import { badRequest, conflict, notFound } from '../http/httpError'
import { lastNight } from '../inventory/bedStatus'
import { ownedBed, ownedProperty } from '../inventory/ownership'
import { findOperator } from '../operators/operators'
import { calculateMoveInDues } from './moveInDues'
import { changesTerms, moveTermsStart, recordTermsVersion, tenantTermsOn } from './terms'
import { tenantRows } from './tenantList'
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

/** 409 naming the phone when another tenant of the operator who has not moved out has it. */
async function checkPhoneFree(db: Db, operatorId: number, phone: Phone, today: IsoDate, exceptId = 0) {
  const sharing = await db
    .selectFrom('tenants')
    .select('id')
    .where('operator_id', '=', operatorId)
    .where('dial_code', '=', phone.dialCode)
    .where('phone_no', '=', phone.national)
    .where('id', '<>', exceptId)
    .execute()
  // Statuses are worked out only for the few tenants with this number.
  if (sharing.length === 0) return
  const { rows } = await sql<{ name: string }>`select name from (${tenantRows(operatorId, today)}) tenant
    where id in (${sql.join(sharing.map((row) => row.id))}) and status <> 'MOVED_OUT'
    limit 1`.execute(db)
  if (rows.length) {
    const message = `${rows[0].name} already stays with this phone number.`
    throw conflict(message, [{ field: 'body.phone_number', message }])
  }
}

type Police = {
  police_verification_status?: PoliceVerificationStatus
  police_verification_date?: IsoDate | null
}

const DATED_POLICE: readonly PoliceVerificationStatus[] = ['SUBMITTED', 'VERIFIED']

/**
 * Police verification as columns: SUBMITTED and VERIFIED need a date (a new status a new date), not in the future;
 * PENDING and NOT_APPLICABLE have none.
 */
function policeColumns(
  input: Police,
  current: Pick<TenantRow, 'police_verification_status' | 'police_verification_date'>,
  today: IsoDate,
) {
  if (input.police_verification_status === undefined && input.police_verification_date === undefined)
    return {}
  const status = input.police_verification_status ?? current.police_verification_status
  if (!DATED_POLICE.includes(status))
    return { police_verification_status: status, police_verification_date: null }
  const date =
    input.police_verification_date !== undefined
      ? input.police_verification_date
      : status === current.police_verification_status
        ? current.police_verification_date
        : null
  if (!date) {
    const what = status === 'SUBMITTED' ? 'submitted' : 'cleared'
    throw fieldError('body.police_verification_date', `Give the date the police verification was ${what}.`)
  }
  if (date > today) {
    throw fieldError('body.police_verification_date', 'The police verification date cannot be in the future.')
  }
  return { police_verification_status: status, police_verification_date: date }
}

/**
 * The first dues as collections, from calculateMoveInDues' figures: the pro-rated first rent and the deposit, due
 * on the move-in date. The token goes to the deposit first, then to the rent; a collection of nothing is not raised.
 */
function firstDues(dues: Awaited<ReturnType<typeof calculateMoveInDues>>) {
  const toDeposit = Math.min(dues.token_adjusted_paise, dues.deposit_paise)
  const toRent = dues.token_adjusted_paise - toDeposit
  return {
    depositInHand: toDeposit,
    rent: { amount: dues.pro_rated_rent_paise - toRent, tokenApplied: toRent },
    deposit: { amount: dues.deposit_paise - toDeposit, tokenApplied: toDeposit },
    periodEnd: dues.period_end_date,
  }
}

const tokenNote = (applied: number) => (applied > 0 ? 'Less the token already paid.' : null)

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
  await checkInstitution(db, operatorId, input.institution_id, input.course_id)
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
  const operator = await findOperator(db, operatorId)
  if (!operator) throw notFound('No such operator.')
  // Raised only for a tenant with a bed: without one there is no stay to charge for yet.
  const dues =
    bed && input.create_collections
      ? firstDues(
          await calculateMoveInDues(db, now, operatorId, {
            property_id: property.id,
            bed_id: bed.id,
            move_in_date: input.move_in_date,
            rent_paise: input.rent_paise,
            deposit_paise: input.deposit_paise,
            ...(request
              ? { tenant_onboarding_id: request.id }
              : { token_paid_paise: input.token_paid_paise }),
          }),
        )
      : null
  const at = now().toISOString()
  const id = await db.transaction().execute(async (trx) => {
    await checkPhoneFree(trx, operatorId, phone, today)
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
        // With first dues raised, what is in hand of the deposit (the token) until its collection is paid;
        // without them the agreed deposit counts as collected at move-in.
        deposit_held_paise: dues ? dues.depositInHand : input.deposit_paise,
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
    const allotment = bed
      ? await trx
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
          .returning('id')
          .executeTakeFirstOrThrow()
      : null
    if (request) {
      await trx
        .updateTable('token_requests')
        .set({ status: 'CONVERTED', tenant_id: created.id, updated_at: at })
        .where('id', '=', request.id)
        .execute()
    }
    await recordTermsVersion(trx, {
      tenantId: created.id,
      effectiveFrom: input.move_in_date,
      source: 'MOVE_IN',
      reason: null,
      changedByName: operator.name,
      at,
      changes: {},
    })
    if (dues && dues.rent.amount > 0) {
      await insertCollection(trx, now, operator, {
        type: 'RENT',
        charge_kind: 'RENT',
        tenant_id: created.id,
        title: `Rent – ${monthLabel(monthOf(input.move_in_date))}`,
        description: tokenNote(dues.rent.tokenApplied),
        period_start: input.move_in_date,
        period_end: dues.periodEnd,
        due_date: input.move_in_date,
        amount_paise: dues.rent.amount,
      })
    }
    if (dues && dues.deposit.amount > 0) {
      await insertCollection(trx, now, operator, {
        type: 'OTHERS',
        charge_kind: 'DEPOSIT',
        tenant_id: created.id,
        title: 'Security deposit',
        description: tokenNote(dues.deposit.tokenApplied),
        due_date: input.move_in_date,
        amount_paise: dues.deposit.amount,
        // A refundable deposit is not a supply: no GST in it.
        tax_paise: 0,
      })
    }
    await recordChange(
      trx,
      operatorId,
      {
        entity: 'tenant',
        entityId: created.id,
        propertyId: property.id,
        summary: bed
          ? `Moved ${name} into ${bed.room_name} bed ${bed.name} from ${dayText(input.move_in_date)} at ${rupees(input.rent_paise)} a month`
          : `Added ${name} to ${property.name} from ${dayText(input.move_in_date)}, without a bed`,
        before: null,
        after: {
          property_id: property.id,
          bed_id: bed?.id ?? null,
          move_in_date: input.move_in_date,
          move_out_date: input.move_out_date ?? null,
          rent_paise: input.rent_paise,
          deposit_paise: input.deposit_paise,
          token_request_id: request?.id ?? null,
        },
        subjects: [
          ...(bed && allotment
            ? [
                { entity: 'bed' as const, entityId: bed.id },
                { entity: 'allotment' as const, entityId: allotment.id },
              ]
            : []),
        ],
      },
      now(),
    )
    return created.id
  })
  if (dues) forgetTotals(db, operatorId)
  return tenantDetail(db, now, operatorId, id)
}

export type StayTermsInput = {
  effective_from?: IsoDate
  reason?: string
  rent_paise?: number
  deposit_paise?: number
  rent_due_day?: number
  lock_in_months?: number
  notice_period_days?: number
  move_in_date?: IsoDate
  food_preference?: FoodPreference
  police_verification_status?: PoliceVerificationStatus
}

/**
 * Changes stay terms. Rent, deposit, due day, lock-in and notice are a new version of the rent terms from
 * `effective_from` (today, or the move-in date for a tenant not yet moved in); the tenant row and the current stay
 * mirror the version in force today. Move-in date, food and police verification are changed in place.
 */
export async function updateStayTerms(
  db: Db,
  now: Clock,
  operatorId: number,
  id: number,
  input: StayTermsInput,
) {
  const context = await tenantContext(db, now, operatorId, id)
  const { allotment, today, tenant } = context
  const current = allotment && (lastNight(allotment) ?? OPEN_END) >= today ? allotment : null
  const moveInChanged =
    input.move_in_date !== undefined && input.move_in_date !== (current?.start_date ?? tenant.move_in_date)
  if (moveInChanged && input.move_in_date !== undefined) {
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
  const moveIn = input.move_in_date ?? tenant.move_in_date
  const effectiveFrom = input.effective_from ?? (today < moveIn ? moveIn : today)
  if (effectiveFrom < moveIn) {
    throw fieldError(
      'body.effective_from',
      `The tenant moves in on ${displayDate(moveIn)}; new terms cannot apply before that.`,
    )
  }
  const changes = {
    rent_paise: input.rent_paise,
    deposit_paise: input.deposit_paise,
    rent_due_day: input.rent_due_day,
    lock_in_months: input.lock_in_months,
    notice_period_days: input.notice_period_days,
  }
  const police = input.police_verification_status
  // This call carries no date: a newly SUBMITTED or VERIFIED verification is dated the day it is recorded.
  const policeDate = police !== undefined && police !== tenant.police_verification_status ? today : undefined
  const policeSet = policeColumns(
    { police_verification_status: police, police_verification_date: policeDate },
    tenant,
    today,
  )
  const operator = await findOperator(db, operatorId)
  const at = now().toISOString()
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('tenants')
      .set({
        ...(input.move_in_date === undefined ? {} : { move_in_date: input.move_in_date }),
        ...(input.food_preference === undefined ? {} : { food_preference: input.food_preference }),
        ...policeSet,
        updated_at: at,
      })
      .where('id', '=', id)
      .execute()
    if (current && moveInChanged) {
      await trx.updateTable('allotments').set({ start_date: moveIn }).where('id', '=', current.id).execute()
    }
    if (moveInChanged) await moveTermsStart(trx, id, moveIn)
    if (changesTerms(changes)) {
      await recordTermsVersion(trx, {
        tenantId: id,
        effectiveFrom,
        source: 'CHANGE',
        reason: input.reason?.trim() || null,
        changedByName: operator?.name ?? null,
        at,
        changes,
      })
    }
    if (current && (moveInChanged || changesTerms(changes))) {
      // The stay's own rent and deposit are those in force on its first night still to come.
      const terms = await tenantTermsOn(trx, id, today < moveIn ? moveIn : today)
      await trx
        .updateTable('allotments')
        .set({ rent_paise: terms.rent_paise, deposit_paise: terms.deposit_paise })
        .where('id', '=', current.id)
        .execute()
    }
    const termsBefore = context.terms
    const stayFields = (terms: Partial<typeof termsBefore>) => ({
      rent_paise: terms.rent_paise ?? termsBefore.rent_paise,
      deposit_paise: terms.deposit_paise ?? termsBefore.deposit_paise,
      rent_due_day: terms.rent_due_day ?? termsBefore.rent_due_day,
      lock_in_months: terms.lock_in_months ?? termsBefore.lock_in_months,
      notice_period_days: terms.notice_period_days ?? termsBefore.notice_period_days,
    })
    const rentChange =
      changes.rent_paise !== undefined && changes.rent_paise !== termsBefore.rent_paise
        ? ` rent ${rupees(termsBefore.rent_paise)} → ${rupees(changes.rent_paise)}`
        : ''
    await recordChange(
      trx,
      operatorId,
      {
        entity: 'tenant',
        entityId: id,
        propertyId: tenant.property_id,
        summary: `Changed the stay terms of ${tenant.name} from ${dayText(effectiveFrom)}${rentChange ? `:${rentChange}` : ''}`,
        before: {
          ...stayFields({}),
          move_in_date: tenant.move_in_date,
          food_preference: tenant.food_preference,
          police_verification_status: tenant.police_verification_status,
        },
        after: {
          ...stayFields(changes),
          move_in_date: moveIn,
          food_preference: input.food_preference ?? tenant.food_preference,
          police_verification_status: police ?? tenant.police_verification_status,
        },
        subjects: current ? [{ entity: 'allotment', entityId: current.id }] : [],
      },
      now(),
    )
  })
  return tenantDetail(db, now, operatorId, id)
}

export type ProfileInput = Personal &
  Police & {
    name?: string
    phone_number?: string
    dial_code?: string
    country_iso_code?: string
    gender?: Gender
  }

/** Changes personal details (null clears an optional one); a phone another current resident has is a 409. */
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
  await checkInstitution(db, operatorId, institutionId, courseId)
  const police = policeColumns(input, tenant, today)
  const phoneChanged =
    phone !== null && (phone.national !== tenant.phone_no || phone.dialCode !== tenant.dial_code)
  await db.transaction().execute(async (trx) => {
    if (phone && phoneChanged) await checkPhoneFree(trx, operatorId, phone, today, id)
    const updated = await trx
      .updateTable('tenants')
      .set({
        ...personalColumns(input),
        ...police,
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
  })
  return tenantDetail(db, now, operatorId, id)
}
