import { useAppDispatch } from '../../app/core/hooks'
import { readListQuery } from '../../app/core/listState/listQuery'
import { useListState } from '../../app/core/listState/useListState'
import type { AppDispatch } from '../../app/core/store'
import type { ScreenAddress } from '../../app/routes/Screen'
import { panelPushed } from '../../app/core/sideSheet/sideSheetSlice'
import { Button } from '../../design-system/Button'
import { Card } from '../../design-system/Card'
import { PageHeader } from '../../design-system/PageHeader'
import { Tabs } from '../../design-system/Tabs'
import { complaintListArgs } from './complaintFilters'
import { complaintsApi, useListComplaintPropertiesQuery } from './complaintsApi'
import { ComplaintsTab } from './ComplaintsTab'
import { ALL_TYPES, SlaTab } from './SlaTab'
import { StyledTabs } from './Complaints.styles'
import { linkedComplaintArgs, useLinkedComplaint } from './useLinkedComplaint'
import { vendorArgs, VendorsTab } from './VendorsTab'

const TABS = [
  { value: 'complaints', label: 'Complaints' },
  { value: 'vendors', label: 'Vendors' },
  { value: 'sla', label: 'SLA targets' },
] as const
type Tab = (typeof TABS)[number]['value']

const tabOf = (tab: string | undefined): Tab => TABS.find((item) => item.value === tab)?.value ?? 'complaints'

/**
 * Opening the app on this screen asks, while the session is checked, for what the open tab shows first: the
 * property picker and a linked complaint on every tab, then the complaints page, the vendors page, or the
 * complaint types. The complaints tab asks for its filters' pickers once its page is on screen (ComplaintsTab).
 */
export function prefetch(dispatch: AppDispatch, { search }: ScreenAddress) {
  const list = readListQuery(search, 'complaints')
  const linked = linkedComplaintArgs(search)
  dispatch(complaintsApi.util.prefetch('listComplaintProperties', undefined, {}))
  if (linked) dispatch(complaintsApi.util.prefetch('getComplaint', linked, {}))
  const tab = tabOf(list.tab)
  if (tab === 'vendors') dispatch(complaintsApi.util.prefetch('listVendors', vendorArgs(list).args, {}))
  else if (tab === 'sla') dispatch(complaintsApi.util.prefetch('listComplaintTypes', ALL_TYPES, {}))
  else dispatch(complaintsApi.util.prefetch('listComplaints', complaintListArgs(list), {}))
}

/** /services/complaints: complaints and the vendors who fix them, with tab, filters and page in the address. */
export default function ComplaintsPage() {
  const dispatch = useAppDispatch()
  const list = useListState({ defaultTab: 'complaints' })
  const tab = tabOf(list.tab)
  const { data: properties } = useListComplaintPropertiesQuery(undefined)
  const propertyOptions = properties?.data.results ?? []
  useLinkedComplaint()

  return (
    <>
      <PageHeader
        title="Complaints"
        description="Issues raised by residents, and who is on them."
        actions={
          tab === 'vendors' ? (
            <Button
              onClick={() =>
                dispatch(
                  panelPushed({ kind: 'complaints/vendor', title: 'Add vendor', width: 640, props: {} }),
                )
              }
            >
              Add vendor
            </Button>
          ) : (
            <Button
              onClick={() =>
                dispatch(
                  panelPushed({ kind: 'complaints/raise', title: 'Raise complaint', width: 640, props: {} }),
                )
              }
            >
              Raise complaint
            </Button>
          )
        }
      />
      <Card padding="none">
        <StyledTabs>
          <Tabs label="Complaints view" items={TABS} value={tab} onChange={list.setTab} />
        </StyledTabs>
        {tab === 'complaints' && <ComplaintsTab list={list} properties={propertyOptions} />}
        {tab === 'vendors' && <VendorsTab list={list} properties={propertyOptions} />}
        {tab === 'sla' && <SlaTab />}
      </Card>
    </>
  )
}
