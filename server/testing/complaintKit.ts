import { addDays, kolkataDate } from '../calendar'
import type { Db } from '../db/database'
import type { IsoDate } from '../db/schema'
import { lastNightSql } from '../inventory/bedStatus'
import { DEMO_OPERATOR } from '../seed'
import { PNG } from './fileKit'
import type { TestServer } from './testServer'

/** One ISO base media box: size, type and payload. */
function box(type: string, payload: Buffer): Buffer {
  const header = Buffer.alloc(8)
  header.writeUInt32BE(8 + payload.length)
  header.write(type, 4, 'latin1')
  return Buffer.concat([header, payload])
}

const FTYP = box('ftyp', Buffer.from('isom\0\0\x02\0isomiso2mp41', 'latin1'))

/** A tiny MP4 (ftyp, moov, mdat) whose media data is `media`. */
export function mp4Of(media: Buffer, moov = Buffer.from('mvhd-placeholder', 'latin1')): Buffer {
  return Buffer.concat([FTYP, box('moov', box('free', moov)), box('mdat', media)])
}

/** A plain MP4; its media data happens to hold markup, which no reader takes as text. */
export const MP4 = mp4Of(Buffer.from('\0\x01<script>\x02\x03 compressed frames', 'latin1'))
/** An MP4 carrying a script outside its media data (in the movie header). */
export const MP4_WITH_SCRIPT_IN_MOOV = mp4Of(
  Buffer.alloc(32, 7),
  Buffer.from('<script>alert(1)</script>', 'latin1'),
)
/** An MP4 with a page after its last box: it does not walk as boxes, so it is read whole. */
export const MP4_WITH_PAGE_AFTER = Buffer.concat([MP4, Buffer.from('<html>', 'latin1')])

export const complaintPaths = {
  list: '/complaint/api/v1/operator/complaint/list',
  propertyList: (id: number) => `/complaint/api/v1/operator/property/${id}/complaint/list`,
  detail: (id: number) => `/complaint/api/v1/operator/complaint/${id}/details`,
  types: '/complaint/api/v1/operator/complaint/type/list',
  type: (id: number) => `/complaint/api/v1/operator/complaint/type/${id}`,
  create: '/complaint/api/v1/operator/complaint/create',
  assign: (id: number) => `/complaint/api/v1/operator/complaint/${id}/assign`,
  raiseAgain: (id: number) => `/complaint/api/v1/operator/complaint/${id}/raise_again`,
  update: (id: number) => `/complaint/api/v1/operator/complaint/${id}/update`,
  charge: (id: number) => `/complaint/api/v1/operator/complaint/${id}/charge`,
}

export type Upload = { name: string; data: Buffer }

/** A multipart form of text fields and any number of `file` parts. */
export function complaintForm(fields: Record<string, string | number>, files: readonly Upload[] = []) {
  const form = new FormData()
  for (const [key, value] of Object.entries(fields)) form.append(key, String(value))
  for (const file of files) form.append('file', new Blob([file.data]), file.name)
  return form
}

/** A resident of the operator staying on `today` and for 60 days more, with their room and property. */
export async function residentInRoom(db: Db, operatorId: number, today: IsoDate, skip = 0) {
  const rows = await db
    .selectFrom('allotments as a')
    .innerJoin('beds as b', 'b.id', 'a.bed_id')
    .innerJoin('tenants as t', 't.id', 'a.tenant_id')
    .select(['a.tenant_id', 't.name as tenant_name', 'b.room_id', 'a.property_id'])
    .where('t.operator_id', '=', operatorId)
    .where('a.unlinked_at', 'is', null)
    .where('a.start_date', '<=', today)
    .where(lastNightSql('a'), '>=', addDays(today, 60))
    .orderBy('a.id')
    .offset(skip)
    .limit(1)
    .execute()
  return rows[0]
}

type Data<T> = { data: T }

/**
 * Calls every complaints operation of SA's once with a valid request, for the contract walk: the types and one
 * type's targets, a complaint raised for a resident with a photo, listed, assigned, worked on, resolved with a cost
 * the resident bears, charged to them, and raised again.
 */
export async function exerciseComplaints(server: TestServer, token: string): Promise<void> {
  const call = <T>(method: string, path: string, body?: unknown) =>
    server.call<T>(method, path, { token, body })
  const types = await call<Data<{ results: { id: number; sla_targets: unknown }[] }>>(
    'GET',
    complaintPaths.types,
  )
  const type = types.body.data.results[0]
  await call('PUT', complaintPaths.type(type.id), { sla_targets: type.sla_targets, is_active: true })
  const operator = await server.app.db
    .selectFrom('operators')
    .select('id')
    .where('phone_no', '=', DEMO_OPERATOR.phone.national)
    .executeTakeFirstOrThrow()
  const resident = await residentInRoom(server.app.db, operator.id, kolkataDate(server.clock.now()))
  const raised = await call<Data<{ complaint: { id: number } }>>(
    'POST',
    complaintPaths.create,
    complaintForm(
      {
        property_id: resident.property_id,
        tenant_id: resident.tenant_id,
        type_id: type.id,
        title: 'Tap leaking',
      },
      [
        { name: 'tap.png', data: PNG },
        { name: 'tap.mp4', data: MP4 },
      ],
    ),
  )
  const id = raised.body.data.complaint.id
  await call('GET', `${complaintPaths.list}?status=OPEN&search_text=tap`)
  await call('GET', complaintPaths.propertyList(resident.property_id))
  await call('GET', complaintPaths.detail(id))
  const staff = await server.app.db
    .selectFrom('staff')
    .select('id')
    .where('operator_id', '=', operator.id)
    .where('is_active', '=', 1)
    .executeTakeFirstOrThrow()
  await call('POST', complaintPaths.assign(id), { assignee_type: 'STAFF', staff_id: staff.id })
  await call('PUT', complaintPaths.update(id), complaintForm({ status: 'IN_PROGRESS' }))
  await call(
    'PUT',
    complaintPaths.update(id),
    complaintForm({
      status: 'RESOLVED',
      resolution_notes: 'Washer replaced',
      cost_paise: 25_000,
      cost_paid_by: 'RESIDENT',
    }),
  )
  await call('POST', complaintPaths.charge(id), { due_date: addDays(kolkataDate(server.clock.now()), 7) })
  await call('POST', complaintPaths.raiseAgain(id), { reason: 'Leaking again' })
}
