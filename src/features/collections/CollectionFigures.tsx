import { Card } from '../../design-system/Card'
import { formatPaise } from '../../design-system/format'
import { Skeleton } from '../../design-system/Skeleton'
import type { CollectionDashboard } from './collectionsApi'
import { StyledFigure, StyledFigures } from './CollectionsPage.styles'

type Figure = { label: string; paise: number; count: number; tone?: 'error' | 'success' }

/** The month's due, received and overdue totals over the screen's filters. */
export function CollectionFigures({
  dashboard,
  decimalPlaces,
}: {
  dashboard: CollectionDashboard | undefined
  decimalPlaces: number
}) {
  const figures: Figure[] = dashboard
    ? [
        { label: 'Due', paise: dashboard.due_paise, count: dashboard.due_count },
        {
          label: 'Received',
          paise: dashboard.collected_paise,
          count: dashboard.received_count,
          tone: 'success',
        },
        { label: 'Overdue', paise: dashboard.overdue_paise, count: dashboard.overdue_count, tone: 'error' },
      ]
    : []
  return (
    <StyledFigures aria-busy={!dashboard}>
      {dashboard
        ? figures.map((figure) => (
            <Card key={figure.label}>
              <StyledFigure aria-label={figure.label}>
                <dt>{figure.label}</dt>
                <dd data-tone={figure.tone}>{formatPaise(figure.paise, { decimalPlaces })}</dd>
                <dd>
                  {figure.count} collection{figure.count === 1 ? '' : 's'}
                </dd>
              </StyledFigure>
            </Card>
          ))
        : ['Due', 'Received', 'Overdue'].map((label) => (
            <Card key={label}>
              <Skeleton count={2} />
            </Card>
          ))}
    </StyledFigures>
  )
}
