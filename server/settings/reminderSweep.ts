import type { FastifyBaseLogger } from 'fastify'
import { addDays, kolkataDate } from '../calendar'
import { HOUR, type Clock } from '../clock'
import { remind } from '../collections/reminders'
import { forgetTotals } from '../collections/listTotals'
import { readCollections } from '../collections/views'
import { chunks } from '../db/batches'
import type { Db } from '../db/database'
import type { Notifier } from '../notify/notifier'
import { reminderSchedule } from './paymentSettings'

/** The due dates whose collections are reminded today: days before, the day itself, days after. */
export function scheduledDueDates(
  today: string,
  schedule: { days_before: number[]; on_due_day: boolean; days_after: number[] },
): string[] {
  return [
    ...schedule.days_before.map((days) => addDays(today, days)),
    ...(schedule.on_due_day ? [today] : []),
    ...schedule.days_after.map((days) => addDays(today, -days)),
  ]
}

/** The first instant of a Kolkata calendar day, in UTC. */
const startOfKolkataDay = (date: string) => new Date(`${date}T00:00:00+05:30`).toISOString()

/**
 * One pass of the reminder schedule over every operator who turned it on: each unpaid collection whose due date is
 * a scheduled day is reminded through the operator's channel, unless it already had a reminder (scheduled or by
 * hand) since the start of this Kolkata day. The check reads `collection_reminders`, so a restart or a second
 * pass the same day sends nothing twice. Answers how many reminders went out.
 */
export async function sweepReminders(db: Db, now: Clock, notifier: Notifier): Promise<number> {
  const today = kolkataDate(now())
  const since = startOfKolkataDay(today)
  const operators = await db.selectFrom('operators').selectAll().where('reminder_enabled', '=', 1).execute()
  let sent = 0
  for (const operator of operators) {
    const schedule = reminderSchedule(operator)
    const dueDates = scheduledDueDates(today, schedule)
    if (!dueDates.length) continue
    const due = await db
      .selectFrom('collections')
      .select('id')
      .where('operator_id', '=', operator.id)
      .where('is_settled', '=', 0)
      .where('balance_paise', '>', 0)
      .where('due_date', 'in', dueDates)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('collection_reminders')
              .select('collection_reminders.id')
              .whereRef('collection_reminders.collection_id', '=', 'collections.id')
              .where('collection_reminders.sent_at', '>=', since),
          ),
        ),
      )
      .orderBy('id')
      .execute()
    for (const batch of chunks(due.map((row) => row.id))) {
      for (const collection of await readCollections(db, operator.id, batch)) {
        await remind(db, notifier, operator, collection, now().toISOString(), schedule.channel)
        sent += 1
      }
    }
    if (due.length) forgetTotals(db, operator.id)
  }
  return sent
}

declare module 'fastify' {
  interface FastifyInstance {
    /** One pass of the reminder schedule now (tests drive it with their clock); answers the reminders sent. */
    sweepReminders: () => Promise<number>
  }
}

/** Runs the sweep at start and then every hour in the server process (like the report runner's timers). */
export function reminderSweeper(options: { db: Db; now: Clock; notifier: Notifier; log: FastifyBaseLogger }) {
  const { db, now, notifier, log } = options
  let hourly: NodeJS.Timeout | undefined
  let running: Promise<number> = Promise.resolve(0)
  /** Passes run one after another, so a slow pass and the next hour's never remind the same collection twice. */
  const sweep = () => {
    running = running.catch(() => 0).then(() => sweepReminders(db, now, notifier))
    return running
  }
  const logged = () =>
    sweep().then(
      (sent) => sent && log.info({ sent }, 'scheduled reminders sent'),
      (error: unknown) => log.error({ err: error }, 'reminder sweep failed'),
    )
  return {
    sweep,
    async start() {
      await logged()
      hourly = setInterval(() => void logged(), HOUR)
      hourly.unref()
    },
    async stop() {
      if (hourly) clearInterval(hourly)
      await running.catch(() => 0)
    },
  }
}
