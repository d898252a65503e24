import type { Handlers, Services } from './handler'

/** Food for the kitchen: the day's headcount, the meal log, the kitchen sheet and analytics. */
export function foodKitchenHandlers(_services: Services): Handlers {
  return {}
}
