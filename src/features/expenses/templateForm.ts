import { object, string } from 'yup'
import { paiseToRupeesText, rupeesToPaise } from '../../design-system/MoneyInput'
import type {
  ExpenseFrequency,
  ExpensePaymentModeCode,
  ExpenseTemplate,
  ExpenseTemplateCreateRequest,
  ExpenseTemplateUpdateRequest,
  GstRate,
} from './expensesApi'
import { ALL_PROPERTIES } from './expenseForm'

export type TemplateValues = {
  name: string
  property: string
  category: string
  vendor: string
  amount: string
  gstRate: string
  mode: ExpensePaymentModeCode | ''
  frequency: ExpenseFrequency
  day: string
  startsOn: string
  endsOn: string
  notes: string
}

/** Contract field → form field, for the provider's 400/409 field errors. */
export const TEMPLATE_FIELDS: Record<string, keyof TemplateValues> = {
  name: 'name',
  property_id: 'property',
  category_id: 'category',
  vendor_id: 'vendor',
  amount_paise: 'amount',
  gst_rate_percent: 'gstRate',
  payment_mode: 'mode',
  frequency: 'frequency',
  day_of_month: 'day',
  starts_on: 'startsOn',
  ends_on: 'endsOn',
  notes: 'notes',
}

export const newTemplateValues = (today: string): TemplateValues => ({
  name: '',
  property: '',
  category: '',
  vendor: '',
  amount: '',
  gstRate: '0',
  mode: '',
  frequency: 'MONTHLY',
  day: '1',
  startsOn: today,
  endsOn: '',
  notes: '',
})

export const templateValues = (template: ExpenseTemplate, decimalPlaces = 2): TemplateValues => ({
  name: template.name,
  property: template.property_id == null ? ALL_PROPERTIES : String(template.property_id),
  category: String(template.category_id),
  vendor: template.vendor_id == null ? '' : String(template.vendor_id),
  amount: paiseToRupeesText(template.amount_paise, decimalPlaces),
  gstRate: String(template.gst_rate_percent),
  mode: template.payment_mode,
  frequency: template.frequency,
  day: String(template.day_of_month),
  startsOn: template.starts_on,
  endsOn: template.ends_on ?? '',
  notes: template.notes ?? '',
})

export const templateSchema = () =>
  object({
    name: string()
      .trim()
      .required('Enter a name, e.g. Building rent')
      .max(100, 'Keep the name under 100 characters'),
    property: string().required('Choose a property, or All properties'),
    category: string().required('Choose the category'),
    amount: string()
      .required('Enter the amount')
      .test('positive', 'Enter an amount in rupees, more than zero', (value) => {
        const paise = value ? rupeesToPaise(value) : null
        return !value || (paise !== null && paise > 0)
      }),
    mode: string().required('Choose how it is paid'),
    day: string()
      .required('Enter the day of the month')
      .matches(/^\d+$/, 'Enter a day from 1 to 28')
      .test(
        'range',
        'Enter a day from 1 to 28',
        (value) => !value || (Number(value) >= 1 && Number(value) <= 28),
      ),
    startsOn: string().required('Enter the first date'),
    endsOn: string().test(
      'after',
      'The last date must be after the first',
      (value, context) => !value || value > String((context.parent as TemplateValues).startsOn),
    ),
    notes: string().trim().max(1000, 'Keep the notes under 1,000 characters'),
  })

const propertyIdOf = (values: TemplateValues) =>
  values.property === ALL_PROPERTIES ? null : Number(values.property)

export function templateCreateRequest(values: TemplateValues): ExpenseTemplateCreateRequest {
  const notes = values.notes.trim()
  return {
    name: values.name.trim(),
    property_id: propertyIdOf(values),
    category_id: Number(values.category),
    ...(values.vendor && { vendor_id: Number(values.vendor) }),
    amount_paise: rupeesToPaise(values.amount) ?? 0,
    gst_rate_percent: Number(values.gstRate) as GstRate,
    payment_mode: values.mode as ExpensePaymentModeCode,
    frequency: values.frequency,
    day_of_month: Number(values.day),
    starts_on: values.startsOn,
    ...(values.endsOn && { ends_on: values.endsOn }),
    ...(notes && { notes }),
  }
}

/** The edit body (frequency and first date are fixed once created): emptied fields as null. */
export function templateUpdateRequest(values: TemplateValues): ExpenseTemplateUpdateRequest {
  return {
    name: values.name.trim(),
    property_id: propertyIdOf(values),
    category_id: Number(values.category),
    vendor_id: values.vendor ? Number(values.vendor) : null,
    amount_paise: rupeesToPaise(values.amount) ?? 0,
    gst_rate_percent: Number(values.gstRate) as GstRate,
    payment_mode: values.mode as ExpensePaymentModeCode,
    day_of_month: Number(values.day),
    ends_on: values.endsOn || null,
    notes: values.notes.trim() || null,
  }
}
