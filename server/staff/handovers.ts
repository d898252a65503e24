import { recordChange, rupees } from '../activity/record'
import type { Selectable } from 'kysely'
import type { Clock } from '../clock'
import type { Db } from '../db/database'
import type { CashHandoverStatus, CashHandoverTable } from '../db/schema'
import { badRequest, conflict, notFound } from '../http/httpError'
import { cashBetween, coveredUntil } from './cashInHand'
import { ownedStaff, staffView, type StaffView } from './staffView'

type HandoverRow = Selectable<CashHandoverTable>

/** A handover as the contract's `CashHandover`. */
export type HandoverView = {
  id: number
  staff_id: number
  staff_name: string
  status: CashHandoverStatus
  expected_paise: number
  declared_paise: number
  variance_paise: number
  payment_count: number
  covered_from: string | null
  covered_until: string | null
  note: string | null
  dispute_reason: string | null
  created_at: string
  submitted_at: string | null
  settled_at: string | null
}

export type HandoverCreateInput = { declared_paise: number; note?: string; submit?: boolean }

export type HandoverActionInput = {
  action: 'SUBMIT' | 'ACCEPT' | 'DISPUTE' | 'DISCARD'
  declared_paise?: number
  note?: string
  reason?: string
}

/** A handover still moving: at most one per staff member. */
const OPEN: readonly CashHandoverStatus[] = ['DRAFT', 'SUBMITTED']

/** The status each action starts from, and how its refusal reads. */
const ACTIONS: Record<HandoverActionInput['action'], { from: CashHandoverStatus; done: string }> = {
  SUBMIT: { from: 'DRAFT', done: 'submitted' },
  ACCEPT: { from: 'SUBMITTED', done: 'accepted' },
  DISPUTE: { from: 'SUBMITTED', done: 'disputed' },
  DISCARD: { from: 'DRAFT', done: 'discarded' },
}

/** A draft's figures are live (the cash in hand now); a submitted handover's were frozen at submission. */
async function handoverView(db: Db, row: HandoverRow, staffName: string): Promise<HandoverView> {
  let expected = row.expected_paise ?? 0
  let count = row.payment_count ?? 0
  let from = row.covered_from
  if (row.status === 'DRAFT') {
    const after = await coveredUntil(db, row.staff_id)
    const held = await cashBetween(db, row.staff_id, after)
    expected = held.paise
    count = held.count
    from = after || null
  }
  return {
    id: row.id,
    staff_id: row.staff_id,
    staff_name: staffName,
    status: row.status,
    expected_paise: expected,
    declared_paise: row.declared_paise,
    variance_paise: row.declared_paise - expected,
    payment_count: count,
    covered_from: from,
    covered_until: row.covered_until,
    note: row.note,
    dispute_reason: row.dispute_reason,
    created_at: row.created_at,
    submitted_at: row.submitted_at,
    settled_at: row.settled_at,
  }
}

async function ownedHandover(db: Db, operatorId: number, id: number) {
  const row = await db
    .selectFrom('cash_handovers')
    .innerJoin('staff', 'staff.id', 'cash_handovers.staff_id')
    .selectAll('cash_handovers')
    .select('staff.name as staff_name')
    .where('cash_handovers.id', '=', id)
    .where('cash_handovers.operator_id', '=', operatorId)
    .executeTakeFirst()
  if (!row) throw notFound(`Handover ${id} not found`)
  return row
}

/** Freezes what the handover covers: the member's cash after the previous handover, up to now. */
async function submit(
  trx: Db,
  row: HandoverRow,
  at: string,
  changes: { declared_paise?: number; note?: string },
) {
  const after = await coveredUntil(trx, row.staff_id)
  const held = await cashBetween(trx, row.staff_id, after, at)
  await trx
    .updateTable('cash_handovers')
    .set({
      status: 'SUBMITTED',
      expected_paise: held.paise,
      payment_count: held.count,
      covered_from: after || null,
      covered_until: at,
      submitted_at: at,
      declared_paise: changes.declared_paise ?? row.declared_paise,
      note: changes.note ?? row.note,
    })
    .where('id', '=', row.id)
    .execute()
}

