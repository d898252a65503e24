import { dayText, recordChange, rupees } from '../activity/record'
import { addDays, kolkataDate } from '../calendar'
import { checkedPhone } from '../auth/phoneRules'
import type { Clock } from '../clock'
import type { Db } from '../db/database'
import type { Gender, IsoDate, TokenRequestStatus } from '../db/schema'
import { contains } from '../db/search'
import { badRequest, conflict, notFound } from '../http/httpError'
import { ownedBed, ownedRoomType } from '../inventory/ownership'
import { sql } from 'kysely'

/**
 * Move-in (onboarding) token requests. PENDING and APPROVED requests whose `expires_on` has passed read as
 * EXPIRED; a request is converted by addTenant (`tenant_onboarding_id`).
 */

export type TokenRequestQuery = {
  offset: number
  limit: number
  status?: string
  property_id?: number
  search_text?: string
}

const OPEN: readonly TokenRequestStatus[] = ['PENDING', 'APPROVED']

function requests(db: Db, operatorId: number) {
  return db
    .selectFrom('token_requests as r')
    .innerJoin('properties as p', 'p.id', 'r.property_id')
    .leftJoin('beds as b', 'b.id', 'r.bed_id')
    .selectAll('r')
    .select(['p.name as property_name', 'b.name as bed_name'])
    .where('r.operator_id', '=', operatorId)
}

type RequestRow = Awaited<ReturnType<ReturnType<typeof requests>['executeTakeFirstOrThrow']>>

/** A status as read today: open requests past their expiry are EXPIRED. */
const effectiveStatus = (row: { status: TokenRequestStatus; expires_on: IsoDate | null }, today: IsoDate) =>
  OPEN.includes(row.status) && row.expires_on !== null && row.expires_on < today ? 'EXPIRED' : row.status

const view = (row: RequestRow, today: IsoDate) => ({
  id: row.id,
  name: row.name,
  phone_number: row.phone_no,
  dial_code: row.dial_code,
  gender: row.gender,
  property_id: row.property_id,
  property_name: row.property_name,
  bed_id: row.bed_id,
  bed_name: row.bed_name ?? null,
  room_type_id: row.room_type_id,
  expected_move_in_date: row.expected_move_in_date,
  rent_paise: row.rent_paise,
  deposit_paise: row.deposit_paise,
  token_paise: row.token_paise,
  token_paid_paise: row.token_paid_paise,
  status: effectiveStatus(row, today),
  source: row.source,
  notes: row.notes,
  reject_reason: row.reject_reason,
  expires_on: row.expires_on,
  tenant_id: row.tenant_id,
  created_at: row.created_at,
  updated_at: row.updated_at,
})

export type TokenRequestView = ReturnType<typeof view>

/** SQL for the effective status of `r` on `today`. */
const statusSql = (today: IsoDate) =>
  sql<string>`case when r.status in ('PENDING', 'APPROVED') and r.expires_on < ${today} then 'EXPIRED' else r.status end`

export async function listTokenRequests(db: Db, now: Clock, operatorId: number, query: TokenRequestQuery) {
  const today = kolkataDate(now())
  let base = requests(db, operatorId)
  if (query.status) base = base.where(statusSql(today), 'in', query.status.split(','))
  if (query.property_id !== undefined) base = base.where('r.property_id', '=', query.property_id)
  const search = query.search_text?.trim()
  if (search) base = base.where((eb) => eb.or([contains('r.name', search), contains('r.phone_no', search)]))
  const rows = await base
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(query.limit)
    .offset(query.offset)
    .execute()
  const counted = await base
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow()
  return { count: Number(counted.count), results: rows.map((row) => view(row, today)) }
}

export async function getTokenRequest(db: Db, now: Clock, operatorId: number, id: number) {
  const row = await requests(db, operatorId).where('r.id', '=', id).executeTakeFirst()
  if (!row) throw notFound('No such move-in request.')
  return view(row, kolkataDate(now()))
}

/** A request that can still change or be converted (409 otherwise). */
export async function openTokenRequest(db: Db, now: Clock, operatorId: number, id: number) {
  const request = await getTokenRequest(db, now, operatorId, id)
  if (!OPEN.includes(request.status as TokenRequestStatus)) {
    throw conflict(`This move-in request is ${request.status.toLowerCase()}; it can no longer change.`)
  }
  return request
}

export type TokenRequestUpdate = {
  name?: string
  phone_number?: string
  dial_code?: string
  gender?: Gender
  bed_id?: number | null
  room_type_id?: number | null
  expected_move_in_date?: IsoDate
  rent_paise?: number
  deposit_paise?: number
  token_paise?: number
  token_paid_paise?: number
  notes?: string | null
  status?: 'APPROVED'
}

