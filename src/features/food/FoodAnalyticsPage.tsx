import { skipToken } from '@reduxjs/toolkit/query'
import { lazy, Suspense } from 'react'
import { useListState } from '../../app/core/listState/useListState'
import { usePaintedAfter } from '../../app/core/paint'
import { today } from '../../app/core/today'
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
import { isPeriod, PERIODS } from './analytics/period'
import { RebatesTable } from './analytics/RebatesTable'
import { StyledBody } from './Food.styles'
import { useGetFoodAnalyticsQuery, useListFoodPropertiesQuery } from './foodApi'
import { addressedProperty, propertyOf } from './propertyChoice'
import { analyticsArgs, periodOf } from './FoodAnalyticsPage.reads'

/**
 * The charts (pictures and tables) arrive after the tiles and tables: their chunk is asked for once those are on
 * screen, so that neither it nor the charts' render comes before their frame.
 */
const AnalyticsCharts = lazy(() =>
  import('./analytics/AnalyticsCharts').then((module) => ({ default: module.AnalyticsCharts })),
)

const CHARTS_LOADING = <Skeleton variant="rect" height={240} count={2} />

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
  const figuresShown = usePaintedAfter(data !== undefined)

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
              <Suspense fallback={CHARTS_LOADING}>
                {figuresShown ? <AnalyticsCharts analytics={data} /> : CHARTS_LOADING}
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
