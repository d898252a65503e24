import { sql } from 'kysely'
import { kolkataDate, OPEN_END } from '../calendar'
import type { Clock } from '../clock'
import { duesByTenant } from '../collections/dues'
import type { Db } from '../db/database'
import type { Gender, IsoDate, Occupation } from '../db/schema'
import { contains } from '../db/search'
import { badRequest } from '../http/httpError'
import { lastNightSql } from '../inventory/bedStatus'
import { moveInBetween, moveOutBetween, noticeGivenBetween } from '../inventory/movements'
import { termInForceSql } from './terms'

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
  /** Only stays ending on or before this day (the On notice tab's beds freeing soon). */
  leaving_by?: IsoDate
  /** Only tenants who moved in (first stay) or out (last night) within these days: the dashboard's movements. */
  moved_in_from?: IsoDate
  moved_in_to?: IsoDate
  moved_out_from?: IsoDate
  moved_out_to?: IsoDate
  /** Only tenants who gave notice within these days: the dashboard's notices given. */
  noticed_from?: IsoDate
  noticed_to?: IsoDate
}

/** Tenants with a stay that `movement` (moveInBetween or moveOutBetween) picks within [from, to]. */
const movedBetween = (movement: typeof moveInBetween, from: IsoDate, to: IsoDate) =>
  sql`exists (select 1 from allotments stay where stay.tenant_id = tenant.id and stay.unlinked_at is null
    and ${movement('stay', from, to)})`

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
  institution_name: string | null
  notice_date: IsoDate | null
  offboarding_status: string | null
  kyc_pending: number
  agreement_pending: number
  police_verification_pending: number
  deposit_pending: number
}

/** Checklist filters (getChecklistFilters), as conditions on the tenant rows. */
export const CHECKLIST = {
  kyc_pending: { label: 'KYC pending', where: sql`kyc_pending = 1` },
  agreement_pending: { label: 'Agreement not signed', where: sql`agreement_pending = 1` },
  police_verification_pending: {
    label: 'Police verification pending',
    where: sql`police_verification_pending = 1`,
  },
  deposit_pending: { label: 'Deposit pending', where: sql`deposit_pending = 1` },
  without_bed: { label: 'Without a bed', where: sql`is_bed_linked = 0` },
} as const

export type ChecklistKey = keyof typeof CHECKLIST

const isChecklistKey = (value: string): value is ChecklistKey => value in CHECKLIST

/** The checklist values of a query (400 naming an unknown one). */
export function checklistOf(value: string | undefined): ChecklistKey[] {
  const values = value?.split(',') ?? []
  const unknown = values.find((entry) => !isChecklistKey(entry))
  if (unknown !== undefined) {
    const message = `Unknown checklist filter ${unknown}; use ${Object.keys(CHECKLIST).join(', ')}.`
    throw badRequest(message, [{ field: 'query.checklist', message }])
  }
  return values.filter(isChecklistKey)
}

/**
 * Each tenant of the operator with the allotment that describes them (the current or next stay, else the
 * latest past one): their status, property, bed, rent and dates follow from it; a tenant without a bed whose
 * move-out was completed has moved out. Checklist flags (0/1) say what onboarding still lacks.
 */
