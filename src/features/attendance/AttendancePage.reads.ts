import { readListQuery, type ListQuery } from '../../app/core/listState/listQuery'
import type { AppDispatch } from '../../app/core/store'
import { defaultTabOf } from '../../app/routes/listScreens'
import { PATHS } from '../../app/routes/paths'
import type { ScreenAddress } from '../../app/routes/Screen'
import { attendanceApi, type AttendancePropertyOption } from './attendanceApi'
import type { OutpassStatus, OutpassType } from './attendanceApi.gen'
import { today } from '../../app/core/today'
import { PASS_STATUSES, PASS_TYPES } from './labels'

export type AttendanceScreenTab = 'attendance' | 'outpass'

export const tabOf = (tab: string | undefined): AttendanceScreenTab =>
  tab === 'outpass' ? 'outpass' : 'attendance'

/** The address's property when the operator has it, else their first. */
export const propertyOf = ({ filters }: ListQuery, properties: readonly AttendancePropertyOption[]) =>
  properties.find((option) => option.id === Number(filters.property_id)) ?? properties[0]

/** The address's night (tonight by default), whether it is ahead (nothing to ask), and the roll-call's arguments. */
export function rollCallOf({ filters }: ListQuery, propertyId: number, now: string) {
  const date = filters.date ?? now
  return { date, future: date > now, args: { id: propertyId, attendanceDate: date, limit: 50 } }
}

const isStatus = (value: string | undefined): value is OutpassStatus =>
  PASS_STATUSES.includes(value as OutpassStatus)
const isType = (value: string | undefined): value is OutpassType => PASS_TYPES.includes(value as OutpassType)

/** The pass filters of the address for one property, and the page's arguments: for the tab and for prefetch. */
export function outpassArgs({ filters, page, rowsPerPage }: ListQuery, propertyId: number) {
  const query = {
    status: isStatus(filters.status) ? filters.status : undefined,
    type: isType(filters.type) ? filters.type : undefined,
    propertyIds: String(propertyId),
    fromDate: filters.from_date,
    toDate: filters.to_date,
    searchText: filters.search_text,
  }
  return { query, args: { offset: (page - 1) * rowsPerPage, limit: rowsPerPage, ...query } }
}

/**
 * Opening the app on this screen asks for the property picker while the session is checked, then, as the open tab
 * needs a property, for that property's roll-call or passes as soon as the picker has answered.
 */
export async function prefetch(dispatch: AppDispatch, { search }: ScreenAddress) {
  const list = readListQuery(search, defaultTabOf(PATHS.attendance))
  const picker = dispatch(attendanceApi.endpoints.listAttendanceProperties.initiate(''))
  const { data } = await picker
  picker.unsubscribe()
  const property = propertyOf(list, data?.data.results ?? [])
  if (!property) return
  if (tabOf(list.tab) === 'outpass') {
    dispatch(attendanceApi.util.prefetch('listOutpasses', outpassArgs(list, property.id).args, {}))
    return
  }
  const { future, args } = rollCallOf(list, property.id, today())
  if (!future) dispatch(attendanceApi.util.prefetch('listAttendanceFloors', args, {}))
}
