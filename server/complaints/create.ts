import { kolkataDate } from '../calendar'
import { DAY, type Clock } from '../clock'
import type { Db } from '../db/database'
import type { ComplaintPriority, IsoDate, OperatorRow } from '../db/schema'
import type { FileInput, FileStore } from '../files/fileStore'
import { badRequest } from '../http/httpError'
import { lastNightSql } from '../inventory/bedStatus'
import { ownedProperty, ownedRoom, ownedTenant } from '../inventory/ownership'
import { recordActivity } from './activity'
import { complaintDetail } from './detail'
import { complaintType } from './types'

export type ComplaintCreate = {
  property_id: number
  room_id?: number
  tenant_id?: number
  type_id: number
  priority?: ComplaintPriority
  title: string
  description?: string
  raised_by_name?: string
}

/** A complaint this many days after the first of its type in its room, the third or later, is a repeat issue. */
const REPEAT_WINDOW = 30 * DAY
const REPEAT_AFTER = 2

const invalid = (field: string, message: string) => badRequest(message, [{ field: `body.${field}`, message }])

/** The room (and its property) the resident sleeps in on `date`, or null. */
async function currentRoom(db: Db, tenantId: number, date: IsoDate) {
  return (
    (await db
      .selectFrom('allotments as a')
      .innerJoin('beds as b', 'b.id', 'a.bed_id')
      .select(['b.room_id', 'a.property_id'])
      .where('a.tenant_id', '=', tenantId)
      .where('a.unlinked_at', 'is', null)
      .where('a.start_date', '<=', date)
      .where(lastNightSql('a'), '>=', date)
      .orderBy('a.start_date', 'desc')
      .executeTakeFirst()) ?? null
  )
}

/** The next ticket number of the operator: `CMP-<year raised>-<5 digits>`, counting every complaint it has. */
async function nextTicket(db: Db, operatorId: number, today: IsoDate) {
  const { n } = await db
    .selectFrom('complaints')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('operator_id', '=', operatorId)
    .executeTakeFirstOrThrow()
  return `CMP-${today.slice(0, 4)}-${String(Number(n) + 1).padStart(5, '0')}`
}

/** Whether a new complaint of `typeId` in `roomId` at `at` is the third (or later) within 30 days. */
export async function isRepeat(db: Db, roomId: number | null, typeId: number, at: Date) {
  if (roomId === null) return false
  const { n } = await db
    .selectFrom('complaints')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('room_id', '=', roomId)
    .where('type_id', '=', typeId)
    .where('raised_at', '>=', new Date(at.getTime() - REPEAT_WINDOW).toISOString())
    .where('raised_at', '<=', at.toISOString())
    .executeTakeFirstOrThrow()
  return Number(n) >= REPEAT_AFTER
}

/**
 * Raises a complaint (ComplaintCreateRequest): its property, room and resident must agree, its SLA targets are the
 * type's for its priority, its clock starts now, and the RAISED entry carries the files.
 */
export async function createComplaint(
  db: Db,
  files: FileStore,
  now: Clock,
  operator: Pick<OperatorRow, 'id' | 'name'>,
  input: ComplaintCreate,
  uploads: readonly FileInput[],
) {
  const id = await files.inTransaction(async (trx) => {
    const at = now()
    const today = kolkataDate(at)
    const property = await ownedProperty(trx, operator.id, input.property_id)
    let roomId: number | null = null
    if (input.room_id !== undefined) {
      const room = await ownedRoom(trx, operator.id, input.room_id)
      if (room.property_id !== property.id) {
        throw invalid('room_id', `Room ${room.name} is not at ${property.name}.`)
      }
      roomId = room.id
    }
    let tenantName: string | null = null
    if (input.tenant_id !== undefined) {
      const tenant = await ownedTenant(trx, operator.id, input.tenant_id)
      const stay = await currentRoom(trx, tenant.id, today)
      if (!stay || stay.property_id !== property.id) {
        throw invalid('tenant_id', `${tenant.name} does not live at ${property.name}.`)
      }
      if (roomId !== null && stay.room_id !== roomId) {
        throw invalid('tenant_id', `${tenant.name} does not live in that room.`)
      }
      roomId = stay.room_id
      tenantName = tenant.name
    }
    const type = await complaintType(trx, operator.id, input.type_id)
    if (!type.is_active)
      throw invalid('type_id', `${type.name} complaints are switched off; pick another type.`)
    const priority = input.priority ?? 'MEDIUM'
    const targets = type.sla_targets[priority]
    const raisedAt = at.toISOString()
    const raisedBy = input.raised_by_name ?? tenantName ?? operator.name
    const { id } = await trx
      .insertInto('complaints')
      .values({
        operator_id: operator.id,
        ticket_number: await nextTicket(trx, operator.id, today),
        property_id: property.id,
        room_id: roomId,
        tenant_id: input.tenant_id ?? null,
        type_id: type.id,
        priority,
        status: 'OPEN',
        title: input.title,
        description: input.description ?? null,
        raised_by_name: raisedBy,
        raised_at: raisedAt,
        updated_at: raisedAt,
        clock_started_at: raisedAt,
        response_minutes: targets.response_minutes,
        resolution_minutes: targets.resolution_minutes,
        is_repeat: (await isRepeat(trx, roomId, type.id, at)) ? 1 : 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await recordActivity(
      trx,
      id,
      { kind: 'RAISED', text: `Raised by ${raisedBy}`, actorName: operator.name, at: raisedAt, to: 'OPEN' },
      { files, operatorId: operator.id, uploads },
    )
    return id
  })
  return complaintDetail(db, operator.id, id, now())
}
