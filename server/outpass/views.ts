import { kolkataDate } from '../calendar'
import type { Db } from '../db/database'
import { lastNightSql } from '../inventory/bedStatus'
import {
  allowedActions,
  derivedStatus,
  lateByMinutes,
  type OutpassAction,
  type OutpassRow,
  type OutpassStatus,
} from './status'

/** The contract's `Outpass`. */
export type OutpassView = {
  id: number
  tenant_id: number
  tenant_name: string
  tenant_phone: string
  property_id: number
  property_name: string
  floor_name: string | null
  room_name: string | null
  bed_name: string | null
  type: OutpassRow['type']
  status: OutpassStatus
  from_at: string
  to_at: string
  destination: string
  reason: string
  contact_phone: string | null
  guardian_approved: boolean | null
  actual_out_at: string | null
  actual_in_at: string | null
  late_by_minutes: number | null
  allowed_actions: OutpassAction[]
  created_at: string
}

const DEFAULT_GRACE_MINUTES = 15

/** Late grace of each property (the default where the property has no rules of its own). */
export async function graceByProperty(db: Db, propertyIds: readonly number[]) {
  const rows = propertyIds.length
    ? await db
        .selectFrom('outpass_setups')
        .select(['property_id', 'late_grace_minutes'])
        .where('property_id', 'in', [...new Set(propertyIds)])
        .execute()
    : []
  const grace = new Map(rows.map((row) => [row.property_id, row.late_grace_minutes]))
  return (propertyId: number) => grace.get(propertyId) ?? DEFAULT_GRACE_MINUTES
}

/** Each pass's status now, with the property's grace. */
export async function withStatus(db: Db, now: Date, rows: readonly OutpassRow[]) {
  const grace = await graceByProperty(
    db,
    rows.map((row) => row.property_id),
  )
  return rows.map((row) => ({ row, status: derivedStatus(row, now, grace(row.property_id)) }))
}

/** Where each pass's resident sleeps on the pass's first night (else their latest stay on the property). */
async function placesOf(db: Db, rows: readonly OutpassRow[]) {
  const tenantIds = [...new Set(rows.map((row) => row.tenant_id))]
  const stays = tenantIds.length
    ? await db
        .selectFrom('allotments as a')
        .innerJoin('beds', 'beds.id', 'a.bed_id')
        .innerJoin('rooms', 'rooms.id', 'beds.room_id')
        .innerJoin('floors', 'floors.id', 'rooms.floor_id')
        .select([
          'a.tenant_id',
          'a.property_id',
          'a.start_date',
          lastNightSql('a').as('last_night'),
          'floors.name as floor_name',
          'rooms.name as room_name',
          'beds.name as bed_name',
        ])
        .where('a.tenant_id', 'in', tenantIds)
        .where('a.unlinked_at', 'is', null)
        .orderBy('a.start_date', 'desc')
        .execute()
    : []
  return (row: OutpassRow) => {
    const night = kolkataDate(new Date(row.from_at))
    const own = stays.filter((s) => s.tenant_id === row.tenant_id && s.property_id === row.property_id)
    return own.find((s) => s.start_date <= night && s.last_night >= night) ?? own[0] ?? null
  }
}

/** The contract's `Outpass` for each row, statuses derived at `now`. */
export async function outpassViews(db: Db, now: Date, rows: readonly OutpassRow[]): Promise<OutpassView[]> {
  if (!rows.length) return []
  const people = await db
    .selectFrom('tenants')
    .select(['id', 'name', 'phone_no'])
    .where('id', 'in', [...new Set(rows.map((row) => row.tenant_id))])
    .execute()
  const properties = await db
    .selectFrom('properties')
    .select(['id', 'name'])
    .where('id', 'in', [...new Set(rows.map((row) => row.property_id))])
    .execute()
  const placeOf = await placesOf(db, rows)
  const statuses = await withStatus(db, now, rows)
  return statuses.map(({ row, status }) => {
    const tenant = people.find((person) => person.id === row.tenant_id)
    const place = placeOf(row)
    return {
      id: row.id,
      tenant_id: row.tenant_id,
      tenant_name: tenant?.name ?? '',
      tenant_phone: tenant?.phone_no ?? '',
      property_id: row.property_id,
      property_name: properties.find((property) => property.id === row.property_id)?.name ?? '',
      floor_name: place?.floor_name ?? null,
      room_name: place?.room_name ?? null,
      bed_name: place?.bed_name ?? null,
      type: row.type,
      status,
      from_at: row.from_at,
      to_at: row.to_at,
      destination: row.destination,
      reason: row.reason,
      contact_phone: row.contact_phone,
      guardian_approved: row.guardian_approved === null ? null : row.guardian_approved === 1,
      actual_out_at: row.actual_out_at,
      actual_in_at: row.actual_in_at,
      late_by_minutes: lateByMinutes(row, status, now),
      allowed_actions: allowedActions(status),
      created_at: row.created_at,
    }
  })
}
