import { addDays, daysBetween, displayDate } from '../calendar'
import { duesByTenant } from '../collections/dues'
import type { Db } from '../db/database'
import type { IsoDate } from '../db/schema'
import { badRequest } from '../http/httpError'
import { stayRulesOn } from '../rules/stayRules'
import { periodOf, rentBetween, roundToRupee } from './rentPeriods'
import { lockInEnd, type TenantContext } from './tenantRecord'
import { termsSegments } from './terms'

export type DeductionKind =
  | 'DUES'
  | 'FINAL_RENT'
  | 'NOTICE_SHORTFALL'
  | 'LOCK_IN_PENALTY'
  | 'ELECTRICITY'
  | 'DAMAGE'
  | 'CLEANING'
  | 'LOST_ITEM'
  | 'OTHER'

export type DeductionInput = { kind: DeductionKind; label: string; amount_paise: number; reason?: string }

export type ForecastInput = {
  move_out_date: IsoDate
  notice_date?: IsoDate
  deductions?: DeductionInput[]
  waive_notice_shortfall?: boolean
  waive_lock_in_penalty?: boolean
}

const COMPUTED: readonly DeductionKind[] = ['DUES', 'FINAL_RENT', 'NOTICE_SHORTFALL', 'LOCK_IN_PENALTY']

/** Manual deductions as given (computed kinds are the server's: 400). */
export function checkedDeductions(deductions: readonly DeductionInput[] = []) {
  return deductions.map((deduction, index) => {
    if (COMPUTED.includes(deduction.kind)) {
      const message = `${deduction.kind} is worked out by Roost; enter damages, cleaning, electricity, lost items or other charges only.`
      throw badRequest(message, [{ field: `body.deductions.${index}.kind`, message }])
    }
    const label = deduction.label.trim()
    if (!label) {
      const message = 'Describe the deduction.'
      throw badRequest(message, [{ field: `body.deductions.${index}.label`, message }])
    }
    return {
      kind: deduction.kind,
      label,
      amount_paise: deduction.amount_paise,
      reason: deduction.reason?.trim() || null,
    }
  })
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`

/**
 * The move-out settlement (OffboardingForecast in the contract), integer paise throughout:
 * DUES (unpaid collections net of the advance), FINAL_RENT (rent from the end of the period running today to
 * the move-out date, pro-rated by the property's method), NOTICE_SHORTFALL (rent × days short ÷ 30),
 * LOCK_IN_PENALTY (one month's rent when leaving before the lock-in ends), then the manual deductions.
 * refund = max(0, deposit − deductions); payable = max(0, deductions − deposit).
 */
export async function forecastSettlement(db: Db, context: TenantContext, input: ForecastInput) {
  const { tenant, property, allotment, today } = context
  const moveIn = allotment?.start_date ?? tenant.move_in_date
  const moveOut = input.move_out_date
  if (moveOut < moveIn) {
    const message = `The tenant moves in on ${displayDate(moveIn)}; the move-out date cannot be before that.`
    throw badRequest(message, [{ field: 'body.move_out_date', message }])
  }
  const noticeDate = input.notice_date ?? today
  const rules = await stayRulesOn(db, context, noticeDate)
  const rent = context.terms.rent_paise
  const deposit = tenant.deposit_held_paise
  const unpaid = (await duesByTenant(db, [tenant.id])).get(tenant.id) ?? 0
  const dues = Math.max(0, unpaid - tenant.advance_balance_paise)

  const billedUntil = periodOf(today < moveIn ? moveIn : today, property.rent_cycle, moveIn).end
  // Each night at the rent in force on it: a change of terms after today splits the span where it starts.
  const segments =
    moveOut > billedUntil ? await termsSegments(db, tenant.id, addDays(billedUntil, 1), moveOut) : []
  const finalSpans = segments.flatMap((segment) =>
    rentBetween(segment.terms.rent_paise, segment.from, segment.to, property, moveIn),
  )
  const finalRent = finalSpans.reduce((sum, span) => sum + span.amount_paise, 0)

  const served = Math.max(0, daysBetween(noticeDate, moveOut) + 1)
  const shortfallDays = input.waive_notice_shortfall ? 0 : Math.max(0, rules.notice_period_days - served)
  const shortfall = roundToRupee(rent, shortfallDays, 30)

  const lockInEndDate = lockInEnd(moveIn, rules.lock_in_months)
  const lockInPenalty =
    lockInEndDate !== null && moveOut < lockInEndDate && !input.waive_lock_in_penalty ? rent : 0

  const manual = checkedDeductions(input.deductions)
  const computed = [
    { kind: 'DUES' as const, label: 'Unpaid dues', amount_paise: dues, reason: null },
    {
      kind: 'FINAL_RENT' as const,
      label: finalSpans.length
        ? `Rent ${displayDate(finalSpans[0].from)}–${displayDate(moveOut)} (${plural(
            finalSpans.reduce((sum, span) => sum + span.days, 0),
            'day',
          )})`
        : 'Final rent',
      amount_paise: finalRent,
      reason: null,
    },
    {
      kind: 'NOTICE_SHORTFALL' as const,
      label: `Notice shortfall (${plural(shortfallDays, 'day')})`,
      amount_paise: shortfall,
      reason: `${rules.notice_period_days} days' notice asked, ${served} served`,
    },
    {
      kind: 'LOCK_IN_PENALTY' as const,
      label: 'Leaving inside the lock-in',
      amount_paise: lockInPenalty,
      reason: lockInEndDate ? `Lock-in until ${displayDate(lockInEndDate)}` : null,
    },
  ].filter((line) => line.amount_paise > 0)
  const deductions = [
    ...computed.map((line) => ({ ...line, is_manual: false })),
    ...manual.map((line) => ({ ...line, is_manual: true })),
  ]
  const total = deductions.reduce((sum, line) => sum + line.amount_paise, 0)
  return {
    tenant_id: tenant.id,
    tenant_name: tenant.name,
    property_id: property.id,
    property_name: property.name,
    room_name: allotment?.room_name ?? null,
    bed_name: allotment?.bed_name ?? null,
    move_in_date: moveIn,
    notice_date: noticeDate,
    move_out_date: moveOut,
    days_stayed: daysBetween(moveIn, moveOut) + 1,
    notice_period_days: rules.notice_period_days,
    notice_served_days: served,
    notice_shortfall_days: shortfallDays,
    lock_in_end_date: lockInEndDate,
    rent_paise: rent,
    deposit_paise: deposit,
    dues_paise: dues,
    deductions,
    deductions_total_paise: total,
    refund_paise: Math.max(0, deposit - total),
    payable_paise: Math.max(0, total - deposit),
  }
}

export type Settlement = Awaited<ReturnType<typeof forecastSettlement>>
