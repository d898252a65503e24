import { PATHS } from '../../app/routes/paths'

/** An ageing bucket of the contract's DuesAgeing, as the collections list's `ageing` filter names it. */
export type AgeingBucket = 'd1_30' | 'd31_60' | 'd61_90' | 'd90_plus'

/** What a tile's list is narrowed to: the dashboard's properties, its period and its as-of day. */
export type LinkScope = {
  propertyIds: readonly number[]
  from: string
  to: string
  asOf: string
}

const link = (path: string, query: Record<string, string | undefined>) => {
  const params = new URLSearchParams()
  Object.entries(query).forEach(([key, value]) => {
    if (value) params.set(key, value)
  })
  const search = params.toString()
  return search ? `${path}?${search}` : path
}

/** Lists that filter by several properties take them comma-separated. */
const manyProperties = (scope: LinkScope) =>
  scope.propertyIds.length > 0 ? scope.propertyIds.join(',') : undefined
/** Lists that filter by one property are narrowed only when the dashboard shows one. */
const oneProperty = (scope: LinkScope) =>
  scope.propertyIds.length === 1 ? String(scope.propertyIds[0]) : undefined

const addDays = (date: string, days: number) => {
  const day = new Date(`${date}T00:00:00Z`)
  day.setUTCDate(day.getUTCDate() + days)
  return day.toISOString().slice(0, 10)
}

/**
 * The list behind each tile, with the filter that reproduces its number (the contract's descriptions name them):
 * the same server function answers the tile and the list.
 */
export const tileLinks = {
  occupancy: (scope: LinkScope) => link(PATHS.inventory, { property_id: oneProperty(scope) }),
  /** Collections falling due in the period, paid or not (expected, collected and efficiency). */
  fallingDue: (scope: LinkScope) =>
    link(PATHS.collections, {
      tab: 'all',
      due_from: scope.from,
      due_to: scope.to,
      property_ids: manyProperties(scope),
    }),
  overdue: (scope: LinkScope) =>
    link(PATHS.collections, { tab: 'due', overdue_only: 'true', property_ids: manyProperties(scope) }),
  ageing: (scope: LinkScope, bucket: AgeingBucket) =>
    link(PATHS.collections, { tab: 'due', ageing: bucket, property_ids: manyProperties(scope) }),
  dueToday: (scope: LinkScope) =>
    link(PATHS.collections, {
      tab: 'due',
      due_from: scope.asOf,
      due_to: scope.asOf,
      property_ids: manyProperties(scope),
    }),
  /** Tenants who gave notice in the period (the All tab's noticed_from/to). */
  notices: (scope: LinkScope) =>
    link(PATHS.tenants, {
      tab: 'all',
      noticed_from: scope.from,
      noticed_to: scope.to,
      property_id: oneProperty(scope),
    }),
  /** Residents leaving within `days` after the as-of day (the On notice tab's leaving_by). */
  freeing: (scope: LinkScope, days: 7 | 30) =>
    link(PATHS.tenants, {
      tab: 'on_notice',
      leaving_by: addDays(scope.asOf, days),
      property_id: oneProperty(scope),
    }),
  /** Tenants whose first stay began in the period (the All tab's moved_in_from/to). */
  moveIns: (scope: LinkScope) =>
    link(PATHS.tenants, {
      tab: 'all',
      moved_in_from: scope.from,
      moved_in_to: scope.to,
      property_id: oneProperty(scope),
    }),
  /** Tenants whose last stay's last night fell in the period (the All tab's moved_out_from/to). */
  moveOuts: (scope: LinkScope) =>
    link(PATHS.tenants, {
      tab: 'all',
      moved_out_from: scope.from,
      moved_out_to: scope.to,
      property_id: oneProperty(scope),
    }),
  openComplaints: (scope: LinkScope) =>
    link(PATHS.complaints, { status: 'OPEN,IN_PROGRESS,ON_HOLD', property: manyProperties(scope) }),
  /** Complaints resolved in the period (every status, resolved_from/to). */
  resolvedComplaints: (scope: LinkScope) =>
    link(PATHS.complaints, {
      resolved_from: scope.from,
      resolved_to: scope.to,
      property: manyProperties(scope),
    }),
  complaintsBySla: (scope: LinkScope, sla: 'BREACHED' | 'DUE_SOON') =>
    link(PATHS.complaints, { sla, property: manyProperties(scope) }),
  expenses: (scope: LinkScope) =>
    link(PATHS.expenses, { from_date: scope.from, to_date: scope.to, property_id: oneProperty(scope) }),
  food: (scope: LinkScope) => link(PATHS.food, { tab: 'today', property_id: oneProperty(scope) }),
  cashInHand: () => link(PATHS.staff, { tab: 'collections' }),
  absentTonight: (scope: LinkScope) =>
    link(PATHS.attendance, { tab: 'attendance', property_id: oneProperty(scope) }),
  overduePasses: (scope: LinkScope) =>
    link(PATHS.attendance, { tab: 'outpass', status: 'OVERDUE', property_id: oneProperty(scope) }),
}
