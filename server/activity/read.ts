import { sql, type ExpressionBuilder } from 'kysely'
import { addDays, daysBetween } from '../calendar'
import type { Db } from '../db/database'
import type { Database, IsoDate } from '../db/schema'
import { contains, countRows } from '../db/search'
import { badRequest, notFound } from '../http/httpError'
import type { ActivityEntity } from './record'

/** The longest date range the log lists at once (a leap year). */
export const MAX_RANGE_DAYS = 366

export type ActivityListQuery = {
  offset: number
  limit: number
  entity?: ActivityEntity
  operation?: string
  property_id?: number
  from_date?: IsoDate
  to_date?: IsoDate
  search_text?: string
}

export type HistoryQuery = { offset: number; limit: number; entity: ActivityEntity; entity_id: string }

/** The first instant of an Asia/Kolkata day, in UTC. */
const dayStart = (date: IsoDate) => new Date(`${date}T00:00:00+05:30`).toISOString()

const fieldError = (field: string, message: string) => badRequest(message, [{ field, message }])

function checkRange(from: IsoDate | undefined, to: IsoDate | undefined) {
  if (from && to && to < from) throw fieldError('query.to_date', 'The end date is before the start date.')
  if (from && to && daysBetween(from, to) >= MAX_RANGE_DAYS) {
    throw fieldError('query.to_date', `Pick at most ${MAX_RANGE_DAYS} days.`)
  }
}

const entries = (db: Db, operatorId: number) =>
  db
    .selectFrom('activity_log as l')
    .leftJoin('properties as p', 'p.id', 'l.property_id')
    .where('l.operator_id', '=', operatorId)

