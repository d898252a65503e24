import { object, string } from 'yup'
import { dialCodeOf } from './dialCodes'

export type PhoneValues = { iso: string; phone: string }

/** A mobile number for the chosen country; Indian mobiles have 10 digits and start with 6–9. */
export const phoneSchema = object({
  iso: string().required('Choose a country code'),
  phone: string()
    .required('Enter your mobile number')
    .matches(/^\d+$/, 'Use digits only, without spaces or the country code')
    .test('length', 'Check the number of digits', function (value) {
      const [min, max] = dialCodeOf(this.parent.iso as string).digits
      return !value || (value.length >= min && value.length <= max)
    })
    .test('indian-mobile', 'Indian mobile numbers start with 6, 7, 8 or 9', function (value) {
      return this.parent.iso !== 'IN' || !value || /^[6-9]/.test(value)
    }),
})

export type OtpValues = { otp: string }

export const otpSchema = object({
  otp: string()
    .required('Enter the 6-digit code')
    .matches(/^\d{6}$/, 'The code has 6 digits'),
})

export type SignupValues = { name: string; brand: string; email: string }

export const signupSchema = object({
  name: string()
    .trim()
    .required('Enter your name')
    .min(2, 'Enter your full name')
    .max(80, 'Keep it under 80 characters'),
  brand: string()
    .trim()
    .required('Enter the name tenants know your business by')
    .max(80, 'Keep it under 80 characters'),
  email: string().trim().email('Enter a valid email address, or leave it empty').max(120),
})
