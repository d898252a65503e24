import { skipToken } from '@reduxjs/toolkit/query'
import { lazy, Suspense } from 'react'
import { readListQuery, type ListQuery } from '../../app/core/listState/listQuery'
import { useListState } from '../../app/core/listState/useListState'
import type { AppDispatch } from '../../app/core/store'
import { today } from '../../app/core/today'
import type { ScreenAddress } from '../../app/routes/Screen'
import { Button } from '../../design-system/Button'
import { Card } from '../../design-system/Card'
import { DateField } from '../../design-system/DateField'
import { EmptyState } from '../../design-system/EmptyState'
import { PageHeader } from '../../design-system/PageHeader'
import { Select } from '../../design-system/Select'
import { Skeleton } from '../../design-system/Skeleton'
import { StyledPeriod } from './analytics/Analytics.styles'
import { AnalyticsTiles } from './analytics/AnalyticsTiles'
import { MealsTable } from './analytics/MealsTable'
import {
  DEFAULT_PERIOD,
  isPeriod,
  PERIODS,
  periodDates,
  type Period,
  type PeriodDates,
} from './analytics/period'
import { RebatesTable } from './analytics/RebatesTable'
import { StyledBody } from './Food.styles'
import { foodApi, useGetFoodAnalyticsQuery, useListFoodPropertiesQuery } from './foodApi'
import { addressedProperty, propertyOf } from './propertyChoice'

/** The charts (recharts, most of this screen's weight) arrive after the tiles and tables. */
const AnalyticsCharts = lazy(() =>
  import('./analytics/AnalyticsCharts').then((module) => ({ default: module.AnalyticsCharts })),
)

/** The address's period (the last 30 days by default) and its dates on `day`. */
function periodOf({ filters }: ListQuery, day: string) {
  const period: Period = isPeriod(filters.period) ? filters.period : DEFAULT_PERIOD
  return { period, dates: periodDates(period, day, { fromDate: filters.from_date, toDate: filters.to_date }) }
}

/** The analytics call's arguments; none without a property or with a wrong range. */
const analyticsArgs = (propertyId: number | undefined, dates: PeriodDates) =>
  propertyId && dates.ok ? { propertyId, fromDate: dates.fromDate, toDate: dates.toDate } : undefined

/**
 * Opening the app on this screen asks for the property picker while the session is checked, and for the figures
 * at once when the address names the property (as the screen itself does); otherwise, or when the picker does not
 * have it, for the first property's figures as soon as the picker has answered.
 */
export async function prefetch(dispatch: AppDispatch, { search }: ScreenAddress) {
  const list = readListQuery(search)
  const { dates } = periodOf(list, today())
  const early = analyticsArgs(addressedProperty(list), dates)
  if (early) dispatch(foodApi.util.prefetch('getFoodAnalytics', early, {}))
  const picker = dispatch(foodApi.endpoints.listFoodProperties.initiate(''))
  const { data } = await picker
  picker.unsubscribe()
  // The same arguments as the early call find its cache entry and ask for nothing.
  const args = analyticsArgs(propertyOf(list, data?.data.results ?? [])?.id, dates)
  if (args) dispatch(foodApi.util.prefetch('getFoodAnalytics', args, {}))
}

/**
 * /food-management/analytics: a property's planned against served, skips by source, cost per plate, waste and
 * rebates owed over the last 7, 30 or 90 days or a range of dates; the property and the period live in the address.
 */
export default function FoodAnalyticsPage() {
  const list = useListState()
  const day = today()
  const properties = useListFoodPropertiesQuery('')
  const options = properties.data?.data.results ?? []
  const property = propertyOf(list, options)
  const { period, dates } = periodOf(list, day)
  // The figures of the address's property are asked for with the property list, not after it: the list nearly
  // always confirms it, and otherwise the first property's figures replace them once it has answered.
  const asked = properties.data ? property?.id : properties.isLoading ? addressedProperty(list) : undefined
  const analytics = useGetFoodAnalyticsQuery(analyticsArgs(asked, dates) ?? skipToken)
  const data = analytics.currentData?.data

  const choosePeriod = (value: string) => {
    if (!isPeriod(value)) return
    // A range starts from the dates shown, so the operator only moves one end.
    list.setFilters(
      value === 'range'
        ? { period: value, from_date: dates.fromDate, to_date: dates.toDate }
        : { period: value, from_date: '', to_date: '' },
    )
  }

  return (
    <>
      <PageHeader
        title="Food analytics"
        description="Planned against served, skips, waste, cost per plate and rebates."
      />
      <Card padding="none">
        <StyledPeriod role="search" aria-label="Property and period">
          <Select
            label="Property"
            disabled={properties.isLoading}
            placeholder={properties.isLoading ? 'Loading…' : undefined}
            options={options.map((option) => ({ value: String(option.id), label: option.property_name }))}
            value={property ? String(property.id) : ''}
            onChange={(event) => list.setFilters({ property_id: event.target.value })}
          />
          <Select
            label="Period"
            options={PERIODS}
            value={period}
            onChange={(event) => choosePeriod(event.target.value)}
          />
          {period === 'range' && (
            <>
              <DateField
                label="From"
                value={list.filters.from_date ?? ''}
                max={day}
                error={dates.ok ? undefined : dates.errors.fromDate}
                onChange={(value) => list.setFilters({ from_date: value })}
              />
              <DateField
                label="To"
                value={list.filters.to_date ?? ''}
                max={day}
                error={dates.ok ? undefined : dates.errors.toDate}
                onChange={(value) => list.setFilters({ to_date: value })}
              />
            </>
          )}
        </StyledPeriod>
        <StyledBody>
          {properties.isError && (
            <EmptyState
              title="The properties could not be loaded"
              action={<Button onClick={() => void properties.refetch()}>Retry</Button>}
            />
          )}
          {properties.data && !property && (
            <EmptyState
              title="No properties with a mess"
              description="Add a PG, hostel or co-living property to see its meals."
            />
          )}
          {!data && (properties.isLoading || (property && dates.ok && analytics.isFetching)) && (
            <Skeleton variant="rect" height={240} count={2} />
          )}
          {property && dates.ok && analytics.isError && !analytics.isFetching && (
            <EmptyState
              title="Food analytics could not be loaded"
              description="Check your connection, then try again."
              action={<Button onClick={() => void analytics.refetch()}>Retry</Button>}
            />
          )}
          {data && data.days.length === 0 && (
            <EmptyState
              title="No meals in this period"
              description="Nothing was planned: the mess was off, or no resident was opted in."
            />
          )}
          {data && data.days.length > 0 && (
            <>
              <AnalyticsTiles analytics={data} />
              <Suspense fallback={<Skeleton variant="rect" height={240} count={2} />}>
                <AnalyticsCharts analytics={data} />
              </Suspense>
              <RebatesTable analytics={data} />
              <MealsTable analytics={data} />
            </>
          )}
        </StyledBody>
      </Card>
    </>
  )
}
