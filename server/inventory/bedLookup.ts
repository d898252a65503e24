import { sql, type RawBuilder } from 'kysely'
import { kolkataDate } from '../calendar'
import type { Clock } from '../clock'
import { duesByTenant } from '../collections/dues'
import type { Db } from '../db/database'
import { engine } from '../db/engine'
import { yieldingDb } from '../db/yielding'
import { contains } from '../db/search'
import type { IsoDate } from '../db/schema'
import { badRequest } from '../http/httpError'
import { isLetByUnit } from '../properties/propertyType'
import {
  asBedStatus,
  BED_STATUSES,
  countKey,
  emptyCounts,
  legend,
  statusAllotmentJoin,
  statusLastNightSql,
  statusSql,
  type IconSet,
} from './bedStatus'
import { ownedProperty, ownedTenant } from './ownership'

export type BedLookupQuery = {
  add_on: 'DUES' | 'NONE'
  status2: string
  /** Sent as `Vacant` with `status2=1` by vacant-bed pickers; `status2` decides. */
  status_name?: 'Vacant'
  /** The calling screen, for logs only. */
  source?: string
  /** Sent by pickers with `source`; the path names the property. */
  property_name?: string
  icon_v: IconSet
  show_inactive: boolean
  tenant_id?: number
  current_date?: IsoDate
  floor_id?: number
  room_type_filter?: string
  search_text?: string
  /**
   * Only the first `limit` beds in board order (the board's first screens), without status counts unless they are
   * the whole board.
   */
  limit?: number
}

type RoomRow = {
  id: number
  name: string
  sharing: number
  is_ac: number
  rent_paise: number
  is_active: number
  room_type_id: number | null
  floor_id: number
}

/** Text in binary order, as SQL's default collation sorts it. */
const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

/**
 * The property's rooms matching the filters, each with its floor, type name and rank in board order (floor
 * level, floor, room name). Floors and room types are few, so they are joined here rather than per room.
 */
async function placedRooms(db: Db, propertyId: number, where: RawBuilder<unknown>) {
  const floorRows = await db
    .selectFrom('floors')
    .select(['id', 'name', 'level'])
    .where('property_id', '=', propertyId)
    .execute()
  const floors = new Map(floorRows.map((floor) => [floor.id, floor]))
  const typeRows = await db
    .selectFrom('room_types')
    .select(['id', 'name'])
    .where('property_id', '=', propertyId)
    .execute()
  const typeNames = new Map(typeRows.map((type) => [type.id, type.name]))
  const { rows } = await sql<RoomRow>`
    select r.id, r.name, r.sharing, r.is_ac, r.rent_paise, r.is_active, r.room_type_id, r.floor_id
    from rooms r
    where ${where}`.execute(db)
  const placed = rows.flatMap((room) => {
    const floor = floors.get(room.floor_id)
    const typeName = room.room_type_id === null ? null : (typeNames.get(room.room_type_id) ?? null)
    return floor ? [{ room, floor, typeName }] : []
  })
  placed.sort(
    (a, b) =>
      a.floor.level - b.floor.level ||
      a.floor.id - b.floor.id ||
      compareText(a.room.name, b.room.name) ||
      a.room.id - b.room.id,
  )
  return new Map(placed.map((entry, rank) => [entry.room.id, { ...entry, rank }]))
}

type Floor = { id: number; name: string; level: number }
type Placed = { room: RoomRow; floor: Floor; typeName: string | null }

/**
 * The answer's side tables for the beds shown, in board order: each of their rooms once, and each floor and room
 * type of those rooms once, so that a name many beds share is sent once.
 */
