import { sql } from 'kysely'
import { addDays, kolkataDate, monthOf, weekStart } from '../calendar'
import type { Clock } from '../clock'
import type { Db } from '../db/database'
import { ownedProperty } from '../inventory/ownership'
import { CHECKLIST, tenantRows, type ChecklistKey } from './tenantList'

type Counts = Record<string, number>

/** Counts over the operator's tenant rows (optionally of one property). */
async function counts(db: Db, now: Clock, operatorId: number, propertyId?: number) {
  const today = kolkataDate(now())
  const week = weekStart(today)
  const weekEnd = addDays(week, 6)
  const monthStart = `${monthOf(today)}-01`
  const scoped = propertyId === undefined ? sql`` : sql`where property_id = ${propertyId}`
  const current = sql`status in ('ACTIVE', 'ON_NOTICE', 'UPCOMING')`
  const { rows } = await sql<Counts>`select
      sum(case when status = 'ACTIVE' then 1 else 0 end) as active,
      sum(case when status = 'UPCOMING' then 1 else 0 end) as upcoming,
      sum(case when status = 'ON_NOTICE' then 1 else 0 end) as on_notice,
      sum(case when status = 'MOVED_OUT' and move_out_date >= ${monthStart} then 1 else 0 end) as moved_out_this_month,
      sum(case when move_in_date between ${week} and ${weekEnd} then 1 else 0 end) as move_ins_this_week,
      sum(case when move_out_date between ${week} and ${weekEnd} then 1 else 0 end) as move_outs_this_week,
      sum(case when ${current} and is_bed_linked = 0 then 1 else 0 end) as without_bed,
      sum(case when ${current} and kyc_pending = 1 then 1 else 0 end) as kyc_pending,
      sum(case when status in ('ACTIVE', 'ON_NOTICE') and agreement_pending = 1 then 1 else 0 end) as agreement_pending,
      sum(case when ${current} and police_verification_pending = 1 then 1 else 0 end) as police_verification_pending,
      sum(case when ${current} and deposit_pending = 1 then 1 else 0 end) as deposit_pending
    from (${tenantRows(operatorId, today)}) tenant ${scoped}`.execute(db)
  const row = rows[0] ?? {}
  const read = (key: string) => Number(row[key] ?? 0)
  return { today, read }
}

/** The tenant screen's header counts. */
export async function tenantSummary(db: Db, now: Clock, operatorId: number, propertyId?: number) {
  if (propertyId !== undefined) await ownedProperty(db, operatorId, propertyId)
  const { today, read } = await counts(db, now, operatorId, propertyId)
  let requests = db
    .selectFrom('token_requests')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('operator_id', '=', operatorId)
    .where('status', 'in', ['PENDING', 'APPROVED'])
    .where((eb) => eb.or([eb('expires_on', 'is', null), eb('expires_on', '>=', today)]))
  if (propertyId !== undefined) requests = requests.where('property_id', '=', propertyId)
  const pending = await requests.executeTakeFirstOrThrow()
  return {
    as_of: today,
    active: read('active'),
    upcoming: read('upcoming'),
    on_notice: read('on_notice'),
    moved_out_this_month: read('moved_out_this_month'),
    move_ins_this_week: read('move_ins_this_week'),
    move_outs_this_week: read('move_outs_this_week'),
    without_bed: read('without_bed'),
    kyc_pending: read('kyc_pending'),
    agreement_pending: read('agreement_pending'),
    police_verification_pending: read('police_verification_pending'),
    pending_token_requests: Number(pending.count),
  }
}

/** The checklist filter group of the tenant list, with counts among current tenants. */
export async function checklistFilters(db: Db, now: Clock, operatorId: number, propertyId?: number) {
  if (propertyId !== undefined) await ownedProperty(db, operatorId, propertyId)
  const { read } = await counts(db, now, operatorId, propertyId)
  const countKeys: Record<ChecklistKey, string> = {
    kyc_pending: 'kyc_pending',
    agreement_pending: 'agreement_pending',
    police_verification_pending: 'police_verification_pending',
    deposit_pending: 'deposit_pending',
    without_bed: 'without_bed',
  }
  return {
    filters: [
      {
        key: 'checklist',
        label: 'Checklist',
        multiple: true,
        options: (Object.keys(CHECKLIST) as ChecklistKey[]).map((key) => ({
          value: key,
          label: CHECKLIST[key].label,
          count: read(countKeys[key]),
        })),
      },
    ],
  }
}
