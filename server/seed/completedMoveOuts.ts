import { addDays, kolkataDate } from '../calendar'
import type { Clock } from '../clock'
import type { Db } from '../db/database'
import type { DeductionInput } from '../tenants/forecast'
import { completeOffboarding, raiseOffboarding } from '../tenants/offboarding'
import { kolkataClock } from './dayClock'
import { seededRandom } from './random'

/** Completed move-outs each operator's demo holds (fewer when fewer stays have ended). */
export const COMPLETED_MOVE_OUTS = 6

const DEDUCTIONS: readonly DeductionInput[] = [
  { kind: 'CLEANING', label: 'Deep cleaning', amount_paise: 50_000 },
  {
    kind: 'DAMAGE',
    label: 'Broken cupboard handle',
    amount_paise: 35_000,
    reason: 'Replaced by the carpenter',
  },
  { kind: 'LOST_ITEM', label: 'Lost room key', amount_paise: 25_000 },
  { kind: 'ELECTRICITY', label: 'Electricity, last 12 days', amount_paise: 42_500 },
]
const REASONS = ['Course completed', 'Job change', 'Moving to a flat', 'Going home', 'Transferred to Chennai']
const REFUND_MODES = ['BANK_TRANSFER', 'UPI', 'CASH'] as const

/**
 * Move-outs raised on the notice date and completed on the last night, through the same functions as the API
 * (each its own transaction, so this step runs outside the seed's), for stays that ended before today and have no
 * move-out: settlements with the notice served, manual deductions, and refunds paid (the latest one still pending).
 * Tops each operator up to COMPLETED_MOVE_OUTS, so a second run adds nothing.
 */
export async function seedCompletedMoveOuts(db: Db, now: Clock): Promise<void> {
  const today = kolkataDate(now())
  const operators = await db.selectFrom('operators').select('id').orderBy('id').execute()
  for (const operator of operators) {
    const done = await db
      .selectFrom('offboardings')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('operator_id', '=', operator.id)
      .where('status', '=', 'COMPLETED')
      .executeTakeFirstOrThrow()
    const wanted = COMPLETED_MOVE_OUTS - Number(done.count)
    if (wanted <= 0) continue
    const ended = await db
      .selectFrom('allotments as a')
      .innerJoin('tenants as t', 't.id', 'a.tenant_id')
      .select(['a.tenant_id', 'a.start_date', 'a.move_out_date'])
      .where('t.operator_id', '=', operator.id)
      .where('a.unlinked_at', 'is', null)
      .where('a.move_out_date', '<', today)
      .where((eb) =>
        eb.and([
          eb.not(
            eb.exists(eb.selectFrom('offboardings as o').select('o.id').whereRef('o.tenant_id', '=', 't.id')),
          ),
          eb.not(
            eb.exists(
              eb
                .selectFrom('allotments as later')
                .select('later.id')
                .whereRef('later.tenant_id', '=', 't.id')
                .whereRef('later.start_date', '>', 'a.start_date'),
            ),
          ),
        ]),
      )
      .orderBy('a.move_out_date', 'desc')
      .orderBy('a.id')
      .limit(wanted)
      .execute()
    const random = seededRandom(9_100 + operator.id)
    for (const [index, stay] of ended.entries()) {
      const moveOut = stay.move_out_date ?? today
      const earliestNotice = addDays(stay.start_date, 1)
      const notice = addDays(moveOut, -random.int(18, 40))
      const raised = await raiseOffboarding(
        db,
        kolkataClock(notice < earliestNotice ? earliestNotice : notice),
        operator.id,
        {
          tenant_id: stay.tenant_id,
          move_out_date: moveOut,
          deductions: DEDUCTIONS.filter(() => random.next() < 0.35),
          reason: random.pick(REASONS),
        },
      )
      const refunded = raised.forecast.refund_paise > 0 && index > 0
      const mode = random.pick(REFUND_MODES)
      const refundDate = addDays(moveOut, random.int(1, 5))
      await completeOffboarding(db, kolkataClock(moveOut, 11), operator.id, {
        offboarding_id: raised.id,
        room_inspected: true,
        keys_returned: true,
        meter_read: true,
        final_meter_reading: random.int(1_000, 9_000),
        ...(refunded
          ? {
              refund_status: 'COMPLETED' as const,
              refund_mode: mode,
              refund_date: refundDate < today ? refundDate : today,
              ...(mode === 'CASH'
                ? {}
                : { refund_reference: String(random.int(100_000_000_000, 999_999_999_999)) }),
            }
          : {}),
        remarks: 'Room checked with the tenant; keys returned.',
      })
    }
  }
}
