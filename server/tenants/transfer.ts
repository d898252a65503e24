import { dayText, recordChange, rupees } from '../activity/record'
import { addDays, displayDate, OPEN_END } from '../calendar'
import type { Clock } from '../clock'
import { insertCollection } from '../collections/charges'
import type { Db } from '../db/database'
import type { IsoDate, OperatorRow } from '../db/schema'
import { badRequest, conflict } from '../http/httpError'
import { lastNight } from '../inventory/bedStatus'
import { ownedBed } from '../inventory/ownership'
import { tenantRoomDetails } from './roomDetails'
import { recordTermsVersion, tenantTermsOn } from './terms'
import { bedTaken, takenMessage, tenantContext } from './tenantRecord'
import { applyAdjustment, planAdjustment, type RentDifferenceHandling } from './transferAdjustment'

export type DepositHandling = 'CARRY_FORWARD' | 'REFUND_AND_RECOLLECT' | 'FORFEIT'

export type RoomChangeInput = {
  bed_id: number
  from_date: IsoDate
  rent_paise?: number
  deposit_handling?: DepositHandling
  new_deposit_paise?: number
  rent_difference?: RentDifferenceHandling
  reason?: string
}

/** Where the request carried the transfer: the PUT's body or the quote's query (named in field errors). */
type Part = 'body' | 'query'

const fieldError = (part: Part, field: string, message: string) =>
  badRequest(message, [{ field: `${part}.${field}`, message }])

/**
 * Everything a room transfer checks and works out, nothing written: the PUT and the quote share it, so a quote
 * answers what the PUT then does. 400 for a moved-out tenant, an inactive or the same bed, a date after the stay's
 * last night or a missing new deposit; 409 when the new bed is taken on those nights.
 */
async function planTransfer(
  db: Db,
  now: Clock,
  operatorId: number,
  tenantId: number,
  input: RoomChangeInput,
  part: Part,
) {
  const context = await tenantContext(db, now, operatorId, tenantId)
  const { tenant, today } = context
  if (context.status === 'MOVED_OUT')
    throw badRequest(`${tenant.name} has moved out; add them again instead.`)
  const bed = await ownedBed(db, operatorId, input.bed_id)
  if (!bed.is_active || !bed.room_is_active)
    throw badRequest(`Bed ${bed.name} is inactive and cannot be allotted.`, [
      { field: `${part}.bed_id`, message: `Bed ${bed.name} is inactive.` },
    ])
  const stay =
    context.allotment && (lastNight(context.allotment) ?? OPEN_END) >= today ? context.allotment : null
  if (stay && stay.bed_id === bed.id)
    throw fieldError(part, 'bed_id', `${tenant.name} already has bed ${bed.name}.`)
  const last = stay ? lastNight(stay) : null
  if (last !== null && input.from_date > last)
    throw fieldError(
      part,
      'from_date',
      `The stay ends on ${displayDate(last)}; the move must be on or before that.`,
    )
  const depositHandling = input.deposit_handling ?? 'CARRY_FORWARD'
  if (depositHandling !== 'CARRY_FORWARD' && input.new_deposit_paise === undefined)
    throw fieldError(part, 'new_deposit_paise', 'Give the deposit to collect for the new bed.')
  const taken = await bedTaken(db, bed.id, input.from_date, last ?? OPEN_END)
  if (taken) {
    const message = takenMessage(bed.name, taken)
    throw conflict(message, [{ field: `${part}.bed_id`, message }])
  }
  const rent = input.rent_paise ?? bed.rent_override_paise ?? bed.room_rent_paise
  const deposit =
    depositHandling === 'CARRY_FORWARD'
      ? (stay?.deposit_paise ?? tenant.deposit_paise)
      : (input.new_deposit_paise ?? 0)
  const terms = await tenantTermsOn(db, tenant.id, input.from_date)
  const plan = await planAdjustment(db, {
    tenantId: tenant.id,
    from: input.from_date,
    lastNight: last,
    oldRent: terms.rent_paise,
    newRent: rent,
    handling: input.rent_difference ?? 'PRO_RATE',
    settings: context.property,
    anchor: tenant.move_in_date,
  })
  return { tenant, bed, stay, terms, depositHandling, rent, deposit, plan }
}

