export { UserPicker, USER_PICKER_LIMIT, type UserPickerProps } from './UserPicker'
export { choiceOfStaffId, staffIdOfChoice, userChoiceOf, type UserChoice } from './userChoice'
export { STAFF_ROLE_LABELS, STAFF_ROLE_OPTIONS, userRoleLabel, type StaffRoleValue } from './staffRoles'
export { useListUsersQuery, type OperatorUser } from './peopleApi.gen'
