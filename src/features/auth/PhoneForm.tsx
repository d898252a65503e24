import { useFormik } from 'formik'
import { Button } from '../../design-system/Button'
import { Select } from '../../design-system/Select'
import { TextField } from '../../design-system/TextField'
import { DIAL_CODES, dialCodeOf } from './dialCodes'
import { phoneSchema, type PhoneValues } from './signInSchemas'

export type PhoneFormProps = {
  initial: PhoneValues
  /** Sends the code by SMS, or by a phone call when `byCall`. */
  onSend: (values: PhoneValues, byCall: boolean) => Promise<void>
}

/** Step one of sign-in: the country code and mobile number, then a code by SMS or by call. */
export function PhoneForm({ initial, onSend }: PhoneFormProps) {
  const form = useFormik<PhoneValues & { byCall: boolean }>({
    initialValues: { ...initial, byCall: false },
    validationSchema: phoneSchema,
    onSubmit: ({ byCall, ...values }) => onSend(values, byCall),
  })
  const error = (name: keyof PhoneValues) => (form.touched[name] && form.errors[name]) || undefined
  const sendBy = (byCall: boolean) => {
    void form.setFieldValue('byCall', byCall, false).then(() => form.submitForm())
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        sendBy(false)
      }}
    >
      <Select
        label="Country code"
        name="iso"
        value={form.values.iso}
        onChange={form.handleChange}
        onBlur={form.handleBlur}
        options={DIAL_CODES.map((entry) => ({ value: entry.iso, label: `${entry.country} (${entry.code})` }))}
        error={error('iso')}
      />
      <TextField
        label="Mobile number"
        name="phone"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        prefix={dialCodeOf(form.values.iso).code}
        value={form.values.phone}
        onChange={form.handleChange}
        onBlur={form.handleBlur}
        error={error('phone')}
        required
      />
      <Button type="submit" size="large" fullWidth loading={form.isSubmitting && !form.values.byCall}>
        Send code
      </Button>
      <Button
        variant="ghost"
        fullWidth
        loading={form.isSubmitting && form.values.byCall}
        disabled={form.isSubmitting}
        onClick={() => sendBy(true)}
      >
        Get the code by call
      </Button>
    </form>
  )
}
