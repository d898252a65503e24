import { lazy, Suspense } from 'react'
import { useListState } from '../../app/core/listState/useListState'
import { defaultTabOf } from '../../app/routes/listScreens'
import { PATHS } from '../../app/routes/paths'
import { Button } from '../../design-system/Button'
import { Card } from '../../design-system/Card'
import { EmptyState } from '../../design-system/EmptyState'
import { PageHeader } from '../../design-system/PageHeader'
import { Select } from '../../design-system/Select'
import { Skeleton } from '../../design-system/Skeleton'
import { Tabs } from '../../design-system/Tabs'
import { StyledToolbar } from './Food.styles'
import { FOOD_TABS, tabOf, type FoodTab } from './FoodPage.reads'
import { TodayTab } from './TodayTab'
import { useListFoodPropertiesQuery } from './foodApi'
import { propertyOf } from './propertyChoice'

/*
 * Today, the tab the screen opens on, comes with the route; each other tab is its own chunk. A lazy first tab would
 * make its own requests only once its chunk had come and React had shown its fallback for 300 ms (Suspense
 * throttling): half a second from the click to the day's headcounts.
 */
const MenuTab = lazy(() => import('./MenuTab').then((module) => ({ default: module.MenuTab })))
const ResidentsTab = lazy(() => import('./ResidentsTab').then((module) => ({ default: module.ResidentsTab })))
const SetupTab = lazy(() => import('./SetupTab').then((module) => ({ default: module.SetupTab })))

const TAB_LABELS: Record<FoodTab, string> = {
  today: 'Today',
  menu: 'Menu',
  residents: 'Residents',
  setup: 'Setup',
}
const TABS = FOOD_TABS.map((value) => ({ value, label: TAB_LABELS[value] }))

/**
 * /food-management: a property's kitchen day (headcounts with their cut-offs, the meal log, the kitchen sheet), its
 * weekly menu, its residents' opt-ins and skips, and its food setup. The tab, the property and every filter live in
 * the address.
 */
export default function FoodPage() {
  const list = useListState({ defaultTab: defaultTabOf(PATHS.food) })
  const tab = tabOf(list.tab)
  const { data, isLoading, isError, refetch } = useListFoodPropertiesQuery('')
  const properties = data?.data.results ?? []
  const property = propertyOf(list, properties)

  return (
    <>
      <PageHeader title="Food management" description="Headcounts, the weekly menu, opt-ins and skips." />
      <Card padding="none">
        <Tabs label="Food" items={TABS} value={tab} onChange={(value) => list.setTab(value)} />
        <StyledToolbar>
          <Select
            label="Property"
            disabled={isLoading}
            placeholder={isLoading ? 'Loading…' : undefined}
            options={properties.map((option) => ({ value: String(option.id), label: option.property_name }))}
            value={property ? String(property.id) : ''}
            onChange={(event) => list.setFilters({ property_id: event.target.value })}
          />
        </StyledToolbar>
        {isLoading && <Skeleton variant="rect" height={240} />}
        {isError && (
          <EmptyState
            title="The properties could not be loaded"
            action={<Button onClick={() => void refetch()}>Try again</Button>}
          />
        )}
        {data && !property && (
          <EmptyState
            title="No properties with a mess"
            description="Add a PG, hostel or co-living property to plan its meals."
          />
        )}
        {property && (
          <Suspense fallback={<Skeleton variant="rect" height={240} />}>
            {tab === 'today' && <TodayTab list={list} propertyId={property.id} />}
            {tab === 'menu' && <MenuTab list={list} propertyId={property.id} />}
            {tab === 'residents' && <ResidentsTab list={list} propertyId={property.id} />}
            {tab === 'setup' && <SetupTab propertyId={property.id} />}
          </Suspense>
        )}
      </Card>
    </>
  )
}
