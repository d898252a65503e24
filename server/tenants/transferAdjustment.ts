import { daysBetween } from '../calendar'
import type { Clock } from '../clock'
import { insertCollection, periodLabel } from '../collections/charges'
import type { Db } from '../db/database'
import type { IsoDate, OperatorRow } from '../db/schema'
import { periodOf, rentBetween, type RentCycleSettings } from './rentPeriods'

export type RentDifferenceHandling = 'PRO_RATE' | 'NEXT_PERIOD'

/** The contract's `TransferAdjustment`. */
export type TransferAdjustment = {
  kind: 'CHARGE' | 'CREDIT' | 'NONE'
  amount_paise: number
  label: string
  old_rent_paise: number
  new_rent_paise: number
  period_start: IsoDate
  period_end: IsoDate
  nights: number
  period_days: number
  period_raised: boolean
  collection_id: number | null
}

/** One raised rent collection's part: its nights on the new bed and the difference for them (+ charge, − credit). */
export type RaisedShare = { collection_id: number; from: IsoDate; to: IsoDate; difference_paise: number }

/** The adjustment a transfer makes, and the raised collections it comes from (empty unless charged or credited). */
export type AdjustmentPlan = { adjustment: TransferAdjustment; shares: RaisedShare[] }

export type AdjustmentInput = {
  tenantId: number
  /** First night on the new bed. */
  from: IsoDate
  /** The stay's last night, null while open-ended. */
  lastNight: IsoDate | null
  oldRent: number
  newRent: number
  handling: RentDifferenceHandling
  settings: RentCycleSettings
  /** The move-in date, which ANNIVERSARY cycles count periods from. */
  anchor: IsoDate
}

/** `₹11,000` or `₹9,033.50`: Indian grouping, paise only when there are some. */
export function rupeeText(paise: number): string {
  const whole = new Intl.NumberFormat('en-IN').format(Math.floor(paise / 100))
  const rest = paise % 100
  return `₹${whole}${rest ? `.${String(rest).padStart(2, '0')}` : ''}`
}

const later = (a: IsoDate, b: IsoDate) => (a > b ? a : b)
const earlier = (a: IsoDate, b: IsoDate) => (a < b ? a : b)

type LabelFacts = {
  from: IsoDate
  period: { start: IsoDate; end: IsoDate }
  /** The end of the last raised rent with nights on the new bed; null when none is raised. */
  raisedEnd: IsoDate | null
  oldRent: number
  newRent: number
  adjusted: boolean
  nextPeriod: boolean
}

/** What the adjustment says, e.g. `Rent difference 15–31 Dec 2026 (₹9,000 → ₹11,000)`. */
function adjustmentLabel({ from, period, raisedEnd, oldRent, newRent, adjusted, nextPeriod }: LabelFacts) {
  const rents = `${rupeeText(oldRent)} → ${rupeeText(newRent)}`
  const periodName = periodLabel(period.start, period.end)
  if (oldRent === newRent) return `Same rent on the new bed (${rupeeText(newRent)}): nothing to adjust`
  if (raisedEnd === null)
    return `Rent for ${periodName} not raised yet: it will be charged night by night (${rents})`
  if (nextPeriod) return `Rent for ${periodName} stays as raised; ${rupeeText(newRent)} from the next period`
  const nights = periodLabel(from, raisedEnd)
  return adjusted
    ? `Rent difference ${nights} (${rents})`
    : `Rent difference ${nights} rounds to ₹0 (${rents})`
}

/**
 * The rent adjustment of a room transfer (RentDifferenceHandling in the contract), nothing written: with PRO_RATE
 * each RENT collection already raised for nights from `from` gets the rent difference for those nights, pro-rated
 * period by period by the property's method (rounded to the rupee as all rent is). The answer's period runs from
 * the start of the period holding `from` to its end, or to the end of the last raised period when rent was raised
 * in advance; `nights` are the nights of it on the new bed.
 */
