import { http, HttpResponse } from 'msw'
import type { OperatorUser } from './peopleApi.gen'

/* Fixtures and an msw handler for the user picker, for stories and unit tests of any feature. */

export const operatorUser: OperatorUser = {
  id: 1,
  name: 'Asha Menon',
  phone_number: '9800000001',
  user_type: 'operator',
  role: null,
  is_active: true,
  can_collect_cash: true,
  property_ids: [],
  all_properties: true,
}

const STAFF_NAMES = ['Ravi Kumar', 'Meena Iyer', 'Suresh Patil', 'Farah Khan', 'Gopal Rao', 'Lakshmi Das']
const ROLES = ['WARDEN', 'ACCOUNTANT', 'PROPERTY_MANAGER', 'SECURITY', 'COOK', 'HOUSEKEEPING'] as const

/** `count` staff (ids 101…), every third without cash rights, each at property 1 or 2 in turn. */
export const makeStaffUsers = (count: number): OperatorUser[] =>
  Array.from({ length: count }, (_, at) => ({
    id: 101 + at,
    name: at < STAFF_NAMES.length ? STAFF_NAMES[at] : `Staff Member ${at + 1}`,
    phone_number: `97000${String(at).padStart(5, '0')}`,
    user_type: 'staff',
    role: ROLES[at % ROLES.length],
    is_active: true,
    can_collect_cash: at % 3 !== 2,
    property_ids: [1 + (at % 2)],
    all_properties: false,
  }))

/** What the handler was asked, for play functions and tests to check. */
export type UsersQueryLog = URLSearchParams[]

/** GET user/list over `users` with the contract's filters and paging; each query's parameters go to `log`. */
export const usersHandler = (users: readonly OperatorUser[], log: UsersQueryLog = []) =>
  http.get('*/user/api/v1/operator/user/list', ({ request }) => {
    const params = new URL(request.url).searchParams
    log.push(params)
    const name = params.get('name')?.toLowerCase()
    const propertyId = params.get('property_id')
    const matching = users.filter(
      (user) =>
        (!name || user.name.toLowerCase().includes(name) || user.phone_number.includes(name)) &&
        (params.get('can_collect_cash') !== 'true' || user.can_collect_cash) &&
        (params.get('is_active') == null || String(user.is_active) === params.get('is_active')) &&
        (!propertyId || user.all_properties || user.property_ids.includes(Number(propertyId))),
    )
    const offset = Number(params.get('offset') ?? 0)
    const limit = Number(params.get('limit') ?? 15)
    return HttpResponse.json({
      data: { count: matching.length, results: matching.slice(offset, offset + limit) },
    })
  })
