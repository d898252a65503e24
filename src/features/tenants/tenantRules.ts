import { string } from 'yup'
import { rupeesToPaise } from '../../design-system/MoneyInput'

/* The yup rules the add-tenant and edit-profile forms share, so a resident is checked the same way twice. */

export const INDIAN_MOBILE = /^[6-9]\d{9}$/

export const mobileRule = () =>
  string().required('Enter the phone number').matches(INDIAN_MOBILE, {
    message: 'Enter a 10-digit mobile number starting with 6, 7, 8 or 9',
    excludeEmptyString: true,
  })

export const nameRule = () =>
  string().trim().required('Enter the name').max(100, 'Keep the name under 100 characters')

export const genderRule = () => string().required('Choose the gender')

export const emailRule = () => string().email('Enter a valid email address')

export const companyRule = () => string().max(100, 'Keep the company under 100 characters')

/** A required amount in rupees, e.g. `amountRule('deposit')`. */
export const amountRule = (label: string) =>
  string()
    .required(`Enter the ${label}`)
    .test('amount', `Enter the ${label} in rupees`, (value) => !value || rupeesToPaise(value) !== null)

/** A positive rent in rupees. */
export const rentRule = () =>
  amountRule('monthly rent').test(
    'positive',
    'Rent must be more than ₹0',
    (value) => !value || (rupeesToPaise(value) ?? 0) > 0,
  )
