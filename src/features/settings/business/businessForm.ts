import * as yup from 'yup'
import { gstinProblem } from '../../../app/core/vendors/gstin'
import type { BusinessProfile, BusinessProfileUpdateRequest } from '../settingsApi'
import { stateName } from './indianStates'

export type BusinessValues = {
  name: string
  brand: string
  gstin: string
  taxType: string
  address: string
  stateCode: string
  email: string
}

/** Contract field → form field, for the server's field errors. */
export const BUSINESS_FIELDS = {
  name: 'name',
  brand: 'brand',
  gstin: 'gstin',
  tax_type: 'taxType',
  registered_address: 'address',
  state_code: 'stateCode',
  email: 'email',
} as const satisfies Record<string, keyof BusinessValues>

export const businessValues = (profile: BusinessProfile): BusinessValues => ({
  name: profile.name,
  brand: profile.brand ?? '',
  gstin: profile.gstin ?? '',
  taxType: profile.tax_type,
  address: profile.registered_address ?? '',
  stateCode: profile.state_code ?? '',
  email: profile.email ?? '',
})

const orNull = (text: string) => text.trim() || null

export const businessRequest = (values: BusinessValues): BusinessProfileUpdateRequest => ({
  name: values.name.trim(),
  brand: orNull(values.brand),
  gstin: orNull(values.gstin.toUpperCase()),
  tax_type: values.taxType,
  registered_address: orNull(values.address),
  state_code: orNull(values.stateCode),
  email: orNull(values.email),
})

export const businessSchema = yup.object({
  name: yup.string().trim().required('Enter the business name.').min(2, 'At least 2 characters.').max(80),
  brand: yup.string().max(80, 'At most 80 characters.'),
  email: yup.string().trim().email('Enter an e-mail address like accounts@example.com.').max(120),
  address: yup.string().max(300, 'At most 300 characters.'),
  stateCode: yup.string(),
  taxType: yup.string().required('Pick a tax type.'),
  gstin: yup
    .string()
    .trim()
    .test('gstin', (value, context) => {
      const gstin = (value ?? '').toUpperCase()
      if (!gstin) return true
      const problem = gstinProblem(gstin)
      if (problem) return context.createError({ message: problem })
      const stateCode = (context.parent as BusinessValues).stateCode
      if (stateCode && gstin.slice(0, 2) !== stateCode) {
        return context.createError({
          message: `This GSTIN is registered in ${stateName(gstin.slice(0, 2)) ?? gstin.slice(0, 2)} (${gstin.slice(0, 2)}), but the registered address is in ${stateName(stateCode) ?? stateCode} (${stateCode}).`,
        })
      }
      return true
    }),
})
