import { sql } from 'kysely'
import type { Db } from '../../db/database'
import type { IsoDate } from '../../db/schema'
import { tenantRows } from '../../tenants/tenantList'

/** The residents staying on `date` (the tenants list's ACTIVE and ON_NOTICE) at the given properties, by name. */
export async function residentsOn(db: Db, operatorId: number, propertyIds: readonly number[], date: IsoDate) {
  if (!propertyIds.length) return []
  const { rows } = await sql<{
    id: number
    name: string
    property_id: number
    property_name: string
    room_name: string | null
    bed_name: string | null
    status: string
  }>`select id, name, property_id, property_name, room_name, bed_name, status
    from (${tenantRows(operatorId, date)}) tenant
    where status in ('ACTIVE', 'ON_NOTICE') and property_id in (${sql.join([...propertyIds])})
    order by property_name, name, id`.execute(db)
  return rows
}
