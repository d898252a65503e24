import { postComplaintExpense, type ComplaintExpenseInput } from '../expenses/complaintExpense'
import { addExpenseDocument, deleteExpenseDocument } from '../expenses/documents'
import { expenseDetail } from '../expenses/expenseView'
import {
  addExpense,
  updateExpense,
  voidExpense,
  type ExpenseCreateInput,
  type ExpenseUpdateInput,
} from '../expenses/expenseWrite'
import { listExpenses, type ExpenseListQuery } from '../expenses/list'
import { listCategories, paymentModes } from '../expenses/reference'
import { expenseSummary } from '../expenses/summary'
import {
  createTemplate,
  listTemplates,
  updateTemplate,
  type TemplateCreateInput,
  type TemplateUpdateInput,
} from '../expenses/templates'
import { uploadOf } from '../files/fileStore'
import { operatorOf } from '../http/authentication'
import { handler, type Handlers, type PageQuery, type Services } from './handler'

type ById = { Params: { id: number } }

/**
 * Tag `expenses`: payment modes and categories, expenses (add, edit or record a draft, void with a reason, list
 * with totals, details), their bills and receipts, the month's figures and recurring templates; and the complaints
 * tag's postComplaintExpense, which makes a complaint's cost an expense.
 */
export function expenseHandlers({ db, now, files }: Services): Handlers {
  return {
    listExpensePaymentModes: async () => paymentModes(),
    listExpenseCategories: handler<{ Querystring: PageQuery }>((request) =>
      listCategories(db, request.query),
    ),

    addExpense: handler<{ Body: ExpenseCreateInput }>(async (request, reply) => {
      const data = await addExpense(db, now, operatorOf(request), request.body)
      return reply.code(201).send({ data })
    }),
    updateExpense: handler<ById & { Body: ExpenseUpdateInput }>(async (request) => ({
      data: await updateExpense(db, now, operatorOf(request), request.params.id, request.body),
    })),
    deleteExpense: handler<ById & { Body: { reason: string } }>(async (request) => ({
      data: await voidExpense(db, now, operatorOf(request), request.params.id, request.body.reason),
    })),
    getExpense: handler<ById>(async (request) => ({
      data: await expenseDetail(db, operatorOf(request).id, request.params.id),
    })),
    listExpenses: handler<{ Querystring: ExpenseListQuery }>((request) =>
      listExpenses(db, now, operatorOf(request), request.query),
    ),
    getExpenseSummary: handler<{ Querystring: { month?: string; property_id?: number } }>((request) =>
      expenseSummary(db, now, operatorOf(request), request.query),
    ),

    addExpenseDocument: handler<ById & { Body: { name?: string } }>(async (request, reply) => {
      const data = await addExpenseDocument(
        db,
        files,
        now,
        operatorOf(request),
        request.params.id,
        uploadOf(request),
        request.body.name,
      )
      return reply.code(201).send({ data })
    }),
    deleteExpenseDocument: handler<ById>(async (request) => ({
      data: await deleteExpenseDocument(db, now, operatorOf(request).id, request.params.id),
    })),

    listExpenseTemplates: handler<{ Querystring: PageQuery & { is_active?: boolean } }>((request) =>
      listTemplates(db, now, operatorOf(request).id, request.query),
    ),
    createExpenseTemplate: handler<{ Body: TemplateCreateInput }>(async (request, reply) => {
      const data = await createTemplate(db, now, operatorOf(request).id, request.body)
      return reply.code(201).send({ data })
    }),
    updateExpenseTemplate: handler<ById & { Body: TemplateUpdateInput }>(async (request) => ({
      data: await updateTemplate(db, now, operatorOf(request).id, request.params.id, request.body),
    })),

    postComplaintExpense: handler<ById & { Body: ComplaintExpenseInput }>(async (request) => ({
      data: await postComplaintExpense(db, now, operatorOf(request), request.params.id, request.body),
    })),
  }
}
