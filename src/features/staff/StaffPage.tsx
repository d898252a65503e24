import { useCallback, useState } from 'react'
import { useAppDispatch } from '../../app/core/hooks'
import { useListState } from '../../app/core/listState/useListState'
import { panelPushed } from '../../app/core/sideSheet/sideSheetSlice'
import { defaultTabOf } from '../../app/routes/listScreens'
import { PATHS } from '../../app/routes/paths'
import { Button } from '../../design-system/Button'
import { Card } from '../../design-system/Card'
import { PageHeader } from '../../design-system/PageHeader'
import { Tabs } from '../../design-system/Tabs'
import { CollectionsTab } from './CollectionsTab'
import { useListStaffPropertyOptionsQuery } from './staffApi'
import { StyledTabs } from './Staff.styles'
import { tabOf, type StaffTab } from './StaffPage.reads'
import { TeamTab } from './TeamTab'

const TABS: readonly { value: StaffTab; label: string }[] = [
  { value: 'team', label: 'Team' },
  { value: 'collections', label: 'Collections' },
]

/** /services/staff: the team and who collected what, with tab, filters and page in the address. */
export default function StaffPage() {
  const dispatch = useAppDispatch()
  const list = useListState({ defaultTab: defaultTabOf(PATHS.staff) })
  const tab = tabOf(list.tab)
  // The tab's rows go to the server first, as they are what the screen is opened for: the property picker, which
  // would compete with them for the server and the page, is asked for once they are on screen.
  const [rowsShown, setRowsShown] = useState(false)
  const onShown = useCallback(() => setRowsShown(true), [])
  const { data: properties } = useListStaffPropertyOptionsQuery(undefined, { skip: !rowsShown })
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
          <TeamTab list={list} properties={propertyOptions} onShown={onShown} />
        ) : (
          <CollectionsTab list={list} properties={propertyOptions} onShown={onShown} />
        )}
      </Card>
    </>
  )
}
