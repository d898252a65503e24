import type { FormikProps } from 'formik'
import { Button } from '../../design-system/Button'
import { Checkbox } from '../../design-system/Checkbox'
import { DateField } from '../../design-system/DateField'
import { MoneyInput } from '../../design-system/MoneyInput'
import { Select } from '../../design-system/Select'
import { TextField } from '../../design-system/TextField'
import { emptyDeduction, type MoveOutValues } from './moveOutForm'
import { StyledList, StyledSection } from '../../design-system/SheetLayout'
import { MANUAL_DEDUCTIONS } from './tenantLabels'
import { StyledDeductionRow } from './MoveOut.styles'

export type MoveOutFieldsProps = {
  form: FormikProps<MoveOutValues>
  moveInDate: string
  decimalPlaces: number
}

/** Dates, waivers, the operator's deductions and the reason of a move-out, shared by raise and edit. */
export function MoveOutFields({ form, moveInDate, decimalPlaces }: MoveOutFieldsProps) {
  const { values } = form
  const touched = (name: keyof MoveOutValues) => Boolean(form.touched[name]) || form.submitCount > 0
  const error = (name: 'moveOutDate' | 'noticeDate' | 'reason' | 'remarks') =>
    (touched(name) && form.errors[name]) || undefined
  const deductionError = (index: number, name: 'amount' | 'reason') => {
    const errors = form.errors.deductions?.[index]
    const message = typeof errors === 'object' ? errors[name] : undefined
    const wasTouched = form.touched.deductions?.[index]?.[name] || form.submitCount > 0
    return (wasTouched && message) || undefined
  }
  const setDeductions = (deductions: MoveOutValues['deductions']) =>
    void form.setFieldValue('deductions', deductions)

  return (
    <>
      <DateField
        label="Moves out"
        name="moveOutDate"
        required
        hint="The last night in the bed"
        min={moveInDate}
        value={values.moveOutDate}
        onChange={(value) => void form.setFieldValue('moveOutDate', value)}
        onBlur={form.handleBlur}
        error={error('moveOutDate')}
      />
      <DateField
        label="Notice given"
        name="noticeDate"
        required
        value={values.noticeDate}
        onChange={(value) => void form.setFieldValue('noticeDate', value)}
        onBlur={form.handleBlur}
        error={error('noticeDate')}
      />
      <Checkbox
        label="Waive the notice shortfall"
        name="waiveNoticeShortfall"
        checked={values.waiveNoticeShortfall}
        onChange={form.handleChange}
      />
      <Checkbox
        label="Waive the lock-in penalty"
        name="waiveLockInPenalty"
        checked={values.waiveLockInPenalty}
        onChange={form.handleChange}
      />
      <StyledSection data-span="full" aria-label="Deductions">
        <h3>Deductions</h3>
        {values.deductions.length === 0 && <p>Dues, final rent and notice are worked out for you.</p>}
        <StyledList>
          {values.deductions.map((deduction, index) => (
            <StyledDeductionRow key={index} aria-label={`Deduction ${index + 1}`}>
              <Select
                label="Kind"
                name={`deductions.${index}.kind`}
                options={MANUAL_DEDUCTIONS}
                value={deduction.kind}
                onChange={form.handleChange}
              />
              <MoneyInput
                label="Amount"
                name={`deductions.${index}.amount`}
                required
                decimalPlaces={decimalPlaces}
                value={deduction.amount}
                onChange={(value) => void form.setFieldValue(`deductions.${index}.amount`, value)}
                onBlur={form.handleBlur}
                error={deductionError(index, 'amount')}
              />
              <TextField
                label="Reason"
                name={`deductions.${index}.reason`}
                value={deduction.reason}
                onChange={form.handleChange}
                onBlur={form.handleBlur}
                error={deductionError(index, 'reason')}
              />
              <Button
                variant="ghost"
                size="small"
                aria-label={`Remove deduction ${index + 1}`}
                onClick={() => setDeductions(values.deductions.filter((_item, at) => at !== index))}
              >
                Remove
              </Button>
            </StyledDeductionRow>
          ))}
        </StyledList>
        <div>
          <Button
            variant="secondary"
            size="small"
            onClick={() => setDeductions([...values.deductions, emptyDeduction()])}
          >
            Add a deduction
          </Button>
        </div>
      </StyledSection>
      <TextField
        label="Why they leave"
        name="reason"
        placeholder="e.g. Course completed"
        value={values.reason}
        onChange={form.handleChange}
        onBlur={form.handleBlur}
        error={error('reason')}
      />
      <TextField
        label="Remarks"
        name="remarks"
        value={values.remarks}
        onChange={form.handleChange}
        onBlur={form.handleBlur}
        error={error('remarks')}
      />
    </>
  )
}
