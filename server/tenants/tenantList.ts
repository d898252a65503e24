import { sql } from 'kysely'
import { kolkataDate, OPEN_END } from '../calendar'
import type { Clock } from '../clock'
import { duesByTenant } from '../collections/dues'
import type { Db } from '../db/database'
import type { Gender, IsoDate, Occupation } from '../db/schema'
import { contains } from '../db/search'
import { badRequest } from '../http/httpError'
import { lastNightSql } from '../inventory/bedStatus'

export type TenantListType = 'active' | 'upcoming' | 'on_notice' | 'moved_out' | 'all'
export type TenantStatus = 'UPCOMING' | 'ACTIVE' | 'ON_NOTICE' | 'MOVED_OUT'

export type TenantListQuery = {
  offset: number
  limit: number
  type: TenantListType
  name?: string
  property_id?: number
  is_bed_linked?: boolean
  tenant_ids?: string
  checklist?: string
}

const TAB_STATUS: Record<Exclude<TenantListType, 'all'>, TenantStatus> = {
  active: 'ACTIVE',
  upcoming: 'UPCOMING',
  on_notice: 'ON_NOTICE',
  moved_out: 'MOVED_OUT',
}

type TenantRow = {
  id: number
  name: string
  phone_number: string
  dial_code: string
  gender: Gender
  image: string | null
  occupation: Occupation
  property_id: number
  property_name: string
  room_id: number | null
  room_name: string | null
  bed_id: number | null
  bed_name: string | null
  rent_paise: number
  deposit_paise: number
  move_in_date: IsoDate
  move_out_date: IsoDate | null
  status: TenantStatus
  is_bed_linked: number
}

/**
 * Each tenant of the operator with the allotment that describes them (the current or next stay, else the
 * latest past one): their status, property, bed, rent and dates follow from it. The minimal list the bed
 * allotment picker needs; the tenants feature grows it (checklists, notice dates, institutions).
 */
function tenantRows(operatorId: number, date: IsoDate) {
  const last = lastNightSql('a')
  const linked = sql`x.id is not null and coalesce(x.last_date, ${OPEN_END}) >= ${date}`
  return sql<TenantRow>`
    with ranked as (
      select a.id, a.tenant_id, a.bed_id, a.property_id, a.start_date, a.rent_paise, a.deposit_paise,
        coalesce(a.move_out_date, a.end_date) as last_date,
        row_number() over (
          partition by a.tenant_id
          order by case when ${last} >= ${date} then 0 else 1 end,
            case when ${last} >= ${date} then a.start_date end, a.start_date desc
        ) as rank
      from allotments a
      join tenants owner on owner.id = a.tenant_id
      where owner.operator_id = ${operatorId} and a.unlinked_at is null
    )
    select t.id, t.name, t.phone_no as phone_number, t.dial_code, t.gender, t.image, t.occupation,
      p.id as property_id, p.name as property_name,
      case when ${linked} then r.id end as room_id,
      case when ${linked} then r.name end as room_name,
      case when ${linked} then b.id end as bed_id,
      case when ${linked} then b.name end as bed_name,
      coalesce(x.rent_paise, t.rent_paise) as rent_paise,
      coalesce(x.deposit_paise, t.deposit_paise) as deposit_paise,
      coalesce(x.start_date, t.move_in_date) as move_in_date,
      x.last_date as move_out_date,
      case
        when x.id is null then case when t.move_in_date > ${date} then 'UPCOMING' else 'ACTIVE' end
        when coalesce(x.last_date, ${OPEN_END}) < ${date} then 'MOVED_OUT'
        when x.start_date > ${date} then 'UPCOMING'
        when x.last_date is not null then 'ON_NOTICE'
        else 'ACTIVE'
      end as status,
      case when ${linked} then 1 else 0 end as is_bed_linked
    from tenants t
    left join ranked x on x.tenant_id = t.id and x.rank = 1
    left join beds b on b.id = x.bed_id
    left join rooms r on r.id = b.room_id
    join properties p on p.id = coalesce(x.property_id, t.property_id)
    where t.operator_id = ${operatorId}`
}

/** The operator's tenants by tab, newest move-in first. */
export async function listTenants(db: Db, now: Clock, operatorId: number, query: TenantListQuery) {
  if (query.checklist !== undefined) {
    throw badRequest('Checklist filters arrive with the tenants feature; list without checklist for now.', [
      { field: 'query.checklist', message: 'Not supported yet.' },
    ])
  }
  const date = kolkataDate(now())
  const ids = query.tenant_ids?.split(',').map(Number) ?? []
  const name = query.name?.trim()
  const filters = [
    query.type === 'all' ? null : sql`status = ${TAB_STATUS[query.type]}`,
    query.property_id === undefined ? null : sql`property_id = ${query.property_id}`,
    query.is_bed_linked === undefined ? null : sql`is_bed_linked = ${query.is_bed_linked ? 1 : 0}`,
    ids.length ? sql`id in (${sql.join(ids)})` : null,
    name ? sql`(${contains('name', name)} or ${contains('phone_number', name)})` : null,
  ].filter((filter) => filter !== null)
  const where = filters.length ? sql`where ${sql.join(filters, sql` and `)}` : sql``
  const rows = tenantRows(operatorId, date)

  const { rows: results } = await sql<TenantRow>`select * from (${rows}) tenant ${where}
    order by move_in_date desc, id desc limit ${query.limit} offset ${query.offset}`.execute(db)
  const { rows: counted } = await sql<{
    count: number
  }>`select count(*) as count from (${rows}) tenant ${where}`.execute(db)
  const dues = await duesByTenant(
    db,
    results.map((tenant) => tenant.id),
  )
  return {
    count: Number(counted[0]?.count ?? 0),
    results: results.map(({ is_bed_linked, ...tenant }) => ({
      ...tenant,
      institution_name: null,
      is_bed_linked: is_bed_linked === 1,
      dues_paise: dues.get(tenant.id) ?? 0,
      notice_date: null,
    })),
  }
}
