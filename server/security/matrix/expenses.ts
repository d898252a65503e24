import type { MatrixEntry } from './entry'

/** Tag expenses: expenses, their documents, recurring templates and the expense vendors. */
export const expenseEntries: Record<string, MatrixEntry> = {}
