import { addDays, kolkataDate } from '../calendar'
import type { TestServer } from './testServer'

/** Paths of the houseRules tag's operations, for tests. */
export const houseRulePaths = {
  rules: (query = '') => `/property/api/v1/operator/house_rules${query}`,
  versions: (query: string) => `/property/api/v1/operator/house_rules/versions${query}`,
  setDefault: (rule: string) => `/property/api/v1/operator/house_rules/defaults/${rule}`,
  setProperty: (id: number, rule: string) => `/property/api/v1/operator/house_rules/property/${id}/${rule}`,
  remove: (id: number, rule: string) => `/property/api/v1/operator/house_rules/property/${id}/${rule}/remove`,
}

/**
 * Calls every operation of the houseRules tag once with a valid request, for the contract walk: the day's rules,
 * a default and a property's override from a later date, the override's removal and the rule's versions.
 */
export async function exerciseHouseRules(server: TestServer, token: string, propertyId = 1): Promise<void> {
  const call = <T>(method: string, path: string, body?: unknown) =>
    server.call<T>(method, path, { token, body })
  const later = addDays(kolkataDate(server.clock.now()), 30)
  await call('GET', houseRulePaths.rules())
  await call('PUT', houseRulePaths.setDefault('GRACE_DAYS'), {
    effective_from: later,
    value: { grace_days: 4 },
  })
  await call('PUT', houseRulePaths.setProperty(propertyId, 'GRACE_DAYS'), {
    effective_from: later,
    value: { grace_days: 2 },
  })
  await call('POST', houseRulePaths.remove(propertyId, 'GRACE_DAYS'), { effective_from: addDays(later, 1) })
  await call('GET', houseRulePaths.versions(`?rule=GRACE_DAYS&property_id=${propertyId}`))
}
