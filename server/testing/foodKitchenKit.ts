import { addDays, kolkataDate } from '../calendar'
import type { TestServer } from './testServer'

/**
 * Calls every kitchen operation of the food tag once with a valid request, for the contract walk: today's
 * headcount, guests logged for the day after tomorrow's dinner (well before its cut-off), the kitchen sheet of
 * the next meal and the last 30 days' analytics.
 */
export async function exerciseFoodKitchen(server: TestServer, token: string, propertyId = 1): Promise<void> {
  const call = (method: string, path: string, body?: unknown) => server.call(method, path, { token, body })
  const food = '/food/api/v1/operator'
  await call('GET', `${food}/headcount?property_id=${propertyId}`)
  await call('POST', `${food}/meal_log`, {
    property_id: propertyId,
    date: addDays(kolkataDate(server.clock.now()), 2),
    meal_type: 'DINNER',
    guests: 2,
  })
  await call('GET', `${food}/kitchen_sheet?property_id=${propertyId}`)
  await call('GET', `${food}/analytics?property_id=${propertyId}`)
}
