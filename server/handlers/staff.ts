import { operatorOf } from '../http/authentication'
import {
  applyHandoverAction,
  createHandover,
  staffDetail,
  type HandoverActionInput,
  type HandoverCreateInput,
} from '../staff/handovers'
import {
  createStaff,
  deleteStaff,
  listStaff,
  updateStaff,
  type StaffCreateInput,
  type StaffListQuery,
  type StaffUpdateInput,
} from '../staff/staffCrud'
import { listStaffCollections, type StaffCollectionQuery } from '../staff/staffCollections'
import { listStaffPayments, type StaffPaymentQuery } from '../staff/staffPayments'
import { listUsers, type UserListQuery } from '../staff/users'
import { handler, type Handlers, type Services } from './handler'

type ById = { Params: { id: number } }

/**
 * Tag `staff`: the operator's team (list, add, edit, delete that deactivates a member records name), the user
 * picker, money collected per member with the payments behind it, and the cash-in-hand ledger's handovers.
 */
export function staffHandlers({ db, now }: Services): Handlers {
  return {
    listStaff: handler<{ Querystring: StaffListQuery }>((request) =>
      listStaff(db, operatorOf(request).id, request.query),
    ),

    createStaff: handler<{ Body: StaffCreateInput }>(async (request, reply) => {
      const data = await createStaff(db, now, operatorOf(request).id, request.body)
      return reply.code(201).send({ data })
    }),

    updateStaff: handler<ById & { Body: StaffUpdateInput }>(async (request) => ({
      data: await updateStaff(db, now, operatorOf(request).id, request.params.id, request.body),
    })),

    deleteStaff: handler<ById>(async (request) => ({
      data: await deleteStaff(db, now, operatorOf(request).id, request.params.id),
    })),

    getStaff: handler<ById>(async (request) => ({
      data: await staffDetail(db, operatorOf(request).id, request.params.id),
    })),

    listUsers: handler<{ Querystring: UserListQuery }>((request) =>
      listUsers(db, operatorOf(request), request.query),
    ),

    listStaffCollections: handler<{ Querystring: StaffCollectionQuery }>((request) =>
      listStaffCollections(db, now, operatorOf(request).id, request.query),
    ),

    listStaffCollectionPayments: handler<ById & { Querystring: StaffPaymentQuery }>((request) =>
      listStaffPayments(db, now, operatorOf(request).id, request.params.id, request.query),
    ),

    createCashHandover: handler<ById & { Body: HandoverCreateInput }>(async (request, reply) => {
      const data = await createHandover(db, now, operatorOf(request).id, request.params.id, request.body)
      return reply.code(201).send({ data })
    }),

    applyCashHandoverAction: handler<ById & { Body: HandoverActionInput }>(async (request) => ({
      data: await applyHandoverAction(db, now, operatorOf(request).id, request.params.id, request.body),
    })),
  }
}
