import type { ReactNode } from 'react'
import { usePaintedAfter } from '../../app/core/paint'
import { Button } from '../../design-system/Button'
import { Card } from '../../design-system/Card'
import { EmptyState } from '../../design-system/EmptyState'
import { PageHeader } from '../../design-system/PageHeader'
import { Skeleton } from '../../design-system/Skeleton'
import { ReportCatalogue } from './ReportCatalogue'
import { ReportEmailList } from './ReportEmailList'
import { ReportJobList } from './ReportJobList'
import { StyledBody } from './Reports.styles'
import {
  useListReportEmailsQuery,
  useListReportPropertiesQuery,
  useListReportsQuery,
  useListReportsQueryState,
  useListReportTypesQuery,
} from './reportsApi'
import { isUnfinished } from './reportText'
import { PAGE } from './ReportsPage.reads'

/** How often the lists are asked again while a job is queued or running. */
export const REPORT_POLL_MS = 2000

type Loadable = { isError: boolean; isFetching: boolean; refetch: () => unknown }

/** A list's loading, failed and empty states, or the list itself. */
function ListState({
  query,
  what,
  count,
  empty,
  children,
}: {
  query: Loadable
  what: string
  count: number | undefined
  empty: ReactNode
  children: ReactNode
}) {
  if (query.isError && !query.isFetching)
    return (
      <EmptyState
        title={`The ${what} could not be loaded`}
        description="Check your connection, then try again."
        headingLevel={3}
        action={<Button onClick={() => void query.refetch()}>Retry</Button>}
      />
    )
  if (count === undefined)
    return (
      <div role="status" aria-busy="true" aria-label={`Loading the ${what}`}>
        <Skeleton variant="rect" height={56} count={3} />
      </div>
    )
  return count === 0 ? empty : children
}

/** The report catalogue, the jobs it started (polled while unfinished) and the e-mails that carried their files. */
export default function ReportsPage() {
  const types = useListReportTypesQuery()
  // The catalogue fills the window; the lists below it (and the property names the jobs show) are asked for once it
  // is on screen, so that its first paint does not wait for them.
  const skip = !usePaintedAfter(types.data !== undefined || types.isError)
  const properties = useListReportPropertiesQuery(null, { skip })
  const cached = useListReportsQueryState(PAGE)
  const pollingInterval = cached.data?.data.results.some(isUnfinished) ? REPORT_POLL_MS : 0
  const jobs = useListReportsQuery(PAGE, { pollingInterval, skip })
  // A job that finishes may e-mail its file, so the e-mail list is polled alongside.
  const emails = useListReportEmailsQuery(PAGE, { pollingInterval, skip })

  const typeList = types.data?.data.results
  const titles = new Map((typeList ?? []).map((type) => [type.report_type as string, type.title]))
  const propertyNames = new Map(
    (properties.data?.data.results ?? []).map((property) => [property.id, property.property_name]),
  )

  return (
    <>
      <PageHeader title="Reports" description="Statements and registers as CSV, Excel or PDF files." />
      <Card title="Report catalogue" padding="none">
        <StyledBody>
          <ListState
            query={types}
            what="report catalogue"
            count={typeList?.length}
            empty={<EmptyState title="No report types" headingLevel={3} />}
          >
            <ReportCatalogue types={typeList ?? []} />
          </ListState>
        </StyledBody>
      </Card>
      <Card title="Generated reports" padding="none">
        <StyledBody>
          <ListState
            query={jobs}
            what="reports"
            count={jobs.data?.data.results.length}
            empty={
              <EmptyState
                title="No reports yet"
                description="Generate one from the catalogue; it appears here while it is made."
                headingLevel={3}
              />
            }
          >
            <ReportJobList jobs={jobs.data?.data.results ?? []} propertyNames={propertyNames} />
          </ListState>
        </StyledBody>
      </Card>
      <Card title="Report e-mails" padding="none">
        <StyledBody>
          <ListState
            query={emails}
            what="report e-mails"
            count={emails.data?.data.results.length}
            empty={<EmptyState title="No report e-mails yet" headingLevel={3} />}
          >
            <ReportEmailList emails={emails.data?.data.results ?? []} titles={titles} />
          </ListState>
        </StyledBody>
      </Card>
    </>
  )
}