export function tenantRows(operatorId: number, date: IsoDate) {
  const last = lastNightSql('a')
  const linked = sql`x.id is not null and coalesce(x.last_date, ${OPEN_END}) >= ${date}`
  const deposit = sql`coalesce(${termInForceSql('deposit_paise', 't.id', date)}, x.deposit_paise, t.deposit_paise)`
  // A room transfer's later stay: the stay goes on there, so notice and the move-out date are that stay's.
  const later = sql`from allotments n where n.tenant_id = t.id and n.unlinked_at is null and n.start_date > x.start_date`
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
      i.name as institution_name, o.notice_date, o.status as offboarding_status,
      p.id as property_id, p.name as property_name,
      case when ${linked} then r.id end as room_id,
      case when ${linked} then r.name end as room_name,
      case when ${linked} then b.id end as bed_id,
      case when ${linked} then b.name end as bed_name,
      coalesce(${termInForceSql('rent_paise', 't.id', date)}, x.rent_paise, t.rent_paise) as rent_paise,
      ${deposit} as deposit_paise,
      coalesce((select min(f.start_date) from allotments f where f.tenant_id = t.id and f.unlinked_at is null
        and f.start_date <= x.start_date), t.move_in_date) as move_in_date,
      case when exists (select 1 ${later})
        then (select coalesce(n.move_out_date, n.end_date) ${later} order by n.start_date desc limit 1)
        else x.last_date end as move_out_date,
      case
        when x.id is null then case when o.status = 'COMPLETED' then 'MOVED_OUT'
          when t.move_in_date > ${date} then 'UPCOMING' else 'ACTIVE' end
        when coalesce(x.last_date, ${OPEN_END}) < ${date} then 'MOVED_OUT'
        when x.start_date > ${date} then 'UPCOMING'
        when x.last_date is not null and not exists (select 1 ${later}) then 'ON_NOTICE'
        else 'ACTIVE'
      end as status,
      case when ${linked} then 1 else 0 end as is_bed_linked,
      case when exists (select 1 from tenant_documents d where d.tenant_id = t.id and d.category = 'ID_PROOF'
        and d.verification_status <> 'REJECTED' and (d.expiry_date is null or d.expiry_date >= ${date}))
        then 0 else 1 end as kyc_pending,
      case when exists (select 1 from agreements g where g.tenant_id = t.id and g.status = 'SIGNED')
        then 0 else 1 end as agreement_pending,
      case when t.police_verification_status in ('PENDING', 'SUBMITTED') then 1 else 0 end
        as police_verification_pending,
      case when t.deposit_held_paise < ${deposit} then 1 else 0 end
        as deposit_pending
    from tenants t
    left join ranked x on x.tenant_id = t.id and x.rank = 1
    left join institutions i on i.id = t.institution_id
    left join offboardings o on o.id = (select max(ob.id) from offboardings ob
      where ob.tenant_id = t.id and ob.status <> 'REJECTED')
    left join beds b on b.id = x.bed_id
    left join rooms r on r.id = b.room_id
    join properties p on p.id = coalesce(x.property_id, t.property_id)
    where t.operator_id = ${operatorId}`
}

/** The operator's tenants by tab, newest move-in first. */
export async function listTenants(db: Db, now: Clock, operatorId: number, query: TenantListQuery) {
  for (const [given, other] of [
    ['moved_in_from', 'moved_in_to'],
    ['moved_in_to', 'moved_in_from'],
    ['moved_out_from', 'moved_out_to'],
    ['moved_out_to', 'moved_out_from'],
    ['noticed_from', 'noticed_to'],
    ['noticed_to', 'noticed_from'],
  ] as const) {
    if (query[given] !== undefined && query[other] === undefined) {
      const message = `Give ${other} with ${given}.`
      throw badRequest(message, [{ field: `query.${other}`, message }])
    }
  }
  const checklist = checklistOf(query.checklist)
  const date = kolkataDate(now())
  const ids = query.tenant_ids?.split(',').map(Number) ?? []
  const name = query.name?.trim()
  const filters = [
    query.type === 'all' ? null : sql`status = ${TAB_STATUS[query.type]}`,
    query.property_id === undefined ? null : sql`property_id = ${query.property_id}`,
    query.is_bed_linked === undefined ? null : sql`is_bed_linked = ${query.is_bed_linked ? 1 : 0}`,
    ids.length ? sql`id in (${sql.join(ids)})` : null,
    name ? sql`(${contains('name', name)} or ${contains('phone_number', name)})` : null,
    ...checklist.map((key) => CHECKLIST[key].where),
    query.leaving_by === undefined ? null : sql`move_out_date <= ${query.leaving_by}`,
    query.moved_in_from === undefined || query.moved_in_to === undefined
      ? null
      : movedBetween(moveInBetween, query.moved_in_from, query.moved_in_to),
    query.moved_out_from === undefined || query.moved_out_to === undefined
      ? null
      : movedBetween(moveOutBetween, query.moved_out_from, query.moved_out_to),
    query.noticed_from === undefined || query.noticed_to === undefined
      ? null
      : noticeGivenBetween('tenant.id', query.noticed_from, query.noticed_to),
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
    results: results.map((tenant) => ({
      id: tenant.id,
      name: tenant.name,
      phone_number: tenant.phone_number,
      dial_code: tenant.dial_code,
      gender: tenant.gender,
      image: tenant.image,
      status: tenant.status,
      occupation: tenant.occupation,
      institution_name: tenant.institution_name,
      property_id: tenant.property_id,
      property_name: tenant.property_name,
      room_id: tenant.room_id,
      room_name: tenant.room_name,
      bed_id: tenant.bed_id,
      bed_name: tenant.bed_name,
      is_bed_linked: tenant.is_bed_linked === 1,
      rent_paise: tenant.rent_paise,
      deposit_paise: tenant.deposit_paise,
      dues_paise: dues.get(tenant.id) ?? 0,
      move_in_date: tenant.move_in_date,
      notice_date: tenant.status === 'ON_NOTICE' || tenant.status === 'MOVED_OUT' ? tenant.notice_date : null,
      move_out_date: tenant.move_out_date,
    })),
  }
}
