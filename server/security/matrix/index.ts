import { accessEntries } from './access'
import { activityEntries } from './activity'
import { attendanceEntries } from './attendance'
import { collectionEntries } from './collections'
import { complaintEntries } from './complaints'
import type { MatrixEntry } from './entry'
import { expenseEntries } from './expenses'
import { foodEntries } from './food'
import { foodKitchenEntries } from './foodKitchen'
import { houseRuleEntries } from './houseRules'
import { inventoryEntries } from './inventory'
import { laterEntries } from './later'
import { reportEntries } from './reports'
import { resourceEntries } from './resources'
import { settingsEntries } from './settings'
import { staffEntries } from './staff'
import { tenantEntries } from './tenants'

/** The authorization matrix's entries by operationId, one module per feature; a new feature adds its own. */
export const MATRIX: Record<string, MatrixEntry> = {
  ...accessEntries,
  ...resourceEntries,
  ...inventoryEntries,
  ...tenantEntries,
  ...collectionEntries,
  ...staffEntries,
  ...attendanceEntries,
  ...complaintEntries,
  ...expenseEntries,
  ...foodEntries,
  ...foodKitchenEntries,
  ...houseRuleEntries,
  ...reportEntries,
  ...settingsEntries,
  ...laterEntries,
  ...activityEntries,
}
