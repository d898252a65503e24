import type { ModuleRoutes } from '../core/session/moduleRoutes'
import { PATHS } from '../routes/paths'

export type NavItem = { label: string; to: string; module?: keyof ModuleRoutes }
export type NavGroup = { label?: string; items: NavItem[] }

/** Every area of the shell (spec §2), in the order an operator works through them. */
export const NAVIGATION: NavGroup[] = [
  { items: [{ label: 'Dashboard', to: PATHS.dashboard }] },
  { items: [{ label: 'Properties', to: PATHS.properties }] },
  {
    label: 'Finance',
    items: [
      { label: 'Collections', to: PATHS.collections },
      { label: 'Transactions', to: PATHS.transactions },
      { label: 'Expenses', to: PATHS.expenses, module: 'expenses' },
    ],
  },
  {
    label: 'Occupancy',
    items: [
      { label: 'Inventory', to: PATHS.inventory },
      { label: 'Tenants', to: PATHS.tenants },
    ],
  },
  {
    label: 'Services',
    items: [
      { label: 'Staff', to: PATHS.staff },
      { label: 'Attendance & outpass', to: PATHS.attendance },
      { label: 'Complaints', to: PATHS.complaints, module: 'complaints' },
    ],
  },
  { items: [{ label: 'Food management', to: PATHS.food }] },
  { items: [{ label: 'Reports', to: PATHS.reports }] },
  { items: [{ label: 'Settings', to: PATHS.settings }] },
]

/** The navigation without the areas the module flags remove. */
export const visibleNavigation = (modules: ModuleRoutes): NavGroup[] =>
  NAVIGATION.map((group) => ({
    ...group,
    items: group.items.filter((item) => !item.module || modules[item.module]),
  }))
