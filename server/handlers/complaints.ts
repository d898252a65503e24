import { attachmentsOf } from '../complaints/activity'
import { assignComplaint, type ComplaintAssign } from '../complaints/assign'
import { chargeComplaintToResident, type ComplaintCharge } from '../complaints/charge'
import { createComplaint, type ComplaintCreate } from '../complaints/create'
import { complaintDetail } from '../complaints/detail'
import { listComplaints, listPropertyComplaints, type ComplaintListQuery } from '../complaints/list'
import { raiseComplaintAgain } from '../complaints/raiseAgain'
import {
  listComplaintTypes,
  updateComplaintType,
  type TypeChanges,
  type TypeListQuery,
} from '../complaints/types'
import { updateComplaint, type ComplaintUpdate } from '../complaints/update'
import { operatorOf } from '../http/authentication'
import { handler, type Handlers, type Services } from './handler'

type ById = { Params: { id: number } }

/** Tag `complaints` (vendors and postComplaintExpense aside): complaints, their SLA clock, types and charges. */
export function complaintHandlers({ db, now, files }: Services): Handlers {
  return {
    listComplaints: handler<{ Querystring: ComplaintListQuery }>(async (request) => ({
      data: await listComplaints(db, now, operatorOf(request).id, request.query),
    })),

    listPropertyComplaints: handler<ById & { Querystring: ComplaintListQuery }>(async (request) => ({
      data: await listPropertyComplaints(db, now, operatorOf(request).id, request.params.id, request.query),
    })),

    getComplaint: handler<ById>(async (request) => ({
      data: await complaintDetail(db, operatorOf(request).id, request.params.id, now()),
    })),

    listComplaintTypes: handler<{ Querystring: TypeListQuery }>(async (request) => ({
      data: await listComplaintTypes(db, operatorOf(request).id, request.query),
    })),

    updateComplaintType: handler<ById & { Body: TypeChanges }>(async (request) => ({
      data: await updateComplaintType(db, now, operatorOf(request).id, request.params.id, request.body),
    })),

    createComplaint: handler<{ Body: ComplaintCreate }>(async (request, reply) =>
      reply.code(201).send({
        data: await createComplaint(
          db,
          files,
          now,
          operatorOf(request),
          request.body,
          attachmentsOf(request),
        ),
      }),
    ),

    assignComplaint: handler<ById & { Body: ComplaintAssign }>(async (request) => ({
      data: await assignComplaint(db, now, operatorOf(request), request.params.id, request.body),
    })),

    raiseComplaintAgain: handler<ById & { Body: { reason: string } }>(async (request) => ({
      data: await raiseComplaintAgain(db, now, operatorOf(request), request.params.id, request.body.reason),
    })),

    updateComplaint: handler<ById & { Body: ComplaintUpdate }>(async (request) => ({
      data: await updateComplaint(
        db,
        files,
        now,
        operatorOf(request),
        request.params.id,
        request.body,
        attachmentsOf(request),
      ),
    })),

    chargeComplaintToResident: handler<ById & { Body: ComplaintCharge }>(async (request) => ({
      data: await chargeComplaintToResident(db, now, operatorOf(request), request.params.id, request.body),
    })),
  }
}
