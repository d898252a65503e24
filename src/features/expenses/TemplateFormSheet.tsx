import { useFormik } from 'formik'
import { useAppDispatch } from '../../app/core/hooks'
import { serverFieldErrors } from '../../app/core/serverErrors'
import { useOperator } from '../../app/core/session/useOperator'
import { panelClosed } from '../../app/core/sideSheet/sideSheetSlice'
import { today } from '../../app/core/today'
import { Button } from '../../design-system/Button'
import { DateField } from '../../design-system/DateField'
import { NumericInput } from '../../design-system/NumericInput'
import { Select } from '../../design-system/Select'
import { StyledActions, StyledFormGrid } from '../../design-system/SheetLayout'
import { TextArea } from '../../design-system/TextArea'
import { TextField } from '../../design-system/TextField'
import {
  useCreateExpenseTemplateMutation,
  useListExpensePropertyOptionsQuery,
  useUpdateExpenseTemplateMutation,
  type ExpenseTemplate,
} from './expensesApi'
import { FREQUENCY_OPTIONS, PAYMENT_MODE_OPTIONS } from './expenseText'
import { SpendingFields } from './SpendingFields'
import {
  newTemplateValues,
  TEMPLATE_FIELDS,
  templateCreateRequest,
  templateSchema,
  templateUpdateRequest,
  templateValues,
  type TemplateValues,
} from './templateForm'

export type TemplateFormSheetProps = {
  panelId: number
  /** The recurring expense to edit, as its row in the list; without one the sheet adds one. */
  template?: ExpenseTemplate
}

/** Adds a recurring expense, or edits one. */
export default function TemplateFormSheet({ panelId, template }: TemplateFormSheetProps) {
  return <TemplateForm panelId={panelId} template={template} />
}

function TemplateForm({ panelId, template }: { panelId: number; template?: ExpenseTemplate }) {
  const dispatch = useAppDispatch()
  const decimalPlaces = useOperator()?.decimal_places ?? 2
  const [createTemplate] = useCreateExpenseTemplateMutation()
  const [updateTemplate] = useUpdateExpenseTemplateMutation()
  const { data: properties } = useListExpensePropertyOptionsQuery(undefined)
  const propertyList = properties?.data.results ?? []
  const form = useFormik<TemplateValues>({
    initialValues: template ? templateValues(template, decimalPlaces) : newTemplateValues(today()),
    validationSchema: templateSchema(),
    onSubmit: async (values, helpers) => {
      const result = template
        ? await updateTemplate({
            id: template.id,
            expenseTemplateUpdateRequest: templateUpdateRequest(values),
          })
        : await createTemplate({ expenseTemplateCreateRequest: templateCreateRequest(values) })
      if (result.error) {
        helpers.setErrors(serverFieldErrors(result.error, TEMPLATE_FIELDS))
        return
      }
      dispatch(panelClosed(panelId))
    },
  })
  const { values } = form
  const error = (name: keyof TemplateValues) => {
    const message = form.errors[name]
    return (form.touched[name] || form.submitCount > 0) && typeof message === 'string' ? message : undefined
  }

  return (
    <StyledFormGrid
      noValidate
      onSubmit={form.handleSubmit}
      aria-label={template ? 'Edit recurring expense' : 'Add recurring expense'}
    >
      <div data-span="full">
        <TextField
          label="Name"
          required
          placeholder="e.g. Building rent"
          {...form.getFieldProps('name')}
          error={error('name')}
        />
      </div>
      <SpendingFields
        form={form}
        error={error}
        properties={propertyList}
        currentVendor={
          template?.vendor_id ? { id: template.vendor_id, name: template.vendor_name ?? '' } : null
        }
        decimalPlaces={decimalPlaces}
      />
      <Select
        label="Payment mode"
        required
        placeholder="Choose a mode"
        options={PAYMENT_MODE_OPTIONS}
        {...form.getFieldProps('mode')}
        error={error('mode')}
      />
      <Select
        label="Frequency"
        required
        disabled={template !== undefined}
        options={FREQUENCY_OPTIONS}
        {...form.getFieldProps('frequency')}
        error={error('frequency')}
      />
      <NumericInput
        label="Day of the month"
        name="day"
        required
        hint="1 to 28"
        value={values.day}
        onChange={(value) => void form.setFieldValue('day', value)}
        onBlur={form.handleBlur}
        error={error('day')}
      />
      <DateField
        label="First date"
        name="startsOn"
        required
        disabled={template !== undefined}
        value={values.startsOn}
        onChange={(value) => void form.setFieldValue('startsOn', value)}
        onBlur={form.handleBlur}
        error={error('startsOn')}
      />
      <DateField
        label="Last date"
        name="endsOn"
        hint="Leave empty to keep it going"
        min={values.startsOn || undefined}
        value={values.endsOn}
        onChange={(value) => void form.setFieldValue('endsOn', value)}
        onBlur={form.handleBlur}
        error={error('endsOn')}
      />
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
          {template ? 'Save changes' : 'Add recurring expense'}
        </Button>
      </StyledActions>
    </StyledFormGrid>
  )
}
