import { useAppDispatch } from '../../app/core/hooks'
import { useListState } from '../../app/core/listState/useListState'
import { panelPushed } from '../../app/core/sideSheet/sideSheetSlice'
import { Button } from '../../design-system/Button'
import { Card } from '../../design-system/Card'
import { PageHeader } from '../../design-system/PageHeader'
import { Tabs } from '../../design-system/Tabs'
import { CollectionsTab } from './CollectionsTab'
import { useListStaffPropertyOptionsQuery } from './staffApi'
import { StyledTabs } from './Staff.styles'
import { TeamTab } from './TeamTab'

const TABS = [
  { value: 'team', label: 'Team' },
  { value: 'collections', label: 'Collections' },
] as const
type Tab = (typeof TABS)[number]['value']

/** /services/staff: the team and who collected what, with tab, filters and page in the address. */
export default function StaffPage() {
  const dispatch = useAppDispatch()
  const list = useListState({ defaultTab: 'team' })
  const tab: Tab = list.tab === 'collections' ? 'collections' : 'team'
  const { data: properties } = useListStaffPropertyOptionsQuery(undefined)
  const propertyOptions = properties?.data.results ?? []

  return (
    <>
      <PageHeader
        title="Staff"
        description="Your team, who collected what, and the cash in their hands."
        actions={
          <Button
            onClick={() =>
              dispatch(panelPushed({ kind: 'staff/form', title: 'Add staff', width: 560, props: {} }))
            }
          >
            Add staff
          </Button>
        }
      />
      <Card padding="none">
        <StyledTabs>
          <Tabs label="Staff view" items={TABS} value={tab} onChange={list.setTab} />
        </StyledTabs>
        {tab === 'team' ? (
          <TeamTab list={list} properties={propertyOptions} />
        ) : (
          <CollectionsTab list={list} properties={propertyOptions} />
        )}
      </Card>
    </>
  )
}
