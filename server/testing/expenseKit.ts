import { PNG } from './fileKit'
import type { TestServer } from './testServer'

type Data<T> = { data: T }
type Listed = Data<{ results: { id: number; code?: string }[] }>

/**
 * Calls every vendor and expense operation once with a valid request (and postComplaintExpense on a complaint
 * given a cost), for the contract walk: the test server checks each answer against the contract.
 */
export async function exerciseExpenses(server: TestServer, token: string): Promise<void> {
  const call = <T>(method: string, path: string, body?: unknown) =>
    server.call<T>(method, path, { token, body })
  const vendors = '/complaint/api/v1/operator/vendor'
  const expenses = '/expense/api/v1/operator'
  await call('GET', `${vendors}/list?record_kind=EXPENSE&search_by=service_type&search_query=plumb`)
  const vendor = await call<Data<{ id: number }>>('POST', `${vendors}/create`, {
    name: 'Walk Plumbers',
    services: ['PLUMBING'],
    phone_number: '7999900201',
  })
  const vendorId = vendor.body.data.id
  await call('GET', `${vendors}/${vendorId}`)
  await call('PUT', `${vendors}/edit/${vendorId}`, { contact_name: 'Walk' })
  await call('POST', `${expenses}/vendor/add`, {
    name: 'Walk Grocers',
    services: ['GROCERY'],
    phone_number: '7999900202',
  })
  await call('GET', `${expenses}/vendor/list?search_query=walk`)
  await call('GET', `${expenses}/payment_mode/list`)
  const categories = await call<Listed>('GET', `${expenses}/category/list?limit=50`)
  const other = categories.body.data.results.find((category) => category.code === 'OTHER')?.id ?? 1
  const added = await call<Data<{ expense: { id: number } }>>('POST', `${expenses}/expense/add`, {
    category_id: other,
    vendor_id: vendorId,
    amount_paise: 2_360_00,
    gst_rate_percent: 18,
    expense_date: '2026-11-20',
    payment_mode: 'CASH',
  })
  const expenseId = added.body.data.expense.id
  await call('PUT', `${expenses}/expense/${expenseId}/update`, { notes: 'Walked' })
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(PNG)]), 'bill.png')
  const document = await call<Data<{ id: number }>>('POST', `${expenses}/expense/${expenseId}/document`, form)
  await call('DELETE', `${expenses}/document/${document.body.data.id}`)
  await call('GET', `${expenses}/expense/${expenseId}/details`)
  await call('GET', `${expenses}/expense/list?status=all&month=2026-11`)
  await call('GET', `${expenses}/expense/summary?month=2026-11`)
  await call('DELETE', `${expenses}/expense/${expenseId}/delete`, { reason: 'Walk over' })
  const template = await call<Data<{ id: number }>>('POST', `${expenses}/template/create`, {
    name: 'Walk internet',
    category_id: other,
    amount_paise: 999_00,
    payment_mode: 'UPI',
    frequency: 'QUARTERLY',
    day_of_month: 3,
    starts_on: '2026-09-01',
  })
  await call('PUT', `${expenses}/template/${template.body.data.id}`, { is_active: false })
  await call('GET', `${expenses}/template/list`)
  await call('DELETE', `${vendors}/delete/${vendorId}`)

  const complaints = await call<Listed>(
    'GET',
    '/complaint/api/v1/operator/complaint/list?status=OPEN&limit=50',
  )
  for (const complaint of complaints.body.data.results) {
    const cost = new FormData()
    cost.append('cost_paise', '250000')
    const costed = await call('PUT', `/complaint/api/v1/operator/complaint/${complaint.id}/update`, cost)
    if (costed.status !== 200) continue
    const posted = await call('POST', `/complaint/api/v1/operator/complaint/${complaint.id}/expense`, {
      category_id: other,
      payment_mode: 'UPI',
      expense_date: '2026-11-20',
    })
    if (posted.status === 200) return
  }
}
