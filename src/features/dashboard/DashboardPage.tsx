import { skipToken } from '@reduxjs/toolkit/query'
import { lazy, Suspense } from 'react'
import { useSearchParams } from 'react-router-dom'
import { usePaintedAfter } from '../../app/core/paint'
import { Button } from '../../design-system/Button'
import { Card } from '../../design-system/Card'
import { EmptyState } from '../../design-system/EmptyState'
import { formatDate } from '../../design-system/format'
import { PageHeader } from '../../design-system/PageHeader'
import { Skeleton } from '../../design-system/Skeleton'
import { useGetDashboardFiltersQuery, useGetDashboardQuery } from './dashboardApi'
import {
  dashboardArgs,
  FIGURE_MODULES,
  readFilters,
  TREND_MODULES,
  writeFilters,
  type DashboardFilters as Filters,
} from './dashboardQuery'
import { DashboardFilters } from './DashboardFilters'
import { StyledBlocks, StyledBody, StyledMuted } from './Dashboard.styles'
import { AgeingBlock, ExpensesBlock, MoneyBlock, StaffBlock } from './MoneyBlocks'
import {
  AttendanceBlock,
  ComplaintsBlock,
  FoodBlock,
  MovementsBlock,
  OccupancyBlock,
} from './OperationsBlocks'
import { TodayList } from './TodayList'

/**
 * The charts (pictures and tables) arrive in their own chunk once the tiles are on screen: asked for in the render
 * that draws the tiles, the chunk would be fetched and run, and the charts drawn, before that render's frame.
 */
const DashboardCharts = lazy(() =>
  import('./DashboardCharts').then((module) => ({ default: module.DashboardCharts })),
)

const CHARTS_PLACEHOLDER = <Skeleton variant="rect" height={240} count={2} />

/** The trends are 12 months ending today whatever the period, and the heaviest block: asked for apart. */
const trendArgs = (filters: Filters) => ({
  dataModules: TREND_MODULES.join(','),
  propertyIds: filters.propertyIds.join(',') || undefined,
})

/**
 * /dashboard, where an owner lands: the properties' figures for a period (tiles that open the list behind each
 * number), today's worklist and the charts, each with its table. Properties and period live in the address.
 */
export default function DashboardPage() {
  const [params, setParams] = useSearchParams()
  const filters = readFilters(params)
  const filterSet = useGetDashboardFiltersQuery()
  const groups = filterSet.data?.data.filters
  const args = dashboardArgs(filters, FIGURE_MODULES)
  const figures = useGetDashboardQuery(args ?? skipToken)
  // The trends, which would compete with the figures for the server and the page, follow them onto the screen;
  // so do the blocks below the first row and the charts, below the first screenful (1366×900): the first frame draws
  // today's list and the first row of figures, and what follows is added after them, so nothing drawn moves.
  const figuresShown = usePaintedAfter(!args || figures.data !== undefined || figures.isError)
  const trends = useGetDashboardQuery(trendArgs(filters), { skip: !figuresShown })
  const dashboard = figures.currentData?.data
  const noProperties = groups?.find((group) => group.key === 'property_ids')?.options.length === 0
  const scope = dashboard && {
    propertyIds: filters.propertyIds,
    from: dashboard.period.from,
    to: dashboard.period.to,
    asOf: dashboard.as_of,
  }

  return (
    <>
      <PageHeader title="Dashboard" description="Occupancy, dues and collections at a glance." />
      <Card padding="none">
        <DashboardFilters
          filters={filters}
          groups={groups}
          shown={figures.data?.data.period}
          onChange={(next) => setParams(writeFilters(next))}
        />
        <StyledBody>
          {noProperties && (
            <EmptyState
              title="No properties yet"
              description="Add a PG, hostel or co-living property to see its beds, dues and collections here."
            />
          )}
          {!noProperties && args && figures.isError && !figures.isFetching && (
            <EmptyState
              title="The dashboard could not be loaded"
              description="Check your connection, then try again."
              action={
                <Button
                  onClick={() => {
                    void figures.refetch()
                    if (trends.isError) void trends.refetch()
                  }}
                >
                  Retry
                </Button>
              }
            />
          )}
          {!noProperties && args && !dashboard && !figures.isError && (
            <div role="status" aria-busy="true" aria-label="Loading the figures">
              <Skeleton variant="rect" height={120} count={3} />
            </div>
          )}
          {!noProperties && dashboard && scope && (
            <>
              <StyledMuted>
                {dashboard.period.label} · as of {formatDate(dashboard.as_of)}
              </StyledMuted>
              <TodayList dashboard={dashboard} scope={scope} />
              <StyledBlocks>
                <OccupancyBlock dashboard={dashboard} scope={scope} />
                <MoneyBlock dashboard={dashboard} scope={scope} />
                <AgeingBlock dashboard={dashboard} scope={scope} />
                {figuresShown && (
                  <>
                    <MovementsBlock dashboard={dashboard} scope={scope} />
                    <ComplaintsBlock dashboard={dashboard} scope={scope} />
                    <ExpensesBlock dashboard={dashboard} scope={scope} />
                    <FoodBlock dashboard={dashboard} scope={scope} />
                    <StaffBlock dashboard={dashboard} scope={scope} />
                    <AttendanceBlock dashboard={dashboard} scope={scope} />
                  </>
                )}
              </StyledBlocks>
              {trends.isError && !trends.isFetching && (
                <EmptyState
                  title="The monthly trends could not be loaded"
                  action={<Button onClick={() => void trends.refetch()}>Retry trends</Button>}
                />
              )}
              {figuresShown && (
                <Suspense fallback={CHARTS_PLACEHOLDER}>
                  <DashboardCharts dashboard={dashboard} trends={trends.currentData?.data.trends} />
                </Suspense>
              )}
            </>
          )}
        </StyledBody>
      </Card>
    </>
  )
}
