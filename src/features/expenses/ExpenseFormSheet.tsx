import { useFormik } from 'formik'
import { useState } from 'react'
import { useAppDispatch } from '../../app/core/hooks'
import { UserPicker } from '../../app/core/people'
import { serverFieldErrors } from '../../app/core/serverErrors'
import { useOperator } from '../../app/core/session/useOperator'
import { panelClosed } from '../../app/core/sideSheet/sideSheetSlice'
import { today } from '../../app/core/today'
import { Button } from '../../design-system/Button'
import { DateField } from '../../design-system/DateField'
import { EmptyState } from '../../design-system/EmptyState'
import { formatPaise } from '../../design-system/format'
import { Select } from '../../design-system/Select'
import { StyledActions, StyledFormGrid, StyledSheet } from '../../design-system/SheetLayout'
import { Skeleton, SkeletonRegion } from '../../design-system/Skeleton'
import { TextArea } from '../../design-system/TextArea'
import { TextField } from '../../design-system/TextField'
import {
  amountPaiseOf,
  EXPENSE_FIELDS,
  expenseCreateRequest,
  expenseSchema,
  expenseUpdateRequest,
  expenseValues,
  newExpenseValues,
  type ExpenseValues,
} from './expenseForm'
import { StyledPreview } from './Expenses.styles'
import {
  useAddExpenseMutation,
  useGetExpenseQuery,
  useListExpensePropertyOptionsQuery,
  useUpdateExpenseMutation,
  type ExpenseDetail,
  type GstRate,
} from './expensesApi'
import { PAYMENT_MODE_OPTIONS } from './expenseText'
import { SpendingFields } from './SpendingFields'
import { splitGst } from './gst'
import { ReceiptsSection } from './ReceiptsSection'

export type ExpenseFormSheetProps = {
  panelId: number
  /** The expense to edit (a draft is recorded from here); without one the sheet adds an expense. */
  expenseId?: number
  /** The property a new expense starts with (the screen's filter). */
  propertyId?: number
}

/** Adds an expense, edits one, or records a draft; then takes its bills and receipts. */
export default function ExpenseFormSheet({ panelId, expenseId, propertyId }: ExpenseFormSheetProps) {
  const { data, isLoading } = useGetExpenseQuery({ id: expenseId ?? 0 }, { skip: expenseId === undefined })
  if (expenseId === undefined) return <ExpenseForm panelId={panelId} propertyId={propertyId} />
  if (isLoading) {
    return (
      <SkeletonRegion busy label="Loading the expense">
        <Skeleton count={8} />
      </SkeletonRegion>
    )
  }
  if (!data) return <EmptyState title="This expense could not be loaded" headingLevel={3} />
  return <ExpenseForm panelId={panelId} detail={data.data} />
}

