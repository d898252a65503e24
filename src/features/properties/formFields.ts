import { useFormikContext } from 'formik'
import type { PropertyFormValues } from './propertyForm'

type Name = keyof PropertyFormValues
type TextName = { [K in Name]: PropertyFormValues[K] extends string ? K : never }[Name]
type ToggleName = { [K in Name]: PropertyFormValues[K] extends boolean ? K : never }[Name]

/** Props for the design-system controls of the property form, with each field's error once it was touched. */
export function usePropertyFields() {
  const form = useFormikContext<PropertyFormValues>()
  const error = (name: Name) => (form.touched[name] && form.errors[name]) || undefined
  return {
    values: form.values,
    /** TextField, TextArea and Select: the native change and blur events. */
    text: (name: TextName) => ({ ...form.getFieldProps<string>(name), error: error(name) }),
    /** NumericInput and MoneyInput: the sanitised text. */
    numeric: (name: TextName) => ({
      name,
      value: form.values[name],
      onChange: (value: string) => void form.setFieldValue(name, value),
      onBlur: form.handleBlur,
      error: error(name),
    }),
    /** Switch and Checkbox-like on/off controls. */
    toggle: (name: ToggleName) => ({
      name,
      checked: form.values[name],
      onChange: (checked: boolean) => void form.setFieldValue(name, checked),
    }),
  }
}
