import type { Filters, ListQuery } from '../../app/core/listState/listQuery'
import type { ListComplaintsApiArg } from './complaintsApi.gen'
import type { ComplaintPriority, SlaState } from './complaintsApi'

/** The assignee filter's values besides a named vendor ('vendor:<id>') or staff member ('staff:<id>'). */
export const UNASSIGNED = 'unassigned'
export const ANY_STAFF = 'staff'
export const ANY_VENDOR = 'vendor'

/**
 * The address's filters (status, search, property, type, priority, sla, assignee, repeat, and the dashboard's
 * resolved_from/resolved_to period, both or none) → listComplaints args.
 */
export function complaintQuery(filters: Filters): Omit<ListComplaintsApiArg, 'offset' | 'limit'> {
  const {
    status = '',
    search = '',
    property = '',
    type = '',
    priority = '',
    sla = '',
    assignee = '',
    repeat = '',
    resolved_from: resolvedFrom = '',
    resolved_to: resolvedTo = '',
  } = filters
  const resolved = resolvedFrom && resolvedTo
  const vendor = /^vendor:(\d+)$/.exec(assignee)?.[1]
  const staff = /^staff:(\d+)$/.exec(assignee)?.[1]
  return {
    status: status || 'all',
    searchText: search || undefined,
    propertyIds: property || undefined,
    typeId: Number(type) || undefined,
    priority: (priority || undefined) as ComplaintPriority | undefined,
    slaState: (sla || undefined) as SlaState | undefined,
    unassigned: assignee === UNASSIGNED ? true : undefined,
    assigneeType:
      assignee === ANY_STAFF || staff ? 'STAFF' : assignee === ANY_VENDOR || vendor ? 'VENDOR' : undefined,
    vendorId: vendor ? Number(vendor) : undefined,
    staffId: staff ? Number(staff) : undefined,
    isRepeat: repeat === 'true' ? true : undefined,
    resolvedFrom: resolved ? resolvedFrom : undefined,
    resolvedTo: resolved ? resolvedTo : undefined,
  }
}

/** The filters a "Clear filters" button removes (the status tab stays). */
export const CLEARED = {
  search: null,
  property: null,
  type: null,
  priority: null,
  sla: null,
  assignee: null,
  repeat: null,
  resolved_from: null,
  resolved_to: null,
}

/** The complaints page the address asks for: its place and size, and its filters. */
export const complaintListArgs = ({ page, rowsPerPage, filters }: ListQuery): ListComplaintsApiArg => ({
  offset: (page - 1) * rowsPerPage,
  limit: rowsPerPage,
  ...complaintQuery(filters),
})
