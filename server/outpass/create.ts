import { kolkataDate } from '../calendar'
import { HOUR, MINUTE, type Clock } from '../clock'
import type { Db } from '../db/database'
import type { IsoDate, OperatorRow, OutpassType } from '../db/schema'
import { syncOutpassSkips } from '../food/outpassSkips'
import { badRequest, conflict } from '../http/httpError'
import { lastNightSql } from '../inventory/bedStatus'
import { ownedTenant } from '../inventory/ownership'
import type { Notifier } from '../notify/notifier'
import { outpassDetail } from './detail'
import { notifyPass } from './notices'
import { outpassSetupOf, residentialProperty } from './setup'
import type { OutpassRow } from './status'
import { withStatus } from './views'

export type OutpassCreate = {
  tenant_id: number
  type: OutpassType
  from_at: string
  to_at: string
  destination: string
  reason: string
  contact_phone?: string
  guardian_approved?: boolean
}

/** A pass "from now" raised a few minutes late still meets a lead time of 0 h. */
const NOW_ALLOWANCE = 15 * MINUTE

const QUOTA_TYPES: readonly OutpassType[] = ['NIGHT_OUT', 'HOME_LEAVE']

const invalid = (field: string, message: string) => badRequest(message, [{ field: `body.${field}`, message }])

/** The property the resident stays on every night of `nights` (today included), or null. */
async function stayingOn(db: Db, tenantId: number, nights: readonly IsoDate[]) {
  const stays = await db
    .selectFrom('allotments as a')
    .select(['a.property_id', 'a.start_date', lastNightSql('a').as('last_night')])
    .where('a.tenant_id', '=', tenantId)
    .where('a.unlinked_at', 'is', null)
    .execute()
  const covering = (night: IsoDate) =>
    stays.filter((s) => s.start_date <= night && s.last_night >= night).map((s) => s.property_id)
  const [first, ...rest] = nights.map(covering)
  return first.find((propertyId) => rest.every((ids) => ids.includes(propertyId))) ?? null
}

const overlaps = (a: Pick<OutpassRow, 'from_at' | 'to_at'>, from: Date, to: Date) =>
  new Date(a.from_at) < to && from < new Date(a.to_at)

/** Raises a pass on the resident's behalf, checked against the property's rules (OutpassCreateRequest). */
export async function createOutpass(
  db: Db,
  now: Clock,
  notifier: Notifier,
  operator: Pick<OperatorRow, 'id' | 'name'>,
  input: OutpassCreate,
) {
  const created = await db.transaction().execute(async (trx) => {
    const tenant = await ownedTenant(trx, operator.id, input.tenant_id)
    const at = now()
    const from = new Date(input.from_at)
    const to = new Date(input.to_at)
    if (to <= from) throw invalid('to_at', 'The return must be after the leaving time.')
    const today = kolkataDate(at)
    const propertyId = await stayingOn(trx, tenant.id, [today, kolkataDate(from), kolkataDate(to)])
    if (propertyId === null) {
      throw invalid('tenant_id', `${tenant.name} is not staying with you over the whole pass.`)
    }
    const property = await residentialProperty(trx, operator.id, propertyId, 'body.tenant_id')
    const setup = await outpassSetupOf(trx, property)
    if (!setup.is_enabled) throw invalid('tenant_id', `Outpasses are switched off at ${property.name}.`)
    const lead = setup.lead_hours[input.type]
    const earliest = lead > 0 ? at.getTime() + lead * HOUR : at.getTime() - NOW_ALLOWANCE
    if (from.getTime() < earliest) {
      throw invalid(
        'from_at',
        lead > 0
          ? `A ${input.type} pass must be raised at least ${lead} h before leaving.`
          : 'The leaving time has passed.',
      )
    }
    const theirs = await trx
      .selectFrom('outpasses')
      .selectAll()
      .where('tenant_id', '=', tenant.id)
      .where('state', 'not in', ['REJECTED', 'CANCELLED'])
      .execute()
    const live = await withStatus(trx, at, theirs)
    const clash = live.find(
      ({ row, status }) =>
        ['PENDING', 'APPROVED', 'OUT', 'OVERDUE'].includes(status) && overlaps(row, from, to),
    )
    if (clash) {
      throw conflict(`${tenant.name} already has pass ${clash.row.id} (${clash.status}) over this time.`, [
        { field: 'body.from_at', message: `Overlaps pass ${clash.row.id}.` },
      ])
    }
    const month = kolkataDate(from).slice(0, 7)
    if (QUOTA_TYPES.includes(input.type) && setup.monthly_quota !== null) {
      const used = live.filter(
        ({ row, status }) =>
          QUOTA_TYPES.includes(row.type) &&
          status !== 'EXPIRED' &&
          kolkataDate(new Date(row.from_at)).slice(0, 7) === month,
      ).length
      if (used >= setup.monthly_quota) {
        throw conflict(`${tenant.name} has used all ${setup.monthly_quota} night passes of ${month}.`, [
          { field: 'body.type', message: 'Monthly quota used up.' },
        ])
      }
    }
    const autoApproved =
      input.type === 'DAY_OUTING' &&
      setup.auto_approve_outing_hours > 0 &&
      to.getTime() - from.getTime() <= setup.auto_approve_outing_hours * HOUR &&
      (!setup.require_guardian_approval || input.guardian_approved === true)
    const stamp = at.toISOString()
    const row = await trx
      .insertInto('outpasses')
      .values({
        operator_id: operator.id,
        property_id: property.id,
        tenant_id: tenant.id,
        type: input.type,
        state: autoApproved ? 'APPROVED' : 'PENDING',
        from_at: from.toISOString(),
        to_at: to.toISOString(),
        destination: input.destination.trim(),
        reason: input.reason.trim(),
        contact_phone: input.contact_phone ?? null,
        guardian_approved: input.guardian_approved === undefined ? null : input.guardian_approved ? 1 : 0,
        actual_out_at: null,
        actual_in_at: null,
        created_at: stamp,
        updated_at: stamp,
      })
      .returningAll()
      .executeTakeFirstOrThrow()
    await trx
      .insertInto('outpass_events')
      .values([
        {
          outpass_id: row.id,
          event: 'REQUESTED',
          at: stamp,
          by_staff_id: null,
          by_name: operator.name,
          remarks: null,
        },
        ...(autoApproved
          ? [
              {
                outpass_id: row.id,
                event: 'AUTO_APPROVED',
                at: stamp,
                by_staff_id: null,
                by_name: null,
                remarks: null,
              },
            ]
          : []),
      ])
      .execute()
    if (autoApproved) await syncOutpassSkips(trx, row.id, at)
    return { row, autoApproved }
  })
  if (created.autoApproved) await notifyPass(db, notifier, created.row, 'APPROVED', created.row.created_at)
  return outpassDetail(db, now(), operator.id, created.row.id)
}
