import { readListQuery, toListArgs, type ListQuery } from '../../app/core/listState/listQuery'
import type { AppDispatch } from '../../app/core/store'
import { defaultTabOf } from '../../app/routes/listScreens'
import { PATHS } from '../../app/routes/paths'
import type { ScreenAddress } from '../../app/routes/Screen'
import { complaintListArgs } from './complaintFilters'
import { complaintsApi, type VendorServiceType } from './complaintsApi'
import { linkedComplaintArgs } from './useLinkedComplaint'

export const COMPLAINT_TABS = ['complaints', 'vendors', 'sla'] as const
export type ComplaintsTabName = (typeof COMPLAINT_TABS)[number]

export const tabOf = (tab: string | undefined): ComplaintsTabName =>
  COMPLAINT_TABS.find((value) => value === tab) ?? 'complaints'

/** Every type, active or not, in one page (there is one per category). */
export const ALL_TYPES = { limit: 100 } as const

/** The vendor filters of the address, and the page's arguments: for the tab and for the screen's prefetch. */
export function vendorArgs(list: ListQuery) {
  const { offset, limit } = toListArgs(list)
  const { vendor_search: search = '', service = '', active = '' } = list.filters
  const query = {
    searchQuery: search || undefined,
    serviceType: (service || undefined) as VendorServiceType | undefined,
    isActive: active === '' ? undefined : active === 'true',
  }
  return { query, args: { offset, limit, ...query } }
}

/**
 * Opening the app on this screen asks, while the session is checked, for what the open tab shows first: a linked
 * complaint on every tab, then the complaints page, the vendors page with the properties its rows name, or the
 * complaint types. The complaints tab asks for its filters' pickers, the properties among them, once its page is on
 * screen (ComplaintsTab).
 */
export function prefetch(dispatch: AppDispatch, { search }: ScreenAddress) {
  const list = readListQuery(search, defaultTabOf(PATHS.complaints))
  const linked = linkedComplaintArgs(search)
  if (linked) dispatch(complaintsApi.util.prefetch('getComplaint', linked, {}))
  const tab = tabOf(list.tab)
  if (tab === 'vendors') {
    dispatch(complaintsApi.util.prefetch('listComplaintProperties', undefined, {}))
    dispatch(complaintsApi.util.prefetch('listVendors', vendorArgs(list).args, {}))
  } else if (tab === 'sla') dispatch(complaintsApi.util.prefetch('listComplaintTypes', ALL_TYPES, {}))
  else dispatch(complaintsApi.util.prefetch('listComplaints', complaintListArgs(list), {}))
}
