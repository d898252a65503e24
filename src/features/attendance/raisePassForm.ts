import * as yup from 'yup'
import type { OutpassCreateRequest, OutpassType } from './attendanceApi.gen'
import { kolkataInstant } from '../../app/core/kolkataTime'

export type RaisePassValues = {
  tenantId: string
  type: OutpassType | ''
  fromDate: string
  fromTime: string
  toDate: string
  toTime: string
  destination: string
  reason: string
  contactPhone: string
  guardianApproved: boolean
}

export const raisePassValues = (today: string): RaisePassValues => ({
  tenantId: '',
  type: '',
  fromDate: today,
  fromTime: '',
  toDate: today,
  toTime: '',
  destination: '',
  reason: '',
  contactPhone: '',
  guardianApproved: false,
})

/** Contract field → form field, for the server's field errors. */
export const RAISE_PASS_FIELDS: Record<string, keyof RaisePassValues> = {
  tenant_id: 'tenantId',
  type: 'type',
  from_at: 'fromTime',
  to_at: 'toTime',
  destination: 'destination',
  reason: 'reason',
  contact_phone: 'contactPhone',
  guardian_approved: 'guardianApproved',
}

const TIME = /^([01][0-9]|2[0-3]):[0-5][0-9]$/

const fromOf = (values: Pick<RaisePassValues, 'fromDate' | 'fromTime'>) =>
  `${values.fromDate}T${values.fromTime}`
const toOf = (values: Pick<RaisePassValues, 'toDate' | 'toTime'>) => `${values.toDate}T${values.toTime}`

export const raisePassSchema = yup.object({
  tenantId: yup.string().required('Choose the resident'),
  type: yup.string().required('Choose the kind of pass'),
  fromDate: yup.string().required('Enter the day they leave'),
  fromTime: yup.string().required('Enter the time they leave').matches(TIME, 'Enter a time as HH:mm'),
  toDate: yup.string().required('Enter the day they return'),
  toTime: yup
    .string()
    .required('Enter the time they return')
    .matches(TIME, 'Enter a time as HH:mm')
    .test('after-from', 'The return must be after the leaving time', function after() {
      const values = this.parent as RaisePassValues
      // Same-length 'yyyy-MM-ddTHH:mm' strings compare as the moments they name.
      return !values.fromDate || !values.toDate || toOf(values) > fromOf(values)
    }),
  destination: yup
    .string()
    .trim()
    .required('Enter where they are going')
    .min(2, 'Enter at least 2 characters'),
  reason: yup.string().trim().required('Enter the reason').min(2, 'Enter at least 2 characters'),
  contactPhone: yup
    .string()
    .matches(/^[0-9]{6,15}$/, { message: 'Enter 6 to 15 digits', excludeEmptyString: true }),
  guardianApproved: yup.boolean(),
})

/** The create request; times are on the Kolkata clock. */
export function raisePassRequest(values: RaisePassValues): OutpassCreateRequest {
  return {
    tenant_id: Number(values.tenantId),
    type: values.type as OutpassType,
    from_at: kolkataInstant(values.fromDate, values.fromTime),
    to_at: kolkataInstant(values.toDate, values.toTime),
    destination: values.destination.trim(),
    reason: values.reason.trim(),
    ...(values.contactPhone ? { contact_phone: values.contactPhone } : {}),
    ...(values.guardianApproved ? { guardian_approved: true } : {}),
  }
}
