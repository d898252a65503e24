import type { Db } from '../db/database'

/** Cash a staff member holds: SUCCESS CASH payments naming them that no handover covers yet. */
export type CashInHand = { paise: number; count: number }

const NONE: CashInHand = { paise: 0, count: 0 }

/**
 * The end of the cash a staff member's handovers cover: the latest submitted, accepted or disputed handover's
 * `covered_until` ('' before the first, which sorts before every timestamp). Drafts cover nothing yet.
 */
export async function coveredUntil(db: Db, staffId: number): Promise<string> {
  const row = await db
    .selectFrom('cash_handovers')
    .select((eb) => eb.fn.max('covered_until').as('until'))
    .where('staff_id', '=', staffId)
    .where('status', '<>', 'DRAFT')
    .executeTakeFirst()
  return row?.until ?? ''
}

/** SUCCESS CASH payments naming the member recorded after `after` and at or before `until`. */
export async function cashBetween(
  db: Db,
  staffId: number,
  after: string,
  until?: string,
): Promise<CashInHand> {
  let query = db
    .selectFrom('collection_transactions')
    .select((eb) => [eb.fn.sum<number>('amount_paise').as('paise'), eb.fn.countAll<number>().as('count')])
    .where('collected_by_staff_id', '=', staffId)
    .where('status', '=', 'SUCCESS')
    .where('mode', '=', 'CASH')
    .where('recorded_at', '>', after)
  if (until !== undefined) query = query.where('recorded_at', '<=', until)
  const row = await query.executeTakeFirst()
  return { paise: Number(row?.paise ?? 0), count: Number(row?.count ?? 0) }
}

/** Cash in hand of each of `staffIds` now (members holding none are absent from the map). */
export async function cashInHandOf(db: Db, staffIds: readonly number[]): Promise<Map<number, CashInHand>> {
  if (!staffIds.length) return new Map()
  const rows = await db
    .selectFrom('collection_transactions as t')
    .select((eb) => [
      't.collected_by_staff_id as staff_id',
      eb.fn.sum<number>('t.amount_paise').as('paise'),
      eb.fn.countAll<number>().as('count'),
    ])
    .where('t.collected_by_staff_id', 'in', staffIds)
    .where('t.status', '=', 'SUCCESS')
    .where('t.mode', '=', 'CASH')
    .where((eb) =>
      eb(
        't.recorded_at',
        '>',
        eb.fn.coalesce(
          eb
            .selectFrom('cash_handovers as h')
            .select((inner) => inner.fn.max('h.covered_until').as('until'))
            .whereRef('h.staff_id', '=', 't.collected_by_staff_id')
            .where('h.status', '<>', 'DRAFT'),
          eb.val(''),
        ),
      ),
    )
    .groupBy('t.collected_by_staff_id')
    .execute()
  return new Map(
    rows.map((row) => [Number(row.staff_id), { paise: Number(row.paise), count: Number(row.count) }]),
  )
}

export const cashInHandFor = (held: Map<number, CashInHand>, staffId: number) => held.get(staffId) ?? NONE
