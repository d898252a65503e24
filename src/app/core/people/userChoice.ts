import type { OperatorUser } from './peopleApi.gen'

/**
 * A picked user as a form value: '' (nobody named), 'operator:<id>' or 'staff:<id>'. A string so formik and a
 * native select hold it as is.
 */
export type UserChoice = string

export const userChoiceOf = (user: Pick<OperatorUser, 'user_type' | 'id'>): UserChoice =>
  `${user.user_type}:${user.id}`

/** The staff id a record should name, or undefined when nobody or the operator was picked (the record then names the operator). */
export function staffIdOfChoice(choice: UserChoice): number | undefined {
  const match = /^staff:(\d+)$/.exec(choice)
  return match ? Number(match[1]) : undefined
}

/** The choice naming a staff id from a record (null or undefined: nobody). */
export const choiceOfStaffId = (staffId: number | null | undefined): UserChoice =>
  staffId == null ? '' : `staff:${staffId}`
