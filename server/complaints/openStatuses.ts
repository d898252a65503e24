import type { ComplaintStatus } from '../db/schema'

/** Statuses of complaints not yet resolved, declined or closed: their SLA clock still runs (or is paused). */
export const OPEN_STATUSES: readonly ComplaintStatus[] = ['OPEN', 'IN_PROGRESS', 'ON_HOLD']
