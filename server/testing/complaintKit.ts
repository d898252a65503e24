import { addDays } from '../calendar'
import type { Db } from '../db/database'
import type { IsoDate } from '../db/schema'
import { lastNightSql } from '../inventory/bedStatus'

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
