import type { FormikProps } from 'formik'
import { useId } from 'react'
import { Checkbox } from '../../../design-system/Checkbox'
import type { SelectOption } from '../../../design-system/Select'
import { TextArea } from '../../../design-system/TextArea'
import { TextField } from '../../../design-system/TextField'
import { RECORD_KIND_LABELS, RECORD_KINDS, VENDOR_SERVICE_LABELS, VENDOR_SERVICES } from './vendorLabels'
import type { VendorValues } from './vendorSchema'
import { StyledFieldError, StyledFieldset, StyledHint } from './VendorFormFields.styles'

export type VendorFormFieldsProps = {
  /** The caller's formik form (initial values from newVendorValues or vendorValues, schema vendorSchema). */
  form: FormikProps<VendorValues>
  /** The operator's properties; when given, the vendor can be limited to some of them (none ticked means all). */
  propertyOptions?: readonly SelectOption[]
}

type ListName = 'services' | 'recordKinds' | 'propertyIds'
type TextName = Exclude<keyof VendorValues, ListName>

/** The vendor form's fields, to put inside the caller's form grid (StyledFormGrid) before its actions. */
export function VendorFormFields({ form, propertyOptions }: VendorFormFieldsProps) {
  const id = useId()
  const { values } = form
  const error = (name: keyof VendorValues) => {
    const message = form.errors[name]
    return (form.touched[name] || form.submitCount > 0) && typeof message === 'string' ? message : undefined
  }
  const text = (name: TextName) => ({ ...form.getFieldProps(name), error: error(name) })
  const toggle = (name: ListName, value: string, checked: boolean) => {
    const list: readonly string[] = values[name]
    void form.setFieldValue(name, checked ? [...list, value] : list.filter((item) => item !== value))
  }
  const choices = (name: ListName, legend: string, options: readonly SelectOption[], hint?: string) => {
    const message = error(name)
    const errorId = `${id}-${name}-error`
    return (
      <div data-span="full">
        <StyledFieldset aria-describedby={message ? errorId : undefined}>
          <legend>{legend}</legend>
          {options.map((option) => (
            <Checkbox
              key={option.value}
              label={option.label}
              checked={(values[name] as readonly string[]).includes(option.value)}
              onChange={(event) => toggle(name, option.value, event.target.checked)}
            />
          ))}
          {hint && <StyledHint>{hint}</StyledHint>}
          {message && (
            <StyledFieldError id={errorId} role="alert">
              {message}
            </StyledFieldError>
          )}
        </StyledFieldset>
      </div>
    )
  }

  return (
    <>
      <TextField label="Vendor name" required autoComplete="off" {...text('name')} />
      <TextField label="Phone number" type="tel" required autoComplete="off" {...text('phone')} />
      {choices(
        'services',
        'Services',
        VENDOR_SERVICES.map((service) => ({ value: service, label: VENDOR_SERVICE_LABELS[service] })),
      )}
      {choices(
        'recordKinds',
        'Used for',
        RECORD_KINDS.map((kind) => ({ value: kind, label: RECORD_KIND_LABELS[kind] })),
      )}
      <TextField label="Contact person" autoComplete="off" {...text('contactName')} />
      <TextField label="Email" type="email" autoComplete="off" {...text('email')} />
      <TextField
        label="GSTIN"
        autoComplete="off"
        maxLength={15}
        hint="15 characters; the PAN is inside it"
        {...text('gstin')}
      />
      <TextField label="PAN" autoComplete="off" maxLength={10} {...text('pan')} />
      <TextField label="UPI id" autoComplete="off" {...text('upiId')} />
      <TextField label="Bank account name" autoComplete="off" {...text('bankAccountName')} />
      <TextField
        label="Bank account number"
        inputMode="numeric"
        autoComplete="off"
        {...text('bankAccountNumber')}
      />
      <TextField label="IFSC" autoComplete="off" maxLength={11} {...text('bankIfsc')} />
      <div data-span="full">
        <TextArea label="Address" maxLength={500} {...text('address')} />
      </div>
      {propertyOptions &&
        propertyOptions.length > 0 &&
        choices('propertyIds', 'Serves', propertyOptions, 'None ticked: every property.')}
    </>
  )
}
