import { useState } from 'react'
import { useOperator } from '../../app/core/session/useOperator'
import { today } from '../../app/core/today'
import { Button } from '../../design-system/Button'
import { DateField } from '../../design-system/DateField'
import { formatPaise } from '../../design-system/format'
import { MoneyInput, paiseToRupeesText, rupeesToPaise } from '../../design-system/MoneyInput'
import { Select } from '../../design-system/Select'
import { StyledActions, StyledFormGrid, StyledNotice } from '../../design-system/SheetLayout'
import { actionError } from './actionError'
import {
  useChargeComplaintToResidentMutation,
  useListComplaintExpenseCategoriesQuery,
  usePostComplaintExpenseMutation,
  useUpdateComplaintMutation,
  type Complaint,
  type CostPaidBy,
  type ExpensePaymentModeCode,
} from './complaintsApi'

const PAID_BY_OPTIONS = [
  { value: 'OPERATOR', label: 'You (the operator)' },
  { value: 'RESIDENT', label: 'The resident' },
]

const PAYMENT_MODES: { value: ExpensePaymentModeCode; label: string }[] = [
  { value: 'CASH', label: 'Cash' },
  { value: 'UPI', label: 'UPI' },
  { value: 'BANK_TRANSFER', label: 'Bank transfer' },
  { value: 'CHEQUE', label: 'Cheque' },
  { value: 'CARD', label: 'Card' },
]

type Errors = Partial<Record<'cost' | 'paidBy' | 'category' | 'mode' | 'date' | 'due' | 'message', string>>

/** The repair cost and who bears it; then posting it as an expense, or charging it to the resident. */
export function CostSection({ complaint }: { complaint: Complaint }) {
  const decimalPlaces = useOperator()?.decimal_places ?? 2
  const [update, updating] = useUpdateComplaintMutation()
  const [post, posting] = usePostComplaintExpenseMutation()
  const [charge, charging] = useChargeComplaintToResidentMutation()
  const { data: categories } = useListComplaintExpenseCategoriesQuery(undefined)
  const locked = complaint.expense_id !== null || complaint.charge_collection_id !== null
  const [cost, setCost] = useState(
    complaint.cost_paise === null ? '' : paiseToRupeesText(complaint.cost_paise),
  )
  const [paidBy, setPaidBy] = useState<CostPaidBy | ''>(complaint.cost_paid_by ?? '')
  const [category, setCategory] = useState('')
  const [mode, setMode] = useState<ExpensePaymentModeCode | ''>('')
  const [date, setDate] = useState(today())
  const [due, setDue] = useState(today())
  const [errors, setErrors] = useState<Errors>({})
  const canPost = complaint.cost_paise !== null && complaint.expense_id === null
  const canCharge =
    complaint.cost_paise !== null &&
    complaint.cost_paid_by === 'RESIDENT' &&
    complaint.tenant_id !== null &&
    complaint.charge_collection_id === null

  const failed = (error: unknown) => {
    const { byField, message } = actionError(error, {
      cost_paise: 'cost',
      cost_paid_by: 'paidBy',
      category_id: 'category',
      payment_mode: 'mode',
      expense_date: 'date',
      due_date: 'due',
    } as const)
    setErrors({ ...byField, message })
  }

  const saveCost = async () => {
    const paise = rupeesToPaise(cost)
    if (paise === null) return setErrors({ cost: 'Enter the cost in rupees' })
    const result = await update({
      id: complaint.id,
      complaintUpdateRequest: { cost_paise: paise, ...(paidBy ? { cost_paid_by: paidBy } : {}) },
    })
    if (result.error) return failed(result.error)
    setErrors({})
  }

  const postExpense = async () => {
    const missing: Errors = {
      category: category ? undefined : 'Choose the expense category',
      mode: mode ? undefined : 'Choose how it was paid',
      date: date ? undefined : 'Choose the expense date',
    }
    if (missing.category || missing.mode || missing.date) return setErrors(missing)
    const result = await post({
      id: complaint.id,
      complaintExpenseRequest: {
        category_id: Number(category),
        payment_mode: mode as ExpensePaymentModeCode,
        expense_date: date,
      },
    })
    if (result.error) return failed(result.error)
    setErrors({})
  }

  const chargeResident = async () => {
    if (!due) return setErrors({ due: 'Choose the due date' })
    const result = await charge({ id: complaint.id, complaintChargeRequest: { due_date: due } })
    if (result.error) return failed(result.error)
    setErrors({})
  }

  const onSubmit = (action: () => Promise<unknown>) => (event: { preventDefault(): void }) => {
    event.preventDefault()
    void action()
  }

  return (
    <>
      {locked ? (
        <p>
          {complaint.cost_paise !== null && formatPaise(complaint.cost_paise, { decimalPlaces })} paid by{' '}
          {complaint.cost_paid_by === 'RESIDENT' ? 'the resident' : 'you'}; it can no longer change.
        </p>
      ) : (
        <StyledFormGrid noValidate aria-label="Repair cost" onSubmit={onSubmit(saveCost)}>
          <MoneyInput
            label="Cost"
            decimalPlaces={decimalPlaces}
            value={cost}
            onChange={setCost}
            error={errors.cost}
          />
          <Select
            label="Paid by"
            placeholder="Not set"
            options={PAID_BY_OPTIONS}
            value={paidBy}
            onChange={(event) => setPaidBy(event.target.value as CostPaidBy | '')}
            error={errors.paidBy}
          />
          <StyledActions>
            <Button type="submit" variant="secondary" loading={updating.isLoading}>
              Save cost
            </Button>
          </StyledActions>
        </StyledFormGrid>
      )}
      {canPost && (
        <StyledFormGrid noValidate aria-label="Post as expense" onSubmit={onSubmit(postExpense)}>
          <Select
            label="Expense category"
            placeholder="Choose a category"
            required
            options={(categories?.data.results ?? []).map((option) => ({
              value: String(option.id),
              label: option.name,
            }))}
            value={category}
            onChange={(event) => setCategory(event.target.value)}
            error={errors.category}
          />
          <Select
            label="Payment mode"
            placeholder="Choose"
            required
            options={PAYMENT_MODES}
            value={mode}
            onChange={(event) => setMode(event.target.value as ExpensePaymentModeCode | '')}
            error={errors.mode}
          />
          <DateField
            label="Expense date"
            required
            value={date}
            max={today()}
            onChange={setDate}
            error={errors.date}
          />
          <StyledActions>
            <Button type="submit" variant="secondary" loading={posting.isLoading}>
              Post as expense
            </Button>
          </StyledActions>
        </StyledFormGrid>
      )}
      {canCharge && (
        <StyledFormGrid noValidate aria-label="Charge to resident" onSubmit={onSubmit(chargeResident)}>
          <DateField label="Charge due date" required value={due} onChange={setDue} error={errors.due} />
          <StyledActions>
            <Button type="submit" variant="secondary" loading={charging.isLoading}>
              Charge to resident
            </Button>
          </StyledActions>
        </StyledFormGrid>
      )}
      {errors.message && <StyledNotice role="alert">{errors.message}</StyledNotice>}
    </>
  )
}
