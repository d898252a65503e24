import type { MatrixEntry } from './entry'

/** Food setup, dishes, menus, opt-ins, skips and the residents' list. */
export const foodEntries: Record<string, MatrixEntry> = {}
