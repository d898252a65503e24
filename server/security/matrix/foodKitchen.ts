import type { MatrixEntry } from './entry'

/** The day's headcount, the meal log, the kitchen sheet and analytics. */
export const foodKitchenEntries: Record<string, MatrixEntry> = {}