function ExpenseForm({
  panelId,
  detail,
  propertyId,
}: {
  panelId: number
  detail?: ExpenseDetail
  propertyId?: number
}) {
  const dispatch = useAppDispatch()
  const decimalPlaces = useOperator()?.decimal_places ?? 2
  const money = (paise: number) => formatPaise(paise, { decimalPlaces })
  const day = today()
  const expense = detail?.expense
  const recording = expense?.status === 'DRAFT'
  const [added, setAdded] = useState<number | null>(null)
  const [addExpense] = useAddExpenseMutation()
  const [updateExpense] = useUpdateExpenseMutation()
  const { data: properties } = useListExpensePropertyOptionsQuery(undefined)
  const propertyList = properties?.data.results ?? []
  const form = useFormik<ExpenseValues>({
    initialValues: expense
      ? expenseValues(expense, decimalPlaces)
      : newExpenseValues(day, propertyId === undefined ? undefined : String(propertyId)),
    validationSchema: expenseSchema(day),
    onSubmit: async (values, helpers) => {
      const result = expense
        ? await updateExpense({
            id: expense.id,
            expenseUpdateRequest: expenseUpdateRequest(values, recording),
          })
        : await addExpense({ expenseCreateRequest: expenseCreateRequest(values) })
      if (result.error) {
        helpers.setErrors(serverFieldErrors(result.error, EXPENSE_FIELDS))
        return
      }
      if (expense) dispatch(panelClosed(panelId))
      else setAdded(result.data.data.expense.id)
    },
  })
  const { values } = form
  const error = (name: keyof ExpenseValues) => {
    const message = form.errors[name]
    return (form.touched[name] || form.submitCount > 0) && typeof message === 'string' ? message : undefined
  }
  const amount = amountPaiseOf(values)
  const split = amount !== null && amount > 0 ? splitGst(amount, Number(values.gstRate) as GstRate) : null

  if (added !== null) {
    return (
      <StyledSheet>
        <ReceiptsSection
          expenseId={added}
          documents={[]}
          prompt="Expense added. Attach the bill or receipt, so the GST can be claimed and the books checked."
        />
        <StyledActions>
          <Button onClick={() => dispatch(panelClosed(panelId))}>Done</Button>
        </StyledActions>
      </StyledSheet>
    )
  }

  return (
    <StyledSheet>
      {detail && expense && (
        <ReceiptsSection
          expenseId={expense.id}
          documents={detail.documents}
          prompt={
            recording && detail.documents.length === 0
              ? 'Attach the bill or receipt before recording this draft.'
              : undefined
          }
        />
      )}
      <StyledFormGrid
        noValidate
        onSubmit={form.handleSubmit}
        aria-label={recording ? 'Record expense' : expense ? 'Edit expense' : 'Add expense'}
      >
        <SpendingFields
          form={form}
          error={error}
          properties={propertyList}
          currentVendor={
            expense?.vendor_id ? { id: expense.vendor_id, name: expense.vendor_name ?? '' } : null
          }
          decimalPlaces={decimalPlaces}
        />
        <div data-span="full">
          <StyledPreview role="status" aria-label="GST split">
            {split ? `Taxable ${money(split.taxablePaise)} + GST ${money(split.taxPaise)}` : ''}
          </StyledPreview>
        </div>
        <TextField
          label="Invoice number"
          maxLength={40}
          {...form.getFieldProps('invoice')}
          error={error('invoice')}
        />
        <DateField
          label="Date"
          name="date"
          required
          max={day}
          value={values.date}
          onChange={(value) => void form.setFieldValue('date', value)}
          onBlur={form.handleBlur}
          error={error('date')}
        />
        <Select
          label="Payment mode"
          required
          placeholder="Choose a mode"
          options={PAYMENT_MODE_OPTIONS}
          {...form.getFieldProps('mode')}
          error={error('mode')}
        />
        <TextField
          label="Reference"
          hint="UTR, cheque number or card slip"
          maxLength={40}
          {...form.getFieldProps('reference')}
          error={error('reference')}
        />
        {values.mode === 'CASH' && (
          <div data-span="full">
            <UserPicker
              label="Paid by"
              name="paidBy"
              placeholder="You (the operator)"
              hint="Who paid in cash"
              value={values.paidBy}
              onChange={(choice) => void form.setFieldValue('paidBy', choice)}
              error={error('paidBy')}
            />
          </div>
        )}
        <div data-span="full">
          <TextArea label="Notes" maxLength={1000} {...form.getFieldProps('notes')} error={error('notes')} />
        </div>
        <StyledActions>
          <Button
            variant="secondary"
            disabled={form.isSubmitting}
            onClick={() => dispatch(panelClosed(panelId))}
          >
            Cancel
          </Button>
          <Button type="submit" loading={form.isSubmitting}>
            {recording ? 'Record expense' : expense ? 'Save changes' : 'Add expense'}
          </Button>
        </StyledActions>
      </StyledFormGrid>
    </StyledSheet>
  )
}
