import { markAttendance, type MarkRequest } from '../attendance/mark'
import {
  getAttendance,
  listAttendanceFloors,
  type FloorListQuery,
  type SheetQuery,
} from '../attendance/sheet'
import { operatorOf } from '../http/authentication'
import { applyOutpassAction, type OutpassActionInput } from '../outpass/actions'
import { createOutpass, type OutpassCreate } from '../outpass/create'
import { outpassDetail } from '../outpass/detail'
import { listOutpasses, type OutpassListQuery } from '../outpass/list'
import { getOutpassSetup, setupOutpass, type OutpassSetupChanges } from '../outpass/setup'
import { handler, type Handlers, type Services } from './handler'

type ById = { Params: { id: number } }

/** Tag `attendance`: the night roll-call by floor, outpasses with their state machine, and each property's rules. */
export function attendanceHandlers({ db, now, notifier }: Services): Handlers {
  return {
    listAttendanceFloors: handler<ById & { Querystring: FloorListQuery }>(async (request) => ({
      data: await listAttendanceFloors(db, now, operatorOf(request).id, request.params.id, request.query),
    })),

    getAttendance: handler<ById & { Querystring: SheetQuery }>(async (request) => ({
      data: await getAttendance(db, now, operatorOf(request).id, request.params.id, request.query),
    })),

    markAttendance: handler<ById & { Body: MarkRequest }>(async (request) => ({
      data: await markAttendance(db, now, operatorOf(request), request.params.id, request.body),
    })),

    listOutpasses: handler<{ Querystring: OutpassListQuery }>(async (request) => ({
      data: await listOutpasses(db, now, operatorOf(request).id, request.query),
    })),

    getOutpass: handler<ById>(async (request) => ({
      data: await outpassDetail(db, now(), operatorOf(request).id, request.params.id),
    })),

    createOutpass: handler<{ Body: OutpassCreate }>(async (request, reply) =>
      reply
        .code(201)
        .send({ data: await createOutpass(db, now, notifier, operatorOf(request), request.body) }),
    ),

    applyOutpassAction: handler<ById & { Body: OutpassActionInput }>(async (request) => ({
      data: await applyOutpassAction(db, now, notifier, operatorOf(request), request.params.id, request.body),
    })),

    getOutpassSetup: handler<ById>(async (request) => ({
      data: await getOutpassSetup(db, operatorOf(request).id, request.params.id),
    })),

    setupOutpass: handler<ById & { Body: OutpassSetupChanges }>(async (request) => ({
      data: await setupOutpass(db, now, operatorOf(request).id, request.params.id, request.body),
    })),
  }
}
