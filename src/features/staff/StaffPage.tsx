import { useCallback, useState } from 'react'
import { useAppDispatch } from '../../app/core/hooks'
import { readListQuery } from '../../app/core/listState/listQuery'
import { useListState } from '../../app/core/listState/useListState'
import type { AppDispatch } from '../../app/core/store'
import { today } from '../../app/core/today'
import type { ScreenAddress } from '../../app/routes/Screen'
import { panelPushed } from '../../app/core/sideSheet/sideSheetSlice'
import { Button } from '../../design-system/Button'
import { Card } from '../../design-system/Card'
import { PageHeader } from '../../design-system/PageHeader'
import { Tabs } from '../../design-system/Tabs'
import { collectionArgs, CollectionsTab } from './CollectionsTab'
import { staffApi, useListStaffPropertyOptionsQuery } from './staffApi'
import { StyledTabs } from './Staff.styles'
import { teamArgs, TeamTab } from './TeamTab'

const TABS = [
  { value: 'team', label: 'Team' },
  { value: 'collections', label: 'Collections' },
] as const
type Tab = (typeof TABS)[number]['value']

const tabOf = (tab: string | undefined): Tab => (tab === 'collections' ? 'collections' : 'team')

/**
 * Opening the app on this screen asks for the open tab's page while the session is checked; the page asks for the
 * property picker once the tab's rows are on screen.
 */
export function prefetch(dispatch: AppDispatch, { search }: ScreenAddress) {
  const list = readListQuery(search, 'team')
  if (tabOf(list.tab) === 'team') {
    dispatch(staffApi.util.prefetch('listStaff', teamArgs(list), {}))
    return
  }
  const { args } = collectionArgs(list, today())
  if (args) dispatch(staffApi.util.prefetch('listStaffCollections', args, {}))
}

/** /services/staff: the team and who collected what, with tab, filters and page in the address. */
export default function StaffPage() {
  const dispatch = useAppDispatch()
  const list = useListState({ defaultTab: 'team' })
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
