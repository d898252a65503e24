import { http, HttpResponse } from 'msw'
import { makeStaffUsers, operatorUser, usersHandler } from '../../app/core/people/peopleHandlers'
import {
  categories,
  detailOf,
  expenses as baseExpenses,
  makeExpense,
  makeExpenses,
  properties,
  summary,
  templates as baseTemplates,
  vendors as baseVendors,
} from './fixtures'
import type {
  Expense,
  ExpenseCreateRequest,
  ExpenseTemplate,
  ExpenseTemplateCreateRequest,
  ExpenseTemplateUpdateRequest,
  ExpenseUpdateRequest,
  Vendor,
  VendorCreateRequest,
} from './expensesApi'
import { splitGst } from './gst'

/* msw handlers answering the expenses screen as the provider would, for stories. */

const ok = <T>(data: T, status = 200) => HttpResponse.json({ data }, { status })
const notFound = () => HttpResponse.json({ message: 'This expense does not exist' }, { status: 404 })

/** An invoice number the provider refuses with a field error, for the 400 story. */
export const REFUSED_INVOICE = 'INV-77'

/** What the handlers were sent, for play functions to check. */
export type ExpenseSentLog = {
  /** Path and query of each read of the screen (lists, options and figures), in the order they arrived. */
  reads: string[]
  listQueries: URLSearchParams[]
  created: ExpenseCreateRequest[]
  updated: { id: number; body: ExpenseUpdateRequest }[]
  voided: { id: number; reason: string }[]
  vendors: VendorCreateRequest[]
  templates: ExpenseTemplateCreateRequest[]
  templateUpdates: { id: number; body: ExpenseTemplateUpdateRequest }[]
}

export const newExpenseSentLog = (): ExpenseSentLog => ({
  reads: [],
  listQueries: [],
  created: [],
  updated: [],
  voided: [],
  vendors: [],
  templates: [],
  templateUpdates: [],
})

const matches = (expense: Expense, params: URLSearchParams) => {
  const status = params.get('status') ?? 'RECORDED'
  const month = params.get('month')
  const search = params.get('search_query')?.toLowerCase()
  return (
    (status === 'all' || expense.status === status) &&
    (!month || expense.expense_date.startsWith(month)) &&
    (!params.get('category_id') || expense.category_id === Number(params.get('category_id'))) &&
    (!params.get('vendor_id') || expense.vendor_id === Number(params.get('vendor_id'))) &&
    (!params.get('payment_mode') || expense.payment_mode === params.get('payment_mode')) &&
    (!search ||
      [expense.invoice_number, expense.vendor_name, expense.category_name, expense.notes].some((text) =>
        text?.toLowerCase().includes(search),
      ))
  )
}

