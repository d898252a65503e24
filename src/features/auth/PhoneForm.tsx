import { useState, type ChangeEvent } from 'react'
import { Button } from '../../design-system/Button'
import { Select } from '../../design-system/Select'
import { TextField } from '../../design-system/TextField'
import { DIAL_CODES, dialCodeOf } from './dialCodes'
import { phoneErrors, type PhoneValues } from './signInRules'

export type PhoneFormProps = {
  initial: PhoneValues
  /** Sends the code by SMS, or by a phone call when `byCall`. */
  onSend: (values: PhoneValues, byCall: boolean) => Promise<void>
}

/** Step one of sign-in: the country code and mobile number, then a code by SMS or by call. */
export function PhoneForm({ initial, onSend }: PhoneFormProps) {
  const [values, setValues] = useState(initial)
  const [touched, setTouched] = useState<Partial<Record<keyof PhoneValues, boolean>>>({})
  const [sending, setSending] = useState<'sms' | 'call' | null>(null)
  const errors = phoneErrors(values)
  const error = (name: keyof PhoneValues) => (touched[name] && errors[name]) || undefined
  const change = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    setValues((current) => ({ ...current, [event.target.name]: event.target.value }))
  const blur = (event: { target: { name: string } }) =>
    setTouched((current) => ({ ...current, [event.target.name]: true }))
  const sendBy = (byCall: boolean) => {
    setTouched({ iso: true, phone: true })
    if (sending || Object.keys(errors).length > 0) return
    setSending(byCall ? 'call' : 'sms')
    void onSend(values, byCall).finally(() => setSending(null))
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
        value={values.iso}
        onChange={change}
        onBlur={blur}
        options={DIAL_CODES.map((entry) => ({ value: entry.iso, label: `${entry.country} (${entry.code})` }))}
        error={error('iso')}
      />
      <TextField
        label="Mobile number"
        name="phone"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        prefix={dialCodeOf(values.iso).code}
        value={values.phone}
        onChange={change}
        onBlur={blur}
        error={error('phone')}
        required
      />
      <Button type="submit" size="large" fullWidth loading={sending === 'sms'}>
        Send code
      </Button>
      <Button
        variant="ghost"
        fullWidth
        loading={sending === 'call'}
        disabled={sending !== null}
        onClick={() => sendBy(true)}
      >
        Get the code by call
      </Button>
    </form>
  )
}
