import { dialCodeOf } from './dialCodes'

// The sign-in page is the first thing a visitor loads, on any phone and network, so its two one-field forms check
// their input with these few lines rather than with yup and formik (about 22 KB gzipped that only this page would
// load first; see size-budget.json). Forms with more to them use formik and yup.

export type PhoneValues = { iso: string; phone: string }
export type PhoneErrors = Partial<Record<keyof PhoneValues, string>>

/** A mobile number for the chosen country; Indian mobiles have 10 digits and start with 6–9. */
export function phoneErrors({ iso, phone }: PhoneValues): PhoneErrors {
  const errors: PhoneErrors = iso ? {} : { iso: 'Choose a country code' }
  const [min, max] = dialCodeOf(iso).digits
  if (!phone) errors.phone = 'Enter your mobile number'
  else if (!/^\d+$/.test(phone)) errors.phone = 'Use digits only, without spaces or the country code'
  else if (phone.length < min || phone.length > max) errors.phone = 'Check the number of digits'
  else if (iso === 'IN' && !/^[6-9]/.test(phone))
    errors.phone = 'Indian mobile numbers start with 6, 7, 8 or 9'
  return errors
}

/** The one-time code: six digits. */
export function otpError(otp: string): string | undefined {
  if (!otp) return 'Enter the 6-digit code'
  return /^\d{6}$/.test(otp) ? undefined : 'The code has 6 digits'
}