function sideTables(beds: readonly Placed[]) {
  const floors = new Map<number, Floor>()
  const roomTypes = new Map<number, { id: number; name: string }>()
  const roomIds = new Set<number>()
  const rooms = []
  for (const { room, floor, typeName } of beds) {
    if (roomIds.has(room.id)) continue
    roomIds.add(room.id)
    rooms.push({
      id: room.id,
      name: room.name,
      floor_id: floor.id,
      room_type_id: room.room_type_id,
      sharing: room.sharing,
      is_ac: room.is_ac === 1,
    })
    if (!floors.has(floor.id)) floors.set(floor.id, floor)
    if (room.room_type_id !== null && typeName !== null && !roomTypes.has(room.room_type_id))
      roomTypes.set(room.room_type_id, { id: room.room_type_id, name: typeName })
  }
  return { floors: [...floors.values()], room_types: [...roomTypes.values()], rooms }
}

type BedRow = {
  id: number
  name: string
  room_id: number
  is_active: number
  rent_override_paise: number | null
  allotment_id: number | null
  tenant_id: number | null
  tenant_name: string | null
  start_date: IsoDate | null
  last_date: IsoDate | null
  status: number
}

/** A bed of the first-beds query, with its room, floor and room type read in the same statement. */
type PlacedBedRow = BedRow & {
  room_name: string
  sharing: number
  is_ac: number
  rent_paise: number
  room_is_active: number
  room_type_id: number | null
  floor_id: number
  floor_name: string
  floor_level: number
  type_name: string | null
}

/** What a lookup asks for, resolved: the property's rooms and beds to show, on which date, for whom. */
type Scope = {
  propertyId: number
  date: IsoDate
  tenantId: number | undefined
  roomWhere: RawBuilder<unknown>
  /** True when only some of the property's rooms are asked for (a floor or room types). */
  someRooms: boolean
  showInactive: boolean
  statuses: number[]
  /** Lower-cased; undefined when there is no text to search for. */
  search: string | undefined
}

const bedColumns = (date: IsoDate) => sql`b.id, b.name, b.room_id, b.is_active, b.rent_override_paise,
      x.id as allotment_id, x.tenant_id, t.name as tenant_name, x.start_date,
      ${statusLastNightSql} as last_date, ${statusSql(date)} as status`

const statusJoins = ({ date, tenantId }: Scope) => sql`
    ${statusAllotmentJoin({ date, exceptTenantId: tenantId })}
    left join tenants t on t.id = x.tenant_id`

const activeBeds = (scope: Scope) => (scope.showInactive ? sql`` : sql`and b.is_active = 1`)

/** SQL: a text column in compareText's (binary) order; PostgreSQL's default collation follows the locale. */
const binaryText = (column: string) =>
  engine() === 'postgres' ? sql`${sql.ref(column)} collate "C"` : sql.ref(column)

/** Every bed of the scope's rooms (before the status and text filters), sorted here by their rooms' ranks. */
async function everyBed(db: Db, scope: Scope) {
  const rooms = await placedRooms(db, scope.propertyId, scope.roomWhere)
  const { rows: bedRows } = await sql<BedRow>`
    select ${bedColumns(scope.date)}
    from beds b
    ${statusJoins(scope)}
    where b.property_id = ${scope.propertyId}
      ${activeBeds(scope)}
      ${scope.someRooms ? sql`and b.room_id in (select r.id from rooms r where ${scope.roomWhere})` : sql``}`.execute(
    db,
  )
  return bedRows
    .flatMap((bed) => {
      const placed = rooms.get(bed.room_id)
      return placed ? [{ bed, ...placed }] : []
    })
    .sort((a, b) => a.rank - b.rank || compareText(a.bed.name, b.bed.name) || a.bed.id - b.bed.id)
}

/** Active beds per status: the board's chips, counted before the status filter. */
function countStatuses(
  beds: readonly { bed: { is_active: number; status: number }; room: { is_active: number } }[],
) {
  const counts = emptyCounts()
  for (const { bed, room } of beds) {
    if (bed.is_active === 1 && room.is_active === 1) counts[countKey(asBedStatus(bed.status))] += 1
  }
  return counts
}

