import { daysBetween, displayDate } from '../calendar'
import type { Clock } from '../clock'
import type { Db } from '../db/database'
import type { IsoDate } from '../db/schema'
import { badRequest } from '../http/httpError'
import { ownedBed, ownedProperty } from '../inventory/ownership'
import { periodOf, proRate } from './rentPeriods'
import { getTokenRequest } from './tokenRequests'

export type MoveInDuesQuery = {
  property_id: number
  move_in_date: IsoDate
  bed_id?: number
  rent_paise?: number
  deposit_paise?: number
  tenant_onboarding_id?: number
  token_paid_paise?: number
}

/**
 * What a tenant pays at move-in (MoveInDues in the contract): rent from the move-in date to the end of its
 * rent period by the property's pro-rate method, the deposit, less the token already paid. Nothing is stored.
 */
export async function calculateMoveInDues(db: Db, now: Clock, operatorId: number, query: MoveInDuesQuery) {
  const property = await ownedProperty(db, operatorId, query.property_id)
  const bed = query.bed_id === undefined ? null : await ownedBed(db, operatorId, query.bed_id)
  if (bed && bed.property_id !== property.id) {
    const message = `Bed ${bed.name} is not in ${property.name}.`
    throw badRequest(message, [{ field: 'query.bed_id', message }])
  }
  const request =
    query.tenant_onboarding_id === undefined
      ? null
      : await getTokenRequest(db, now, operatorId, query.tenant_onboarding_id)
  const bedRent = bed ? (bed.rent_override_paise ?? bed.room_rent_paise) : null
  const rent = query.rent_paise ?? request?.rent_paise ?? bedRent
  if (rent === null) {
    const message = 'Give the monthly rent, or choose a bed to take its rent.'
    throw badRequest(message, [{ field: 'query.rent_paise', message }])
  }
  const roomTypeDeposit = bed
    ? await db
        .selectFrom('rooms')
        .innerJoin('room_types', 'room_types.id', 'rooms.room_type_id')
        .select('room_types.deposit_paise')
        .where('rooms.id', '=', bed.room_id)
        .executeTakeFirst()
    : undefined
  const deposit = query.deposit_paise ?? request?.deposit_paise ?? roomTypeDeposit?.deposit_paise ?? rent
  const tokenPaid = request ? request.token_paid_paise : (query.token_paid_paise ?? 0)

  const period = periodOf(query.move_in_date, property.rent_cycle, query.move_in_date)
  const charged = daysBetween(query.move_in_date, period.end) + 1
  const proRated = proRate(rent, charged, period.days, property.pro_rate_method)
  const tokenAdjusted = Math.min(tokenPaid, proRated + deposit)
  const lines = [
    {
      kind: 'RENT' as const,
      label: `Rent ${displayDate(query.move_in_date)}–${displayDate(period.end)} (${charged} of ${period.days} days)`,
      amount_paise: proRated,
    },
    { kind: 'DEPOSIT' as const, label: 'Security deposit (refundable)', amount_paise: deposit },
    ...(tokenAdjusted > 0
      ? [{ kind: 'TOKEN_ADJUSTMENT' as const, label: 'Token already paid', amount_paise: -tokenAdjusted }]
      : []),
  ]
  return {
    property_id: property.id,
    bed_id: bed?.id ?? null,
    move_in_date: query.move_in_date,
    period_end_date: period.end,
    pro_rate_method: property.pro_rate_method,
    days_in_period: period.days,
    days_charged: charged,
    rent_paise: rent,
    pro_rated_rent_paise: proRated,
    deposit_paise: deposit,
    token_paid_paise: tokenPaid,
    token_adjusted_paise: tokenAdjusted,
    total_due_paise: proRated + deposit - tokenAdjusted,
    lines,
  }
}
