import type { ModuleRoutes } from '../core/session/moduleRoutes'
import { screenLink } from '../routes/listScreens'
import { PATHS } from '../routes/paths'

export type NavItem = { label: string; to: string; module?: keyof ModuleRoutes }
export type NavGroup = { label?: string; items: NavItem[] }

/**
 * Every area of the shell (spec §2), in the order an operator works through them; a list screen's link carries
 * its first page and tab.
 */
export const NAVIGATION: NavGroup[] = [
  { items: [{ label: 'Dashboard', to: screenLink(PATHS.dashboard) }] },
  { items: [{ label: 'Properties', to: screenLink(PATHS.properties) }] },
  {
    label: 'Finance',
    items: [
      { label: 'Collections', to: screenLink(PATHS.collections) },
      { label: 'Transactions', to: screenLink(PATHS.transactions) },
      { label: 'Expenses', to: screenLink(PATHS.expenses), module: 'expenses' },
    ],
  },
  {
    label: 'Occupancy',
    items: [
      { label: 'Inventory', to: screenLink(PATHS.inventory) },
      { label: 'Tenants', to: screenLink(PATHS.tenants) },
    ],
  },
  {
    label: 'Services',
    items: [
      { label: 'Staff', to: screenLink(PATHS.staff) },
      { label: 'Attendance & outpass', to: screenLink(PATHS.attendance) },
      { label: 'Complaints', to: screenLink(PATHS.complaints), module: 'complaints' },
    ],
  },
  { items: [{ label: 'Food management', to: screenLink(PATHS.food) }] },
  { items: [{ label: 'Reports', to: screenLink(PATHS.reports) }] },
  { items: [{ label: 'Settings', to: screenLink(PATHS.settings) }] },
]

/** The navigation without the areas the module flags remove. */
export const visibleNavigation = (modules: ModuleRoutes): NavGroup[] =>
  NAVIGATION.map((group) => ({
    ...group,
    items: group.items.filter((item) => !item.module || modules[item.module]),
  }))