/**
 * The first `limit` beds in board order, filtered, sorted and cut in SQL. Only those beds are joined to their
 * status allotment, unless a status or text filter needs every bed's; one more bed is read to tell whether
 * more follow. They are read floor by floor, room by room (cross joins keep SQLite's loops in that order, and the
 * indexes of migration 0023 give each loop its order), so the reading stops at the cut instead of joining and
 * sorting every bed of the property.
 */
async function firstBeds(db: Db, scope: Scope, limit: number) {
  const filtered = scope.statuses.length < BED_STATUSES.length || scope.search !== undefined
  const search = scope.search
  const filters = sql.join(
    [
      sql`${statusSql(scope.date)} in (${sql.join(scope.statuses)})`,
      ...(search === undefined
        ? []
        : [
            sql`(${sql.join([contains('b.name', search), contains('r.name', search), contains('t.name', search)], sql` or `)})`,
          ]),
    ],
    sql` and `,
  )
  const order = sql`f.level, f.id, ${binaryText('r.name')}, r.id, ${binaryText('b.name')}, b.id`
  const { rows } = await sql<PlacedBedRow>`
    select ${bedColumns(scope.date)}, r.name as room_name, r.sharing, r.is_ac, r.rent_paise,
      r.is_active as room_is_active, r.room_type_id, r.floor_id, f.name as floor_name, f.level as floor_level,
      rt.name as type_name
    from beds b
    join rooms r on r.id = b.room_id
    join floors f on f.id = r.floor_id
    left join room_types rt on rt.id = r.room_type_id
    ${statusJoins(scope)}
    where b.id in (
      select b.id
      from floors f
      cross join rooms r
      cross join beds b
      ${filtered ? statusJoins(scope) : sql``}
      where f.property_id = ${scope.propertyId} and r.floor_id = f.id and b.room_id = r.id
        and b.property_id = ${scope.propertyId} and ${scope.roomWhere} ${activeBeds(scope)}
        ${filtered ? sql`and ${filters}` : sql``}
      order by ${order}
      limit ${limit + 1}
    )
    order by ${order}`.execute(db)
  const beds = rows.slice(0, limit).map((row) => ({
    bed: row,
    room: {
      id: row.room_id,
      name: row.room_name,
      sharing: row.sharing,
      is_ac: row.is_ac,
      rent_paise: row.rent_paise,
      is_active: row.room_is_active,
      room_type_id: row.room_type_id,
      floor_id: row.floor_id,
    },
    floor: { id: row.floor_id, name: row.floor_name, level: row.floor_level },
    typeName: row.type_name,
  }))
  return { beds, partial: rows.length > limit }
}

/**
 * The answer for the beds shown, in board order: their side tables, each bed's status name and (with
 * `add_on=DUES`) its tenant's dues, read for those tenants only. `counted` is placed before the legend.
 */
async function boardAnswer<Counted extends object>(
  db: Db,
  property: Awaited<ReturnType<typeof ownedProperty>>,
  query: BedLookupQuery,
  scope: Scope,
  beds: readonly (Placed & { bed: BedRow })[],
  counted: Counted,
) {
  const dues =
    query.add_on === 'DUES'
      ? await duesByTenant(
          db,
          beds.flatMap(({ bed }) => (bed.tenant_id === null ? [] : [bed.tenant_id])),
        )
      : undefined
  const duesOf = (tenant: number | null) =>
    dues === undefined ? null : tenant === null ? 0 : (dues.get(tenant) ?? 0)
  const labels = legend(query.icon_v)
  const tables = sideTables(beds)
  const results = beds.map(({ bed, room }) => ({
    id: bed.id,
    name: bed.name,
    room_id: room.id,
    is_active: bed.is_active === 1 && room.is_active === 1,
    status: asBedStatus(bed.status),
    status_name: labels[asBedStatus(bed.status) - 1].status_name,
    rent_paise: bed.rent_override_paise ?? room.rent_paise,
    allotment_id: bed.allotment_id,
    tenant_id: bed.tenant_id,
    tenant_name: bed.tenant_name,
    move_in_date: bed.start_date,
    move_out_date: bed.last_date,
    dues_paise: duesOf(bed.tenant_id),
  }))
  return {
    property_id: property.id,
    current_date: scope.tenantId === undefined ? scope.date : null,
    letting_unit: isLetByUnit(property.property_type) ? 'UNIT' : 'BED',
    count: results.length,
    ...counted,
    legend: labels,
    ...tables,
    results,
  }
}