/** What moving a tenant would do (the contract's `TransferQuote`), checked as the move is. */
export async function quoteTransfer(
  db: Db,
  now: Clock,
  operatorId: number,
  tenantId: number,
  input: RoomChangeInput,
) {
  const { tenant, bed, rent, deposit, plan } = await planTransfer(
    db,
    now,
    operatorId,
    tenantId,
    input,
    'query',
  )
  const property = await db
    .selectFrom('properties')
    .select('name')
    .where('id', '=', bed.property_id)
    .executeTakeFirstOrThrow()
  return {
    tenant_id: tenant.id,
    bed_id: bed.id,
    bed_name: bed.name,
    room_name: bed.room_name,
    property_name: property.name,
    from_date: input.from_date,
    rent_paise: rent,
    deposit_paise: deposit,
    adjustment: plan.adjustment,
  }
}

/**
 * Room transfer, one transaction: the current stay ends the night before `from_date` (a stay not yet begun is
 * removed), a new one starts on the new bed keeping the old stay's last night, a new rent or deposit is a version
 * of the rent terms (source TRANSFER) from `from_date`, and the rent difference of periods already raised is
 * charged or credited (see planAdjustment).
 */
export async function changeRoom(
  db: Db,
  now: Clock,
  operator: OperatorRow,
  tenantId: number,
  input: RoomChangeInput,
) {
  const at = now().toISOString()
  const reason = input.reason?.trim() || 'Room transfer'
  const adjustment = await db.transaction().execute(async (trx) => {
    const { tenant, bed, stay, terms, depositHandling, rent, deposit, plan } = await planTransfer(
      trx,
      now,
      operator.id,
      tenantId,
      input,
      'body',
    )
    if (stay && stay.start_date >= input.from_date) {
      await trx
        .updateTable('allotments')
        .set({ unlinked_at: at, unlink_reason: reason })
        .where('id', '=', stay.id)
        .execute()
    } else if (stay) {
      await trx
        .updateTable('allotments')
        .set({ move_out_date: addDays(input.from_date, -1), unlink_reason: reason })
        .where('id', '=', stay.id)
        .execute()
    }
    const moved = await trx
      .insertInto('allotments')
      .values({
        property_id: bed.property_id,
        bed_id: bed.id,
        tenant_id: tenant.id,
        start_date: input.from_date,
        end_date: stay?.end_date ?? null,
        move_out_date: stay?.move_out_date ?? null,
        rent_paise: rent,
        deposit_paise: deposit,
        created_at: at,
        unlinked_at: null,
        unlink_reason: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await trx
      .updateTable('tenants')
      .set({
        property_id: bed.property_id,
        // The old deposit is refunded or forfeited: nothing is held until the new one is paid.
        ...(depositHandling === 'CARRY_FORWARD' ? {} : { deposit_held_paise: 0 }),
        updated_at: at,
      })
      .where('id', '=', tenant.id)
      .execute()
    if (depositHandling !== 'CARRY_FORWARD' && deposit > 0) {
      await insertCollection(trx, now, operator, {
        type: 'OTHERS',
        charge_kind: 'DEPOSIT',
        tenant_id: tenant.id,
        title: 'Security deposit',
        description: `Deposit for bed ${bed.name}`,
        due_date: input.from_date,
        amount_paise: deposit,
        tax_paise: 0,
      })
    }
    if (rent !== terms.rent_paise || deposit !== terms.deposit_paise) {
      await recordTermsVersion(trx, {
        tenantId: tenant.id,
        effectiveFrom: input.from_date,
        source: 'TRANSFER',
        reason,
        changedByName: operator.name,
        at,
        changes: {
          rent_paise: rent,
          ...(deposit === terms.deposit_paise ? {} : { deposit_paise: deposit }),
        },
      })
    }
    const applied = await applyAdjustment(trx, now, operator, tenant.id, plan)
    await recordChange(
      trx,
      operator.id,
      {
        entity: 'tenant',
        entityId: tenant.id,
        propertyId: bed.property_id,
        summary: `Moved ${tenant.name} ${stay ? `from ${stay.room_name} bed ${stay.bed_name} ` : ''}to ${bed.room_name} bed ${bed.name} from ${dayText(input.from_date)} at ${rupees(rent)} a month`,
        before: {
          bed_id: stay?.bed_id ?? null,
          rent_paise: terms.rent_paise,
          deposit_paise: terms.deposit_paise,
        },
        after: { bed_id: bed.id, rent_paise: rent, deposit_paise: deposit, from_date: input.from_date },
        subjects: [
          { entity: 'bed', entityId: bed.id },
          { entity: 'allotment', entityId: moved.id },
          ...(stay
            ? [
                { entity: 'bed' as const, entityId: stay.bed_id },
                { entity: 'allotment' as const, entityId: stay.id },
              ]
            : []),
        ],
      },
      now(),
    )
    return applied
  })
  return { room: await tenantRoomDetails(db, now, operator.id, tenantId), adjustment }
}
