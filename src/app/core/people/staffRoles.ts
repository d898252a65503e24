import type { OperatorUser } from './peopleApi.gen'

export type StaffRoleValue = NonNullable<OperatorUser['role']>

/** Each staff role as the screens name it, in the order pickers list them. */
export const STAFF_ROLE_LABELS: Record<StaffRoleValue, string> = {
  ADMIN: 'Owner / admin',
  PROPERTY_MANAGER: 'Property manager',
  WARDEN: 'Warden',
  ACCOUNTANT: 'Accountant',
  RECEPTIONIST: 'Receptionist',
  COOK: 'Cook',
  HOUSEKEEPING: 'Housekeeping',
  SECURITY: 'Security',
  METER_READER: 'Meter reader',
  OTHER: 'Other',
}

export const STAFF_ROLE_OPTIONS = (Object.keys(STAFF_ROLE_LABELS) as StaffRoleValue[]).map((value) => ({
  value,
  label: STAFF_ROLE_LABELS[value],
}))

/** "Operator" for the operator, the role's label for staff. */
export const userRoleLabel = (user: Pick<OperatorUser, 'user_type' | 'role'>): string =>
  user.user_type === 'operator' ? 'Operator' : user.role ? STAFF_ROLE_LABELS[user.role] : 'Staff'
