import { operatorOf } from '../http/authentication'
import {
  createVendor,
  deleteVendor,
  listExpenseVendors,
  listVendors,
  updateVendor,
  type ExpenseVendorQuery,
  type VendorCreateInput,
  type VendorListQuery,
  type VendorUpdateInput,
} from '../vendors/vendorCrud'
import { vendorView } from '../vendors/vendorView'
import { handler, type Handlers, type Services } from './handler'

type ById = { Params: { id: number } }

/**
 * The one vendor table, from both tags: complaints (list with filters, get, add, edit, delete that deactivates a
 * vendor records name) and expenses (the expense form's active vendors, and adding one from it).
 */
export function vendorHandlers({ db, now }: Services): Handlers {
  const create = handler<{ Body: VendorCreateInput }>(async (request, reply) => {
    const data = await createVendor(db, now, operatorOf(request).id, request.body)
    return reply.code(201).send({ data })
  })
  return {
    listVendors: handler<{ Querystring: VendorListQuery }>((request) =>
      listVendors(db, operatorOf(request).id, request.query),
    ),
    getVendor: handler<ById>(async (request) => ({
      data: await vendorView(db, operatorOf(request).id, request.params.id),
    })),
    createVendor: create,
    updateVendor: handler<ById & { Body: VendorUpdateInput }>(async (request) => ({
      data: await updateVendor(db, now, operatorOf(request).id, request.params.id, request.body),
    })),
    deleteVendor: handler<ById>(async (request) => ({
      data: await deleteVendor(db, now, operatorOf(request).id, request.params.id),
    })),
    listExpenseVendors: handler<{ Querystring: ExpenseVendorQuery }>((request) =>
      listExpenseVendors(db, operatorOf(request).id, request.query),
    ),
    addExpenseVendor: create,
  }
}
