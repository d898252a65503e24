import type { Clock } from '../clock'
import type { Db } from '../db/database'

/**
 * Food for the demo operators: each food-serving property's setup, a four-week menu history, opt-ins with a
 * realistic diet mix, recurring skips, the seeded passes' skips, the kitchen's log and its locked headcounts.
 */
export async function seedFood(_db: Db, _now: Clock): Promise<void> {}