/** Entries as the contract's `ActivityEntry`, with every record each names. */
async function page(
  db: Db,
  query: ReturnType<typeof entries>,
  offset: number,
  limit: number,
): Promise<{ count: number; results: ActivityEntryView[] }> {
  const count = await countRows(query)
  const rows = await query
    .selectAll('l')
    .select('p.name as property_name')
    .orderBy('l.at', 'desc')
    .orderBy('l.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute()
  const subjects = rows.length
    ? await db
        .selectFrom('activity_log_subjects')
        .selectAll()
        .where(
          'entry_id',
          'in',
          rows.map((row) => row.id),
        )
        .execute()
    : []
  return {
    count,
    results: rows.map((row) => ({
      id: row.id,
      at: row.at,
      session_id: row.session_id,
      actor_name: row.actor_name,
      operation: row.operation,
      entity: row.entity as ActivityEntity,
      entity_id: row.entity_id,
      property_id: row.property_id,
      property_name: row.property_name,
      summary: row.summary,
      before: parseFields(row.before_json),
      after: parseFields(row.after_json),
      subjects: [
        { entity: row.entity as ActivityEntity, entity_id: row.entity_id },
        ...subjects
          .filter((subject) => subject.entry_id === row.id)
          .filter((subject) => subject.entity !== row.entity || subject.entity_id !== row.entity_id)
          .map((subject) => ({ entity: subject.entity as ActivityEntity, entity_id: subject.entity_id })),
      ],
    })),
  }
}

export type ActivityEntryView = {
  id: number
  at: string
  session_id: number | null
  actor_name: string
  operation: string
  entity: ActivityEntity
  entity_id: string
  property_id: number | null
  property_name: string | null
  summary: string
  before: Record<string, unknown> | null
  after: Record<string, unknown> | null
  subjects: { entity: ActivityEntity; entity_id: string }[]
}

const parseFields = (json: string | null): Record<string, unknown> | null =>
  json === null ? null : (JSON.parse(json) as Record<string, unknown>)

/** The operator's log, newest first, filtered; a property of another operator is a 400 like every list's. */
export async function listActivity(db: Db, operatorId: number, query: ActivityListQuery) {
  checkRange(query.from_date, query.to_date)
  let base = entries(db, operatorId)
  if (query.property_id !== undefined) {
    const property = await db
      .selectFrom('properties')
      .select('id')
      .where('id', '=', query.property_id)
      .where('operator_id', '=', operatorId)
      .executeTakeFirst()
    if (!property) {
      throw fieldError('query.property_id', `Property ${query.property_id} is not one of your properties.`)
    }
    base = base.where('l.property_id', '=', query.property_id)
  }
  if (query.entity) base = base.where('l.entity', '=', query.entity)
  if (query.operation) base = base.where('l.operation', '=', query.operation)
  if (query.from_date) base = base.where('l.at', '>=', dayStart(query.from_date))
  if (query.to_date) base = base.where('l.at', '<', dayStart(addDays(query.to_date, 1)))
  const text = query.search_text?.trim()
  if (text) base = base.where((eb) => eb.or([contains('l.summary', text), contains('l.actor_name', text)]))
  return page(db, base, query.offset, query.limit)
}

/** Tables of records that name their operator, by the kind of record each row is. */
const OPERATOR_TABLES = {
  collection: 'collections',
  transaction: 'collection_transactions',
  tenant: 'tenants',
  token_request: 'token_requests',
  offboarding: 'offboardings',
  expense: 'expenses',
  complaint: 'complaints',
  cash_handover: 'cash_handovers',
  bank_account: 'bank_accounts',
  property: 'properties',
} as const satisfies Partial<Record<ActivityEntity, keyof Database>>

/** Tables of records that belong to a property, which names the operator. */
const PROPERTY_TABLES = {
  allotment: 'allotments',
  bed: 'beds',
  room: 'rooms',
} as const satisfies Partial<Record<ActivityEntity, keyof Database>>

type Exists = ReturnType<ExpressionBuilder<Database, never>['exists']>

/** Whether the operator owns record `id` of this kind (a row of theirs), or null for a kind kept in no table. */
function owned(
  eb: ExpressionBuilder<Database, never>,
  entity: ActivityEntity,
  operatorId: number,
  id: number,
): Exists | null {
  if (entity in OPERATOR_TABLES) {
    const table = OPERATOR_TABLES[entity as keyof typeof OPERATOR_TABLES]
    return eb.exists(
      eb
        .selectFrom(table)
        .select(sql.lit(1).as('one'))
        .where(sql.ref(`${table}.id`), '=', id)
        .where(sql.ref(`${table}.operator_id`), '=', operatorId),
    )
  }
  if (entity in PROPERTY_TABLES) {
    const table = PROPERTY_TABLES[entity as keyof typeof PROPERTY_TABLES]
    return eb.exists(
      eb
        .selectFrom(table)
        .select(sql.lit(1).as('one'))
        .where(sql.ref(`${table}.id`), '=', id)
        .where(
          sql.ref(`${table}.property_id`),
          'in',
          eb
            .selectFrom('properties')
            .select('properties.id')
            .where('properties.operator_id', '=', operatorId),
        ),
    )
  }
  return null
}

/**
 * A record's history: every entry of the operator naming it, newest first. The record must be the operator's (a
 * row of theirs), or one their log names (a record since deleted keeps its history); else a 404, the same for
 * another operator's id as for a missing one.
 */
export async function recordHistory(db: Db, operatorId: number, query: HistoryQuery) {
  const numeric = /^[0-9]{1,10}$/.test(query.entity_id) ? Number(query.entity_id) : null
  const named = db
    .selectFrom('activity_log_subjects as s')
    .innerJoin('activity_log as named', 'named.id', 's.entry_id')
    .select('s.entry_id')
    .where('named.operator_id', '=', operatorId)
    .where('s.entity', '=', query.entity)
    .where('s.entity_id', '=', query.entity_id)
  const found = await db
    .selectNoFrom((eb) => [
      ((numeric !== null && owned(eb, query.entity, operatorId, numeric)) || eb.lit(false)).as('owned'),
      eb.exists(named).as('named'),
    ])
    .executeTakeFirstOrThrow()
  if (!found.owned && !found.named) throw notFound(`No such ${query.entity.replace('_', ' ')}.`)
  const base = entries(db, operatorId).where('l.id', 'in', named)
  return page(db, base, query.offset, query.limit)
}
