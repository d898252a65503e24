import { successToast } from '../../app/core/toasts/successToast'
import { formatPaise } from '../../design-system/format'
import { generatedApi, type ExpenseDocumentUploadRequest } from './expensesApi.gen'

/**
 * Every expenses read provides 'expenses' and every write invalidates it: list, summary, detail, templates and
 * vendors all move together. A vendor added here also refreshes the complaints slice's vendor lists, and an
 * expense write the dashboard's figures. Tags are plain strings in the one API root.
 */
const EXPENSE_TAG_TYPES = ['expenses', 'complaints', 'Dashboard', 'Property'] as const
const EXPENSE_WRITE = ['expenses' as const, { type: 'Dashboard' as const, id: 'FIGURES' }]

/** The fields of the contract's PropertyListItem the expenses screen's pickers show. */
export type ExpensePropertyOption = { id: number; property_name: string }
type ExpensePropertyOptionPage = { data: { count: number; results: ExpensePropertyOption[] } }

/** Where a bill or receipt of expense `id` is posted (multipart). */
export const receiptPath = (id: number) => `/expense/api/v1/operator/expense/${id}/document`

/** The multipart body of a receipt upload: the file, and its display name when given. */
export function receiptFormData(request: ExpenseDocumentUploadRequest): FormData {
  const body = new FormData()
  body.append('file', request.file)
  if (request.name) body.append('name', request.name)
  return body
}

const enhanced = generatedApi.enhanceEndpoints({
  addTagTypes: EXPENSE_TAG_TYPES,
  endpoints: {
    addExpense: {
      invalidatesTags: EXPENSE_WRITE,
      onQueryStarted: successToast(
        (_arg, { data }) => `Expense of ${formatPaise(data.expense.amount_paise)} added`,
      ),
    },
    updateExpense: {
      invalidatesTags: EXPENSE_WRITE,
      onQueryStarted: successToast((arg, { data }) =>
        arg.expenseUpdateRequest.status === 'RECORDED'
          ? `Expense of ${formatPaise(data.expense.amount_paise)} recorded`
          : 'Expense saved',
      ),
    },
    deleteExpense: {
      invalidatesTags: [...EXPENSE_WRITE, 'complaints' as const],
      onQueryStarted: successToast(() => 'Expense voided'),
    },
    addExpenseDocument: {
      query: ({ id, expenseDocumentUploadRequest }) => ({
        url: receiptPath(id),
        method: 'POST',
        body: receiptFormData(expenseDocumentUploadRequest),
      }),
      invalidatesTags: ['expenses'],
    },
    deleteExpenseDocument: {
      invalidatesTags: ['expenses'],
      onQueryStarted: successToast(() => 'Receipt removed'),
    },
    addExpenseVendor: {
      invalidatesTags: ['expenses', 'complaints'],
      onQueryStarted: successToast((_arg, { data }) => `${data.name} added`),
    },
    createExpenseTemplate: {
      onQueryStarted: successToast((_arg, { data }) => `${data.name} added`),
    },
    updateExpenseTemplate: {
      onQueryStarted: successToast((arg, { data }) =>
        arg.expenseTemplateUpdateRequest.is_active === undefined
          ? `${data.name} saved`
          : `${data.name} ${data.is_active ? 'resumed' : 'paused'}`,
      ),
    },
  },
})

/** The expenses slice with its tags and toasts, plus the property picker it reads; screens import from here. */
export const expensesApi = enhanced.injectEndpoints({
  endpoints: (build) => ({
    listExpensePropertyOptions: build.query<ExpensePropertyOptionPage, undefined>({
      query: () => ({
        url: '/property/api/v1/operator/property/list',
        params: { limit: 100, source: 'expenses', property_type: 'all' },
      }),
      providesTags: [{ type: 'Property', id: 'LIST' }],
    }),
  }),
})

export const {
  useAddExpenseMutation,
  useAddExpenseVendorMutation,
  useCreateExpenseTemplateMutation,
  useDeleteExpenseDocumentMutation,
  useDeleteExpenseMutation,
  useGetExpenseQuery,
  useGetExpenseSummaryQuery,
  useLazyListExpensesQuery,
  useListExpenseCategoriesQuery,
  useListExpensePropertyOptionsQuery,
  useListExpensesQuery,
  useListExpenseTemplatesQuery,
  useListExpenseVendorsQuery,
  useUpdateExpenseMutation,
  useUpdateExpenseTemplateMutation,
} = expensesApi

export type {
  Expense,
  ExpenseCategory,
  ExpenseCategoryGroup,
  ExpenseCreateRequest,
  ExpenseDetail,
  ExpenseDocument,
  ExpenseDocumentResponse,
  ExpenseFrequency,
  ExpensePaymentModeCode,
  ExpenseStatus,
  ExpenseSummary,
  ExpenseTemplate,
  ExpenseTemplateCreateRequest,
  ExpenseTemplateUpdateRequest,
  ExpenseUpdateRequest,
  GstRate,
  ListExpensesApiArg,
  Vendor,
  VendorCreateRequest,
} from './expensesApi.gen'
