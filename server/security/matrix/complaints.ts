import { complaintForm } from '../../testing/complaintKit'
import type { OperatorObjects } from '../../testing/objectsKit'
import { filter, inPath, type MatrixCase, type MatrixEntry } from './entry'

const TYPE_ID = 'Complaint types are reference data shared by every operator (one per category).'

/** A list's id filters; the property list asks about the operator's own property. */
function listFilters(path: (mine: OperatorObjects) => Promise<Record<string, number>> | undefined) {
  const by = (field: string, theirs: MatrixCase['theirs']) =>
    filter(`query.${field}`, theirs, async (id, mine) => ({
      path: await path(mine),
      query: { [field]: id },
    }))
  return [
    by('staff_id', (o) => o.staff()),
    by('vendor_id', (o) => o.vendor()),
    by('room_id', (o) => o.room()),
    by('tenant_id', (o) => o.tenant()),
  ]
}

const raiseWith = (fields: Record<string, string | number>) =>
  complaintForm({ type_id: 1, title: 'Tap leaking', ...fields })

/** Tag complaints: complaints and their types (vendors and postComplaintExpense are in expenses.ts). */
export const complaintEntries: Record<string, MatrixEntry> = {
  listComplaints: {
    cases: [
      filter(
        'query.property_ids',
        (o) => o.property(),
        (id) => ({ query: { property_ids: id } }),
      ),
      ...listFilters(() => undefined),
    ],
    notOwned: { 'query.type_id': TYPE_ID },
  },
  listPropertyComplaints: {
    cases: [inPath((o) => o.property()), ...listFilters(async (mine) => ({ id: await mine.property() }))],
    notOwned: { 'query.type_id': TYPE_ID },
  },
  getComplaint: { cases: [inPath((o) => o.complaint())] },
  updateComplaintType: { notOwned: { 'path.id': TYPE_ID } },
  createComplaint: {
    cases: [
      {
        fields: ['body.property_id'],
        theirs: (o) => o.property(),
        call: (id) => ({ body: raiseWith({ property_id: id }) }),
      },
      {
        fields: ['body.room_id'],
        theirs: (o) => o.room(),
        call: async (id, mine) => ({ body: raiseWith({ property_id: await mine.property(), room_id: id }) }),
      },
      {
        fields: ['body.tenant_id'],
        theirs: (o) => o.tenant(),
        call: async (id, mine) => ({
          body: raiseWith({ property_id: await mine.property(), tenant_id: id }),
        }),
      },
    ],
    notOwned: { 'body.type_id': TYPE_ID },
  },
  assignComplaint: {
    cases: [
      inPath((o) => o.complaint(), { body: { assignee_type: 'STAFF', staff_id: 1 } }),
      {
        fields: ['body.staff_id'],
        theirs: (o) => o.staff(),
        call: async (id, mine) => ({
          path: { id: await mine.complaint() },
          body: { assignee_type: 'STAFF', staff_id: id },
        }),
      },
      {
        fields: ['body.vendor_id'],
        theirs: (o) => o.vendor(),
        call: async (id, mine) => ({
          path: { id: await mine.complaint() },
          body: { assignee_type: 'VENDOR', vendor_id: id },
        }),
      },
    ],
  },
  raiseComplaintAgain: { cases: [inPath((o) => o.complaint(), { body: { reason: 'Leaking again' } })] },
  updateComplaint: {
    cases: [
      {
        fields: ['path.id'],
        theirs: (o) => o.complaint(),
        call: (id) => ({ path: { id }, body: complaintForm({ comment: 'Any news?' }) }),
      },
    ],
  },
  chargeComplaintToResident: {
    cases: [inPath((o) => o.complaint(), { body: { due_date: '2026-12-01' } })],
  },
}
