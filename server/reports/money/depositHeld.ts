import { addDays } from '../../calendar'
import { binaryOrder, chunks, READ_BATCH_SIZE, readByIds } from '../../db/batches'
import type { Db } from '../../db/database'
import type { IsoDate } from '../../db/schema'
import type { Settlement } from '../../tenants/forecast'

/**
 * Deposits held per resident over time, rebuilt from what the data keeps: the tenant's deposit held now, the
 * payments on its DEPOSIT collections (each adds to the deposit held on its day), a deposit taken in hand at
 * move-in without a collection (held from the move-in day), and the completed move-out whose frozen settlement
 * used the deposit for deductions and refunded the rest (held no longer from the move-out day).
 */

export type DepositMovements = {
  tenant_id: number
  tenant_name: string
  property_id: number
  opening_paise: number
  received_paise: number
  adjusted_paise: number
  refunded_paise: number
  closing_paise: number
}

type Facts = {
  tenant_id: number
  tenant_name: string
  property_id: number
  move_in_date: IsoDate
  held_now: number
  payments: { paid_on: IsoDate; amount: number }[]
  settlement: { on: IsoDate; deposit: number; refund: number } | null
}

async function factsOf(db: Db, operatorId: number, propertyIds: readonly number[]): Promise<Facts[]> {
  if (!propertyIds.length) return []
  // In chunks of tenants: at 10,000 residents one query each would hold the event loop for ~80 ms.
  const ids = await db
    .selectFrom('tenants')
    .select('id')
    .where('operator_id', '=', operatorId)
    .where('property_id', 'in', propertyIds)
    .execute()
  const tenants = (
    await readByIds(
      ids.map((tenant) => tenant.id),
      (batch) =>
        db
          .selectFrom('tenants')
          .select(['id', 'name', 'property_id', 'move_in_date', 'deposit_held_paise'])
          .where('id', 'in', batch)
          .execute(),
    )
  ).sort((a, b) => binaryOrder(a.name, b.name) || a.id - b.id)
  const payments = []
  const settlements = []
  for (const batch of chunks(tenants.map((tenant) => tenant.id), READ_BATCH_SIZE)) {
    payments.push(
      ...(await db
        .selectFrom('collections as c')
        .innerJoin('collection_transactions as x', 'x.collection_id', 'c.id')
        .select(['x.tenant_id', 'x.paid_on', 'x.amount_paise'])
        .where('c.tenant_id', 'in', batch)
        .where('c.charge_kind', '=', 'DEPOSIT')
        .where('x.status', '=', 'SUCCESS')
        .execute()),
    )
    settlements.push(
      ...(await db
        .selectFrom('offboardings as o')
        .select(['o.tenant_id', 'o.actual_move_out_date', 'o.move_out_date', 'o.settlement'])
        .where('o.tenant_id', 'in', batch)
        .where('o.status', '=', 'COMPLETED')
        .where('o.settlement', 'is not', null)
        .execute()),
    )
  }
  const paymentsOf = new Map<number, Facts['payments']>()
  for (const payment of payments) {
    const list = paymentsOf.get(payment.tenant_id) ?? []
    list.push({ paid_on: payment.paid_on, amount: payment.amount_paise })
    paymentsOf.set(payment.tenant_id, list)
  }
  const settlementOf = new Map(settlements.map((row) => [row.tenant_id, row]))
  return tenants.map((tenant) => {
    const settled = settlementOf.get(tenant.id)
    const frozen = settled?.settlement ? (JSON.parse(settled.settlement) as Settlement) : null
    return {
      tenant_id: tenant.id,
      tenant_name: tenant.name,
      property_id: tenant.property_id,
      move_in_date: tenant.move_in_date,
      held_now: tenant.deposit_held_paise,
      payments: paymentsOf.get(tenant.id) ?? [],
      settlement:
        settled && frozen
          ? {
              on: settled.actual_move_out_date ?? settled.move_out_date,
              deposit: frozen.deposit_paise,
              refund: frozen.refund_paise,
            }
          : null,
    }
  })
}

const paidBetween = (facts: Facts, from: IsoDate, to: IsoDate) =>
  facts.payments
    .filter((payment) => payment.paid_on >= from && payment.paid_on <= to)
    .reduce((sum, payment) => sum + payment.amount, 0)

/** Taken in hand at move-in without a DEPOSIT collection: what is held beyond the deposit payments. */
const inHandAtMoveIn = (facts: Facts) => Math.max(0, facts.held_now - paidBetween(facts, '0000-01-01', '9999-12-31'))

/** The deposit held at the end of a day: nothing once settled, else what was received by then. */
function heldAt(facts: Facts, day: IsoDate): number {
  if (facts.settlement && facts.settlement.on <= day) return 0
  const later = paidBetween(facts, addDays(day, 1), '9999-12-31')
  return Math.max(0, facts.held_now - later - (facts.move_in_date > day ? inHandAtMoveIn(facts) : 0))
}

/** Each resident's deposit over [from, to]: held before, received, used for deductions, refunded, held after. */
export async function depositMovements(
  db: Db,
  operatorId: number,
  propertyIds: readonly number[],
  from: IsoDate,
  to: IsoDate,
): Promise<DepositMovements[]> {
  return (await factsOf(db, operatorId, propertyIds)).map((facts) => {
    const settledInPeriod =
      facts.settlement && facts.settlement.on >= from && facts.settlement.on <= to ? facts.settlement : null
    const movedIn = facts.move_in_date >= from && facts.move_in_date <= to
    return {
      tenant_id: facts.tenant_id,
      tenant_name: facts.tenant_name,
      property_id: facts.property_id,
      opening_paise: heldAt(facts, addDays(from, -1)),
      received_paise: paidBetween(facts, from, to) + (movedIn ? inHandAtMoveIn(facts) : 0),
      adjusted_paise: settledInPeriod ? settledInPeriod.deposit - settledInPeriod.refund : 0,
      refunded_paise: settledInPeriod ? settledInPeriod.refund : 0,
      closing_paise: heldAt(facts, to),
    }
  })
}

/** The deposit each resident of the properties held at the end of a day. */
export async function depositsHeldOn(
  db: Db,
  operatorId: number,
  propertyIds: readonly number[],
  day: IsoDate,
): Promise<Map<number, number>> {
  const facts = await factsOf(db, operatorId, propertyIds)
  return new Map(facts.map((resident) => [resident.tenant_id, heldAt(resident, day)]))
}
