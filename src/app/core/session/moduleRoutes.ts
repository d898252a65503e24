/** A per-operator module flag (spec §3). */
export type ModuleFlag = { module_type: string; is_enabled: boolean; is_active_data: boolean }

export type ModuleRoutes = { complaints: boolean; expenses: boolean }

/**
 * Which flag-dependent areas exist (spec §2): complaints unless its flag exists and is not enabled;
 * expenses when its flag is missing, enabled, or has active data. No flags (or a failed load) means both.
 */
export function moduleRoutes(flags: readonly ModuleFlag[] | undefined): ModuleRoutes {
  const complaint = flags?.find((flag) => flag.module_type === 'complaint')
  const expense = flags?.find((flag) => flag.module_type === 'expense')
  return {
    complaints: !complaint || complaint.is_enabled,
    expenses: !expense || expense.is_enabled || expense.is_active_data,
  }
}
