import { useId } from 'react'
import { Link } from 'react-router-dom'
import { formatPaise } from '../../design-system/format'
import type { Dashboard } from './dashboardApi'
import { count, mealLabel } from './dashboardText'
import { StyledBlock, StyledWorklist } from './Dashboard.styles'
import { tileLinks, type LinkScope } from './tileLinks'

type Item = { key: string; text: string; figure: string; to: string }

function itemsOf(dashboard: Dashboard, scope: LinkScope): Item[] {
  const { collections, movements, attendance, complaints, food } = dashboard
  const items: Item[] = []
  if (collections)
    items.push({
      key: 'dues',
      text: `Dues today (${count(collections.due_today_count)})`,
      figure: formatPaise(collections.due_today_paise),
      to: tileLinks.dueToday(scope),
    })
  if (movements)
    items.push({
      key: 'freeing',
      text: 'Beds freeing in 7 days',
      figure: count(movements.freeing_7_days),
      to: tileLinks.freeing(scope, 7),
    })
  if (attendance)
    items.push({
      key: 'passes',
      text: 'Passes overdue',
      figure: count(attendance.overdue),
      to: tileLinks.overduePasses(scope),
    })
  if (complaints) {
    items.push({
      key: 'breached',
      text: 'Complaints past their SLA',
      figure: count(complaints.breached),
      to: tileLinks.complaintsBySla(scope, 'BREACHED'),
    })
    items.push({
      key: 'due-soon',
      text: 'Complaints near their SLA',
      figure: count(complaints.near_breach),
      to: tileLinks.complaintsBySla(scope, 'DUE_SOON'),
    })
  }
  if (food?.next_meal)
    items.push({
      key: 'meal',
      text: `${mealLabel(food.next_meal.meal_type)} headcount`,
      figure: `${count(food.next_meal.expected)} plates`,
      to: tileLinks.food(scope),
    })
  return items
}

/** Today's worklist: what needs doing now, each line opening its list. */
export function TodayList({ dashboard, scope }: { dashboard: Dashboard; scope: LinkScope }) {
  const headingId = useId()
  const items = itemsOf(dashboard, scope)
  return (
    <StyledBlock aria-labelledby={headingId}>
      <h2 id={headingId}>Today</h2>
      <StyledWorklist>
        {items.map((item) => (
          <li key={item.key}>
            <Link to={item.to} aria-label={`${item.text}: ${item.figure}`}>
              <span>{item.text}</span>
              <span data-part="figure">{item.figure}</span>
            </Link>
          </li>
        ))}
      </StyledWorklist>
    </StyledBlock>
  )
}