/**
 * The bed board: every bed of a property matching the filters with its status on a date, in two set-based
 * queries (the property's rooms; its beds, each joined to the allotment that gives its status by one index
 * seek, from covering indexes) merged and sorted here, plus one dues read for the tenants shown. Statuses are
 * counted over active beds before the status filter, so the board's chips show every status. With `limit`, only
 * the first beds, from one query that sorts and cuts them (firstBeds), marked `partial` when more follow and
 * without counts, which need every bed, unless no bed was left out.
 */
export async function lookupBeds(
  db: Db,
  now: Clock,
  operatorId: number,
  propertyId: number,
  query: BedLookupQuery,
) {
  if (query.tenant_id !== undefined && query.current_date !== undefined) {
    throw badRequest('Send either tenant_id or current_date, not both.', [
      { field: 'query.current_date', message: 'current_date cannot be combined with tenant_id.' },
    ])
  }
  const property = await ownedProperty(db, operatorId, propertyId)
  const tenantId =
    query.tenant_id === undefined ? undefined : (await ownedTenant(db, operatorId, query.tenant_id)).id
  const roomTypeIds = query.room_type_filter?.split(',').map(Number) ?? []
  const roomChoice = [
    query.floor_id === undefined ? null : sql`r.floor_id = ${query.floor_id}`,
    roomTypeIds.length ? sql`r.room_type_id in (${sql.join(roomTypeIds)})` : null,
  ].filter((filter) => filter !== null)
  const scope: Scope = {
    propertyId: property.id,
    date: query.current_date ?? kolkataDate(now()),
    tenantId,
    roomWhere: sql.join(
      [
        sql`r.property_id = ${property.id}`,
        ...(query.show_inactive ? [] : [sql`r.is_active = 1`]),
        ...roomChoice,
      ],
      sql` and `,
    ),
    someRooms: roomChoice.length > 0,
    showInactive: query.show_inactive,
    statuses: [...new Set(query.status2.split(',').map(Number))],
    search: query.search_text?.trim().toLowerCase() || undefined,
  }

  if (query.limit !== undefined) {
    const { beds, partial } = await firstBeds(db, scope, query.limit)
    // With no bed left out, by the cut or by a status or text filter, the first beds are the whole board: its
    // counts come with them, and a board needs no second lookup.
    const whole = !partial && scope.statuses.length === BED_STATUSES.length && scope.search === undefined
    return boardAnswer(db, property, query, scope, beds, {
      partial,
      ...(whole ? { status_counts: countStatuses(beds) } : {}),
    })
  }

  // better-sqlite3 answers at once, so the whole board's queries would hold the event loop from first to last: other
  // requests (its own first beds, asked for beside it) are served between them.
  const reading = yieldingDb(db)
  const { search } = scope
  const found = (text: string | null) =>
    search !== undefined && text !== null && text.toLowerCase().includes(search)
  const searched = (await everyBed(reading, scope)).filter(
    (row) =>
      search === undefined || found(row.bed.name) || found(row.room.name) || found(row.bed.tenant_name),
  )
  const matching = searched.filter((row) => scope.statuses.includes(row.bed.status))
  return boardAnswer(reading, property, query, scope, matching, { status_counts: countStatuses(searched) })
}
