import type { Db } from '../db/database'
import { derive } from './sla'

/** A complaint with every name the contract's Complaint shows, and its live expense. */
export function complaintRows(db: Db, operatorId: number) {
  return db
    .selectFrom('complaints as c')
    .innerJoin('properties as p', 'p.id', 'c.property_id')
    .innerJoin('complaint_types as t', 't.id', 'c.type_id')
    .leftJoin('rooms as r', 'r.id', 'c.room_id')
    .leftJoin('tenants as tn', 'tn.id', 'c.tenant_id')
    .leftJoin('staff as st', 'st.id', 'c.assignee_staff_id')
    .leftJoin('vendors as v', 'v.id', 'c.assignee_vendor_id')
    .selectAll('c')
    .select((eb) => [
      'p.name as property_name',
      'r.name as room_name',
      'tn.name as tenant_name',
      't.name as type_name',
      't.category',
      'st.name as staff_name',
      'v.name as vendor_name',
      eb
        .selectFrom('complaint_attachments as a')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .whereRef('a.complaint_id', '=', 'c.id')
        .as('attachment_count'),
      eb
        .selectFrom('expenses as e')
        .select('e.id')
        .whereRef('e.complaint_id', '=', 'c.id')
        .where('e.status', '!=', 'VOIDED')
        .orderBy('e.id', 'desc')
        .limit(1)
        .as('expense_id'),
    ])
    .where('c.operator_id', '=', operatorId)
}

export type ComplaintJoined = Awaited<ReturnType<ReturnType<typeof complaintRows>['executeTakeFirstOrThrow']>>

/** The contract's Complaint, read at `now`. */
export function complaintView(row: ComplaintJoined, now: Date) {
  const derived = derive(row, now)
  const assignee =
    row.assignee_staff_id !== null
      ? { type: 'STAFF' as const, id: row.assignee_staff_id, name: row.staff_name }
      : row.assignee_vendor_id !== null
        ? { type: 'VENDOR' as const, id: row.assignee_vendor_id, name: row.vendor_name }
        : null
  return {
    id: row.id,
    ticket_number: row.ticket_number,
    property_id: row.property_id,
    property_name: row.property_name,
    room_id: row.room_id,
    room_name: row.room_name,
    tenant_id: row.tenant_id,
    tenant_name: row.tenant_name,
    raised_by_name: row.raised_by_name,
    type_id: row.type_id,
    type_name: row.type_name,
    category: row.category,
    title: row.title,
    description: row.description,
    priority: row.priority,
    status: derived.status,
    assignee_type: assignee?.type ?? null,
    assignee_id: assignee?.id ?? null,
    assignee_name: assignee?.name ?? null,
    attachment_count: Number(row.attachment_count ?? 0),
    raised_at: row.raised_at,
    updated_at: row.updated_at,
    first_response_at: row.first_response_at,
    response_due_at: derived.response_due_at,
    due_at: derived.due_at,
    resolved_at: row.resolved_at,
    closed_at: derived.closed_at,
    auto_closed: derived.auto_closed,
    reopen_count: row.reopen_count,
    cost_paise: row.cost_paise,
    cost_paid_by: row.cost_paid_by,
    expense_id: row.expense_id ?? null,
    charge_collection_id: row.charge_collection_id,
    sla_state: derived.sla_state,
    is_repeat: row.is_repeat === 1,
    age_hours: derived.age_hours,
  }
}

export type ComplaintView = ReturnType<typeof complaintView>