export async function updateTokenRequest(
  db: Db,
  now: Clock,
  operatorId: number,
  id: number,
  input: TokenRequestUpdate,
) {
  const request = await openTokenRequest(db, now, operatorId, id)
  if (input.bed_id) {
    const bed = await ownedBed(db, operatorId, input.bed_id)
    if (bed.property_id !== request.property_id) {
      const message = `Bed ${bed.name} is not in ${request.property_name}.`
      throw badRequest(message, [{ field: 'body.bed_id', message }])
    }
  }
  if (input.room_type_id) {
    const roomType = await ownedRoomType(db, operatorId, input.room_type_id)
    if (roomType.property_id !== request.property_id) {
      const message = `The room type ${roomType.name} is not of ${request.property_name}.`
      throw badRequest(message, [{ field: 'body.room_type_id', message }])
    }
  }
  const phone =
    input.phone_number === undefined && input.dial_code === undefined
      ? null
      : await checkedPhone(
          db,
          {
            national: input.phone_number ?? request.phone_number,
            dialCode: input.dial_code ?? request.dial_code,
          },
          { national: 'body.phone_number', dialCode: 'body.dial_code' },
        )
  const tokenPaise = input.token_paise ?? request.token_paise
  const tokenPaid = input.token_paid_paise ?? request.token_paid_paise
  if (tokenPaid > tokenPaise) {
    const message = 'The token received cannot be more than the token asked for.'
    throw badRequest(message, [{ field: 'body.token_paid_paise', message }])
  }
  const name = input.name?.trim()
  if (name !== undefined && name.length < 2) {
    throw badRequest('Enter the name.', [{ field: 'body.name', message: 'Enter the name.' }])
  }
  const at = now().toISOString()
  const moveIn = input.expected_move_in_date
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('token_requests')
      .set({
        ...(name === undefined ? {} : { name }),
        ...(phone ? { phone_no: phone.national, dial_code: phone.dialCode } : {}),
        ...(input.gender === undefined ? {} : { gender: input.gender }),
        ...(input.bed_id === undefined ? {} : { bed_id: input.bed_id }),
        ...(input.room_type_id === undefined ? {} : { room_type_id: input.room_type_id }),
        ...(moveIn === undefined ? {} : { expected_move_in_date: moveIn }),
        ...(input.rent_paise === undefined ? {} : { rent_paise: input.rent_paise }),
        ...(input.deposit_paise === undefined ? {} : { deposit_paise: input.deposit_paise }),
        ...(input.notes === undefined ? {} : { notes: input.notes?.trim() || null }),
        ...(input.status === undefined ? {} : { status: input.status }),
        token_paise: tokenPaise,
        token_paid_paise: tokenPaid,
        updated_at: at,
      })
      .where('id', '=', id)
      .execute()
    const updated = await getTokenRequest(trx, now, operatorId, id)
    const [before, after] = [bookingOf(request), bookingOf(updated)]
    // Only a change to the booking is logged: its bed, dates, rent, deposit, token or approval.
    if (JSON.stringify(before) !== JSON.stringify(after)) {
      await recordChange(
        trx,
        operatorId,
        {
          entity: 'token_request',
          entityId: id,
          propertyId: request.property_id,
          summary: `${updated.status === 'APPROVED' && request.status !== 'APPROVED' ? 'Approved' : 'Changed'} the booking of ${updated.name}${updated.bed_name ? ` for bed ${updated.bed_name}` : ''} from ${dayText(updated.expected_move_in_date)}, token ${rupees(updated.token_paid_paise)} of ${rupees(updated.token_paise)} received`,
          before,
          after,
          subjects: updated.bed_id === null ? [] : [{ entity: 'bed', entityId: updated.bed_id }],
        },
        now(),
      )
    }
  })
  return getTokenRequest(db, now, operatorId, id)
}

/** What of a move-in request is its booking: the activity log records changes to these only. */
const bookingOf = (request: TokenRequestView) => ({
  bed_id: request.bed_id,
  room_type_id: request.room_type_id,
  expected_move_in_date: request.expected_move_in_date,
  rent_paise: request.rent_paise,
  deposit_paise: request.deposit_paise,
  token_paise: request.token_paise,
  token_paid_paise: request.token_paid_paise,
  status: request.status,
})

/** Rejects an open request and frees its bed; `refund_paise` of the paid token is refunded, the rest forfeited. */
export async function rejectTokenRequest(
  db: Db,
  now: Clock,
  operatorId: number,
  id: number,
  input: { reason: string; refund_paise?: number },
) {
  const request = await openTokenRequest(db, now, operatorId, id)
  const refund = input.refund_paise ?? 0
  if (refund > request.token_paid_paise) {
    const message = 'The refund cannot be more than the token received.'
    throw badRequest(message, [{ field: 'body.refund_paise', message }])
  }
  const reason = input.reason.trim()
  if (reason.length < 3) {
    const message = 'Say why the request is rejected.'
    throw badRequest(message, [{ field: 'body.reason', message }])
  }
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('token_requests')
      .set({
        status: 'REJECTED',
        reject_reason: reason,
        refund_paise: refund,
        bed_id: null,
        updated_at: now().toISOString(),
      })
      .where('id', '=', id)
      .execute()
    await recordChange(
      trx,
      operatorId,
      {
        entity: 'token_request',
        entityId: id,
        propertyId: request.property_id,
        summary: `Rejected the booking of ${request.name}${request.token_paid_paise ? `, refunding ${rupees(refund)} of the ${rupees(request.token_paid_paise)} token` : ''}: ${reason}`,
        before: { status: request.status, bed_id: request.bed_id, refund_paise: null },
        after: { status: 'REJECTED', bed_id: null, refund_paise: refund, reject_reason: reason },
        subjects: request.bed_id === null ? [] : [{ entity: 'bed', entityId: request.bed_id }],
      },
      now(),
    )
  })
  return getTokenRequest(db, now, operatorId, id)
}

/** Default expiry of a new request: the property's token_expiry_days after it is made. */
export const expiryOf = (createdOn: IsoDate, days: number) => addDays(createdOn, days)
