import { object, string } from 'yup'
import type { ComplaintCreateRequest, ComplaintPriority } from './complaintsApi'

export type RaiseValues = {
  propertyId: string
  roomId: string
  tenantId: string
  typeId: string
  priority: ComplaintPriority
  title: string
  description: string
  raisedBy: string
}

/** Contract field → form field, for serverFieldErrors. */
export const RAISE_FIELDS: Record<string, keyof RaiseValues> = {
  property_id: 'propertyId',
  room_id: 'roomId',
  tenant_id: 'tenantId',
  type_id: 'typeId',
  priority: 'priority',
  title: 'title',
  description: 'description',
  raised_by_name: 'raisedBy',
}

export const newRaiseValues = (propertyId?: number): RaiseValues => ({
  propertyId: propertyId === undefined ? '' : String(propertyId),
  roomId: '',
  tenantId: '',
  typeId: '',
  priority: 'MEDIUM',
  title: '',
  description: '',
  raisedBy: '',
})

export const raiseSchema = object({
  propertyId: string().required('Choose the property'),
  typeId: string().required('Choose the type of complaint'),
  title: string()
    .trim()
    .required('Enter a title')
    .min(3, 'Enter at least 3 characters')
    .max(120, 'Keep the title under 120 characters'),
  description: string().max(2000, 'Keep the description under 2,000 characters'),
  raisedBy: string()
    .trim()
    .test('raised-by', 'Enter at least 2 characters', (value) => !value || value.length >= 2)
    .max(100, 'Keep the name under 100 characters'),
})

/** Form values and chosen files → the multipart createComplaint request; empty optional fields left out. */
export function raiseRequest(values: RaiseValues, files: readonly File[]): ComplaintCreateRequest {
  const id = (value: string) => (value === '' ? undefined : Number(value))
  const text = (value: string) => value.trim() || undefined
  const request: ComplaintCreateRequest = {
    property_id: Number(values.propertyId),
    type_id: Number(values.typeId),
    priority: values.priority,
    title: values.title.trim(),
  }
  const optional = {
    room_id: id(values.roomId),
    tenant_id: id(values.tenantId),
    description: text(values.description),
    raised_by_name: text(values.raisedBy),
    file: files.length > 0 ? [...files] : undefined,
  }
  return Object.assign(
    request,
    Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== undefined)),
  )
}