export async function planAdjustment(db: Db, input: AdjustmentInput): Promise<AdjustmentPlan> {
  const { from, lastNight, oldRent, newRent, handling } = input
  let raisedQuery = db
    .selectFrom('collections')
    .select(['id', 'period_start', 'period_end'])
    .where('tenant_id', '=', input.tenantId)
    .where('type', '=', 'RENT')
    .where('period_start', 'is not', null)
    .where('period_end', '>=', from)
  if (lastNight !== null) raisedQuery = raisedQuery.where('period_start', '<=', lastNight)
  const raised = await raisedQuery.orderBy('period_start').orderBy('id').execute()

  const difference = newRent - oldRent
  const shares: RaisedShare[] = []
  for (const collection of raised) {
    if (collection.period_start === null || collection.period_end === null) continue
    const start = later(from, collection.period_start)
    const end = lastNight === null ? collection.period_end : earlier(collection.period_end, lastNight)
    if (start > end) continue
    const spans = rentBetween(Math.abs(difference), start, end, input.settings, input.anchor)
    const amount = spans.reduce((sum, span) => sum + span.amount_paise, 0)
    shares.push({
      collection_id: collection.id,
      from: start,
      to: end,
      difference_paise: Math.sign(difference) * amount,
    })
  }

  const period = periodOf(from, input.settings.rent_cycle, input.anchor)
  const raisedEnd = shares.reduce<IsoDate | null>(
    (end, share) => (end && end > share.to ? end : share.to),
    null,
  )
  const periodEnd = raisedEnd && raisedEnd > period.end ? raisedEnd : period.end
  const nightsEnd = lastNight === null ? periodEnd : earlier(periodEnd, lastNight)
  const counted = handling === 'PRO_RATE' ? shares.filter((share) => share.difference_paise !== 0) : []
  const total = counted.reduce((sum, share) => sum + share.difference_paise, 0)
  const kind = total > 0 ? 'CHARGE' : total < 0 ? 'CREDIT' : 'NONE'
  const label = adjustmentLabel({
    from,
    period,
    raisedEnd,
    oldRent,
    newRent,
    adjusted: kind !== 'NONE',
    nextPeriod: handling === 'NEXT_PERIOD',
  })
  return {
    adjustment: {
      kind,
      amount_paise: Math.abs(total),
      label,
      old_rent_paise: oldRent,
      new_rent_paise: newRent,
      period_start: period.start,
      period_end: periodEnd,
      nights: Math.max(0, daysBetween(from, nightsEnd) + 1),
      period_days: daysBetween(period.start, periodEnd) + 1,
      period_raised: shares.length > 0,
      collection_id: null,
    },
    shares: counted,
  }
}

/** `part × value ÷ whole` rounded half up, exactly (the product can pass 2^53). */
const scaled = (part: number, value: number, whole: number) =>
  Number((2n * BigInt(part) * BigInt(value) + BigInt(whole)) / (2n * BigInt(whole)))

/**
 * Makes a planned adjustment inside the transfer's transaction: a CHARGE is one new collection (OTHERS, kind
 * ROOM_TRANSFER) for the nights on the new bed, due on the first of them; a CREDIT takes each raised collection's
 * share off its amount while it has a balance (never below what is paid or waived; its included tax scaled with
 * it, a remark saying why) and keeps the rest as the tenant's advance. Gives the adjustment with the collection
 * charged or first reduced.
 */
export async function applyAdjustment(
  trx: Db,
  now: Clock,
  operator: OperatorRow,
  tenantId: number,
  { adjustment, shares }: AdjustmentPlan,
): Promise<TransferAdjustment> {
  if (adjustment.kind === 'NONE' || shares.length === 0) return adjustment
  if (adjustment.kind === 'CHARGE') {
    const charged = await insertCollection(trx, now, operator, {
      type: 'OTHERS',
      charge_kind: 'ROOM_TRANSFER',
      tenant_id: tenantId,
      title: adjustment.label,
      period_start: shares[0].from,
      period_end: shares[shares.length - 1].to,
      due_date: shares[0].from,
      amount_paise: adjustment.amount_paise,
    })
    return { ...adjustment, collection_id: charged.id }
  }
  const at = now().toISOString()
  let reducedId: number | null = null
  let toAdvance = 0
  for (const share of shares) {
    const credit = -share.difference_paise
    const row = await trx
      .selectFrom('collections')
      .select(['amount_paise', 'tax_paise', 'balance_paise', 'paid_paise', 'waived_paise'])
      .where('id', '=', share.collection_id)
      .executeTakeFirstOrThrow()
    const taken = Math.min(credit, row.balance_paise)
    toAdvance += credit - taken
    if (taken === 0) continue
    const amount = row.amount_paise - taken
    await trx
      .updateTable('collections')
      .set({
        amount_paise: amount,
        tax_paise: scaled(row.tax_paise, amount, row.amount_paise),
        balance_paise: row.balance_paise - taken,
        is_settled: row.balance_paise === taken ? 1 : 0,
        updated_at: at,
      })
      .where('id', '=', share.collection_id)
      .execute()
    await trx
      .insertInto('collection_remarks')
      .values({
        collection_id: share.collection_id,
        text: `Reduced by ${rupeeText(taken)} on a room transfer: ${adjustment.label}.`,
        created_by_name: operator.name,
        created_at: at,
      })
      .execute()
    reducedId ??= share.collection_id
  }
  if (toAdvance > 0) {
    await trx
      .updateTable('tenants')
      .set((eb) => ({ advance_balance_paise: eb('advance_balance_paise', '+', toAdvance), updated_at: at }))
      .where('id', '=', tenantId)
      .execute()
  }
  return { ...adjustment, collection_id: reducedId }
}
