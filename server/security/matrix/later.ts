import type { MatrixEntry } from './entry'

/** Operations of verticals not built yet: each answers 501 until its feature lands with its own cases. */
const LATER: string[] = []

export const laterEntries: Record<string, MatrixEntry> = Object.fromEntries(
  LATER.map((operationId) => [operationId, { notImplemented: true }]),
)
