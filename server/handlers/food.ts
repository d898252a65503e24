import type { Handlers, Services } from './handler'

/** Food: setup, meal categories, dishes, the weekly menu and its slots, opt-ins, skips and the residents' list. */
export function foodHandlers(_services: Services): Handlers {
  return {}
}