/** Opens a draft handover for the member (409 while another is open), submitted at once with `submit`. */
export async function createHandover(
  db: Db,
  now: Clock,
  operatorId: number,
  staffId: number,
  input: HandoverCreateInput,
): Promise<HandoverView> {
  return db.transaction().execute(async (trx) => {
    const staff = await ownedStaff(trx, operatorId, staffId)
    const open = await trx
      .selectFrom('cash_handovers')
      .select(['id', 'status'])
      .where('staff_id', '=', staffId)
      .where('status', 'in', OPEN)
      .executeTakeFirst()
    if (open) {
      throw conflict(
        `Handover ${open.id} of ${staff.name} is still ${open.status}; settle or discard it before recording another.`,
      )
    }
    const at = now().toISOString()
    const row = await trx
      .insertInto('cash_handovers')
      .values({
        operator_id: operatorId,
        staff_id: staffId,
        status: 'DRAFT',
        expected_paise: null,
        declared_paise: input.declared_paise,
        payment_count: null,
        covered_from: null,
        covered_until: null,
        note: input.note ?? null,
        dispute_reason: null,
        created_at: at,
        submitted_at: null,
        settled_at: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow()
    if (input.submit) await submit(trx, row, at, {})
    const saved = await ownedHandover(trx, operatorId, row.id)
    const view = await handoverView(trx, saved, saved.staff_name)
    await recordChange(
      trx,
      operatorId,
      {
        entity: 'cash_handover',
        entityId: row.id,
        summary: `${input.submit ? 'Submitted' : 'Drafted'} a cash handover of ${rupees(input.declared_paise)} by ${staff.name}`,
        before: null,
        after: loggedHandover(saved),
      },
      now(),
    )
    return view
  })
}

/** The fields of a handover the activity log keeps. */
const loggedHandover = (row: {
  status: string
  declared_paise: number
  expected_paise: number | null
  dispute_reason: string | null
}) => ({
  status: row.status,
  declared_paise: row.declared_paise,
  expected_paise: row.expected_paise,
  dispute_reason: row.dispute_reason,
})

/** Moves a handover along its state machine; an action its status does not allow is a 409 saying why. */
export async function applyHandoverAction(
  db: Db,
  now: Clock,
  operatorId: number,
  handoverId: number,
  input: HandoverActionInput,
): Promise<HandoverView> {
  return db.transaction().execute(async (trx) => {
    const row = await ownedHandover(trx, operatorId, handoverId)
    const rule = ACTIONS[input.action]
    if (row.status !== rule.from) {
      throw conflict(`Handover ${row.id} is ${row.status}; only a ${rule.from} handover can be ${rule.done}.`)
    }
    const at = now().toISOString()
    const record = (after: Parameters<typeof loggedHandover>[0] | null) =>
      recordChange(
        trx,
        operatorId,
        {
          entity: 'cash_handover',
          entityId: row.id,
          summary: `${rule.done[0].toUpperCase()}${rule.done.slice(1)} the cash handover of ${rupees(row.declared_paise)} by ${row.staff_name}`,
          before: loggedHandover(row),
          after: after && loggedHandover(after),
        },
        now(),
      )
    if (input.action === 'DISCARD') {
      const discarded = await handoverView(trx, row, row.staff_name)
      await trx.deleteFrom('cash_handovers').where('id', '=', row.id).execute()
      await record(null)
      return discarded
    }
    if (input.action === 'SUBMIT') {
      await submit(trx, row, at, input)
    } else if (input.action === 'ACCEPT') {
      await trx
        .updateTable('cash_handovers')
        .set({ status: 'ACCEPTED', settled_at: at })
        .where('id', '=', row.id)
        .execute()
    } else {
      const reason = input.reason?.trim()
      if (!reason) {
        const message = 'Say why the handover is disputed.'
        throw badRequest(message, [{ field: 'body.reason', message }])
      }
      await trx
        .updateTable('cash_handovers')
        .set({ status: 'DISPUTED', settled_at: at, dispute_reason: reason })
        .where('id', '=', row.id)
        .execute()
    }
    const saved = await ownedHandover(trx, operatorId, row.id)
    await record(saved)
    return handoverView(trx, saved, saved.staff_name)
  })
}

export type StaffDetail = {
  staff: StaffView
  cash_in_hand_paise: number
  cash_in_hand_count: number
  disputed_shortfall_paise: number
  handovers: HandoverView[]
}

/** A member with the cash in their hand now, what disputed handovers fell short by, and every handover. */
export async function staffDetail(db: Db, operatorId: number, staffId: number): Promise<StaffDetail> {
  const row = await ownedStaff(db, operatorId, staffId)
  const held = await cashBetween(db, staffId, await coveredUntil(db, staffId))
  const rows = await db
    .selectFrom('cash_handovers')
    .selectAll()
    .where('staff_id', '=', staffId)
    .orderBy((eb) => eb.case().when('status', 'in', OPEN).then(0).else(1).end())
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute()
  const handovers = await Promise.all(rows.map((handover) => handoverView(db, handover, row.name)))
  return {
    staff: await staffView(db, row),
    cash_in_hand_paise: held.paise,
    cash_in_hand_count: held.count,
    disputed_shortfall_paise: handovers
      .filter((handover) => handover.status === 'DISPUTED' && handover.variance_paise < 0)
      .reduce((sum, handover) => sum - handover.variance_paise, 0),
    handovers,
  }
}