/** The whole expenses screen over the fixtures and `extraCount` more recorded expenses of November 2026. */
export function expenseHandlers(sent: ExpenseSentLog = newExpenseSentLog(), extraCount = 0) {
  let rows: Expense[] = [...baseExpenses, ...makeExpenses(extraCount)]
  let vendorList: Vendor[] = [...baseVendors]
  let templateList: ExpenseTemplate[] = [...baseTemplates]
  const find = (id: number) => rows.find((row) => row.id === id)
  const replace = (next: Expense) => {
    rows = rows.map((row) => (row.id === next.id ? next : row))
    return ok(detailOf(next))
  }
  const namesOf = (body: {
    category_id?: number
    vendor_id?: number | null
    property_id?: number | null
  }) => ({
    ...(body.category_id !== undefined && {
      category_name: categories.find((row) => row.id === body.category_id)?.name ?? 'Other',
    }),
    ...(body.vendor_id !== undefined && {
      vendor_name: vendorList.find((row) => row.id === body.vendor_id)?.name ?? null,
    }),
    ...(body.property_id !== undefined && {
      property_name: properties.find((row) => row.id === body.property_id)?.property_name ?? null,
    }),
  })

  const noted = (request: Request) => {
    const url = new URL(request.url)
    sent.reads.push(url.pathname + url.search)
    return url.searchParams
  }

  return [
    usersHandler([operatorUser, ...makeStaffUsers(3)]),
    http.get('*/property/api/v1/operator/property/list', ({ request }) => {
      noted(request)
      return ok({ count: properties.length, results: properties })
    }),
    http.get('*/expense/api/v1/operator/category/list', ({ request }) => {
      noted(request)
      return ok({ count: categories.length, results: categories })
    }),
    http.get('*/expense/api/v1/operator/vendor/list', ({ request }) => {
      const search = noted(request).get('search_query')?.toLowerCase()
      const results = vendorList.filter((vendor) => !search || vendor.name.toLowerCase().includes(search))
      return ok({ count: results.length, results })
    }),
    http.post('*/expense/api/v1/operator/vendor/add', async ({ request }) => {
      const body = (await request.json()) as VendorCreateRequest
      sent.vendors.push(body)
      const vendor: Vendor = {
        ...baseVendors[0],
        ...body,
        id: 30 + sent.vendors.length,
        record_kinds: body.record_kinds ?? ['EXPENSE', 'COMPLAINT'],
        contact_name: body.contact_name ?? null,
        email: body.email ?? null,
        gstin: body.gstin ?? null,
        pan: body.pan ?? null,
        complaint_count: 0,
        expense_count: 0,
      }
      vendorList = [...vendorList, vendor]
      return ok(vendor, 201)
    }),
    http.get('*/expense/api/v1/operator/expense/summary', ({ request }) => {
      const month = noted(request).get('month') ?? summary.month
      return ok({ ...summary, month })
    }),
    http.get('*/expense/api/v1/operator/expense/list', ({ request }) => {
      const params = noted(request)
      sent.listQueries.push(params)
      const offset = Number(params.get('offset') ?? 0)
      const limit = Number(params.get('limit') ?? 10)
      const byStatus = (status: string) => {
        const copy = new URLSearchParams(params)
        copy.set('status', status)
        return rows.filter((row) => matches(row, copy)).length
      }
      const matching = rows.filter((row) => matches(row, params))
      const counted = matching.filter((row) => row.status !== 'VOIDED')
      return ok({
        count: matching.length,
        total_paise: counted.reduce((sum, row) => sum + row.amount_paise, 0),
        tax_paise: counted.reduce((sum, row) => sum + row.tax_paise, 0),
        status_counts: {
          RECORDED: byStatus('RECORDED'),
          DRAFT: byStatus('DRAFT'),
          VOIDED: byStatus('VOIDED'),
        },
        results: matching.slice(offset, offset + limit),
      })
    }),
    http.get('*/expense/api/v1/operator/expense/:id/details', ({ params }) => {
      const expense = find(Number(params.id))
      return expense ? ok(detailOf(expense)) : notFound()
    }),
    http.post('*/expense/api/v1/operator/expense/add', async ({ request }) => {
      const body = (await request.json()) as ExpenseCreateRequest
      sent.created.push(body)
      if (body.invoice_number === REFUSED_INVOICE) {
        return HttpResponse.json(
          {
            message: 'Check the highlighted fields',
            errors: [
              {
                field: 'body.invoice_number',
                message: `${REFUSED_INVOICE} is already recorded for this vendor`,
              },
            ],
          },
          { status: 400 },
        )
      }
      const rate = body.gst_rate_percent ?? 0
      const { taxPaise, taxablePaise } = splitGst(body.amount_paise, rate)
      const expense = makeExpense({
        ...body,
        ...namesOf(body),
        id: 900 + sent.created.length,
        property_id: body.property_id ?? null,
        vendor_id: body.vendor_id ?? null,
        gst_rate_percent: rate,
        tax_paise: taxPaise,
        taxable_paise: taxablePaise,
        invoice_number: body.invoice_number ?? null,
        reference: body.reference ?? null,
        notes: body.notes ?? null,
        paid_by_staff_id: body.paid_by_staff_id ?? null,
        complaint_id: null,
        document_count: 0,
      })
      rows = [expense, ...rows]
      return ok(detailOf(expense), 201)
    }),
    http.put('*/expense/api/v1/operator/expense/:id/update', async ({ request, params }) => {
      const id = Number(params.id)
      const body = (await request.json()) as ExpenseUpdateRequest
      sent.updated.push({ id, body })
      const expense = find(id)
      if (!expense) return notFound()
      return replace({ ...expense, ...body, ...namesOf(body) } as Expense)
    }),
    http.delete('*/expense/api/v1/operator/expense/:id/delete', async ({ request, params }) => {
      const id = Number(params.id)
      const { reason } = (await request.json()) as { reason: string }
      sent.voided.push({ id, reason })
      const expense = find(id)
      if (!expense) return notFound()
      return replace({
        ...expense,
        status: 'VOIDED',
        void_reason: reason,
        voided_at: '2026-11-22T06:00:00Z',
        voided_by_name: 'Asha Menon',
      })
    }),
    http.post('*/expense/api/v1/operator/expense/:id/document', ({ params }) => {
      const expense = find(Number(params.id))
      if (!expense) return notFound()
      replace({ ...expense, document_count: expense.document_count + 1 })
      return ok({ ...detailOf({ ...expense, document_count: 1 }).documents[0], expense_id: expense.id }, 201)
    }),
    http.delete('*/expense/api/v1/operator/document/:id', () => {
      const expense = rows[0]
      return replace({ ...expense, document_count: 0 })
    }),
    http.get('*/expense/api/v1/operator/template/list', ({ request }) => {
      noted(request)
      return ok({ count: templateList.length, results: templateList })
    }),
    http.post('*/expense/api/v1/operator/template/create', async ({ request }) => {
      const body = (await request.json()) as ExpenseTemplateCreateRequest
      sent.templates.push(body)
      const template: ExpenseTemplate = {
        ...baseTemplates[0],
        ...body,
        ...namesOf(body),
        id: 40 + sent.templates.length,
        property_id: body.property_id ?? null,
        vendor_id: body.vendor_id ?? null,
        gst_rate_percent: body.gst_rate_percent ?? 0,
        ends_on: body.ends_on ?? null,
        notes: body.notes ?? null,
        next_due_on: body.starts_on,
        is_active: true,
      } as ExpenseTemplate
      templateList = [...templateList, template]
      return ok(template, 201)
    }),
    http.put('*/expense/api/v1/operator/template/:id', async ({ request, params }) => {
      const id = Number(params.id)
      const body = (await request.json()) as ExpenseTemplateUpdateRequest
      sent.templateUpdates.push({ id, body })
      const template = templateList.find((row) => row.id === id)
      if (!template) return HttpResponse.json({ message: 'This template does not exist' }, { status: 404 })
      const next = { ...template, ...body, ...namesOf(body) } as ExpenseTemplate
      templateList = templateList.map((row) => (row.id === id ? next : row))
      return ok(next)
    }),
  ]
}
