import type { MatrixEntry } from './entry'

/** Tag complaints: complaints, their types and the vendors. */
export const complaintEntries: Record<string, MatrixEntry> = {}
