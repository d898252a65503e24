import { useAppDispatch } from '../../app/core/hooks'
import { useListState } from '../../app/core/listState/useListState'
import { panelPushed } from '../../app/core/sideSheet/sideSheetSlice'
import { defaultTabOf } from '../../app/routes/listScreens'
import { PATHS } from '../../app/routes/paths'
import { Button } from '../../design-system/Button'
import { Card } from '../../design-system/Card'
import { PageHeader } from '../../design-system/PageHeader'
import { Tabs } from '../../design-system/Tabs'
import { COMPLAINT_TABS, tabOf, type ComplaintsTabName } from './ComplaintsPage.reads'
import { ComplaintsTab } from './ComplaintsTab'
import { SlaTab } from './SlaTab'
import { StyledTabs } from './Complaints.styles'
import { useLinkedComplaint } from './useLinkedComplaint'
import { VendorsTab } from './VendorsTab'

const TAB_LABELS: Record<ComplaintsTabName, string> = {
  complaints: 'Complaints',
  vendors: 'Vendors',
  sla: 'SLA targets',
}
const TABS = COMPLAINT_TABS.map((value) => ({ value, label: TAB_LABELS[value] }))

/** /services/complaints: complaints and the vendors who fix them, with tab, filters and page in the address. */
export default function ComplaintsPage() {
  const dispatch = useAppDispatch()
  const list = useListState({ defaultTab: defaultTabOf(PATHS.complaints) })
  const tab = tabOf(list.tab)
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
        {tab === 'complaints' && <ComplaintsTab list={list} />}
        {tab === 'vendors' && <VendorsTab list={list} />}
        {tab === 'sla' && <SlaTab />}
      </Card>
    </>
  )
}
