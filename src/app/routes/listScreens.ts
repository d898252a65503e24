import { readListQuery, sameQuery, writeListQuery } from '../core/listState/listQuery'
import { PATHS } from './paths'

/**
 * The list screens (spec §5) and the tab each opens on; their pages read it from here. Links to them, and the
 * address the app is opened at, are written in canonical form, so that opening one does not begin by correcting
 * its address: a navigation that would draw the screen a second time straight after the first.
 */
const LIST_SCREENS: Readonly<Record<string, { defaultTab?: string }>> = {
  [PATHS.properties]: {},
  [PATHS.inventory]: {},
  [PATHS.tenants]: { defaultTab: 'active' },
  [PATHS.collections]: { defaultTab: 'due' },
  [PATHS.transactions]: { defaultTab: 'recorded' },
  [PATHS.expenses]: { defaultTab: 'expenses' },
  [PATHS.staff]: { defaultTab: 'team' },
  [PATHS.attendance]: { defaultTab: 'attendance' },
  [PATHS.attendanceShort]: { defaultTab: 'attendance' },
  [PATHS.complaints]: { defaultTab: 'complaints' },
  [PATHS.food]: { defaultTab: 'today' },
  [PATHS.foodAnalytics]: {},
  [PATHS.settings]: { defaultTab: 'business' },
}

/** The tab a list screen opens on, if it has tabs. */
export const defaultTabOf = (path: string): string | undefined => LIST_SCREENS[path]?.defaultTab

/** A list screen's address with its query corrected (spec §5); null for other screens and correct addresses. */
export function correctedListAddress(pathname: string, search: string): string | null {
  if (!(pathname in LIST_SCREENS)) return null
  const params = new URLSearchParams(search)
  const corrected = writeListQuery(readListQuery(params, defaultTabOf(pathname)))
  return sameQuery(corrected, params) ? null : `${pathname}?${corrected}`
}

/** A link to a screen: a list screen's carries its first page and tab, any other is the path itself. */
export const screenLink = (path: string): string => correctedListAddress(path, '') ?? path
