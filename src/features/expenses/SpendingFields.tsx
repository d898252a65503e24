import type { FormikProps } from 'formik'
import { MoneyInput } from '../../design-system/MoneyInput'
import { Select } from '../../design-system/Select'
import { ALL_PROPERTIES } from './expenseForm'
import { useListExpenseCategoriesQuery, type ExpensePropertyOption } from './expensesApi'
import { categoryOptions, GST_OPTIONS } from './expenseText'
import { VendorPicker } from './VendorPicker'

/** The fields an expense and a recurring expense share, by the same names in both forms. */
export type SpendingValues = {
  property: string
  category: string
  vendor: string
  amount: string
  gstRate: string
}

export type SpendingFieldsProps<V extends SpendingValues> = {
  form: FormikProps<V>
  /** A field's message once touched or submitted. */
  error: (name: keyof SpendingValues) => string | undefined
  properties: readonly ExpensePropertyOption[]
  /** The vendor the record names now (it may be inactive, so not in the picker's list). */
  currentVendor: { id: number; name: string } | null
  decimalPlaces: number
}

/** Where the money went and how much: property (or all, split by beds), category, vendor, amount and GST rate. */
export function SpendingFields<V extends SpendingValues>({
  form,
  error,
  properties,
  currentVendor,
  decimalPlaces,
}: SpendingFieldsProps<V>) {
  const { data: categories } = useListExpenseCategoriesQuery({ limit: 100 })
  const { values } = form
  return (
    <>
      <Select
        label="Property"
        required
        placeholder="Choose a property"
        options={[
          { value: ALL_PROPERTIES, label: 'All properties' },
          ...properties.map((property) => ({ value: String(property.id), label: property.property_name })),
        ]}
        hint={values.property === ALL_PROPERTIES ? 'Split across properties by beds' : undefined}
        {...form.getFieldProps('property')}
        error={error('property')}
      />
      <Select
        label="Category"
        required
        placeholder="Choose a category"
        options={categoryOptions(categories?.data.results ?? [])}
        {...form.getFieldProps('category')}
        error={error('category')}
      />
      <div data-span="full">
        <VendorPicker
          value={values.vendor}
          onChange={(value) => void form.setFieldValue('vendor', value)}
          properties={properties}
          error={error('vendor')}
          current={currentVendor}
        />
      </div>
      <MoneyInput
        label="Amount (with GST)"
        name="amount"
        required
        decimalPlaces={decimalPlaces}
        value={values.amount}
        onChange={(value) => void form.setFieldValue('amount', value)}
        onBlur={form.handleBlur}
        error={error('amount')}
      />
      <Select
        label="GST rate"
        options={GST_OPTIONS}
        {...form.getFieldProps('gstRate')}
        error={error('gstRate')}
      />
    </>
  )
}
