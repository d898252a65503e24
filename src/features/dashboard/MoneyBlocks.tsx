import { formatPaise } from '../../design-system/format'
import { Block } from './Block'
import type { Dashboard } from './dashboardApi'
import { count, percent } from './dashboardText'
import { Tile } from './Tile'
import { tileLinks, type AgeingBucket, type LinkScope } from './tileLinks'

type Props = { dashboard: Dashboard; scope: LinkScope }

const money = (paise: number) => formatPaise(paise)
const collections = (value: number) => `${count(value)} ${value === 1 ? 'collection' : 'collections'}`

export const AGEING_BUCKETS: readonly { bucket: AgeingBucket; label: string }[] = [
  { bucket: 'd1_30', label: '1–30 days' },
  { bucket: 'd31_60', label: '31–60 days' },
  { bucket: 'd61_90', label: '61–90 days' },
  { bucket: 'd90_plus', label: 'Over 90 days' },
]

/** Expected, collected, efficiency and overdue: the period's rent and charges. */
export function MoneyBlock({ dashboard, scope }: Props) {
  const figures = dashboard.collections
  if (!figures) return null
  const fallingDue = tileLinks.fallingDue(scope)
  return (
    <Block title="Money">
      <Tile
        label="Expected"
        value={money(figures.expected_paise)}
        note={`${collections(figures.expected_count)} due in the period`}
        to={fallingDue}
      />
      <Tile
        label="Collected"
        value={money(figures.collected_paise)}
        note="Paid against them"
        to={fallingDue}
      />
      <Tile label="Collection efficiency" value={percent(figures.efficiency_bps)} to={fallingDue} />
      <Tile
        label="Overdue"
        value={money(figures.overdue_paise)}
        note={collections(figures.overdue_count)}
        to={tileLinks.overdue(scope)}
      />
    </Block>
  )
}

/** What is owed and past due, by days past the due date. */
export function AgeingBlock({ dashboard, scope }: Props) {
  const ageing = dashboard.dues_ageing
  if (!ageing) return null
  return (
    <Block title="Dues ageing" empty={ageing.total_count === 0 && 'Nothing is overdue.'}>
      {AGEING_BUCKETS.map(({ bucket, label }) => (
        <Tile
          key={bucket}
          label={`Overdue ${label.toLowerCase()}`}
          value={money(ageing[`${bucket}_paise`])}
          note={collections(ageing[`${bucket}_count`])}
          to={tileLinks.ageing(scope, bucket)}
        />
      ))}
    </Block>
  )
}

/** The period's expenses and what is left of the money received. */
export function ExpensesBlock({ dashboard, scope }: Props) {
  const expenses = dashboard.expenses
  if (!expenses) return null
  const to = tileLinks.expenses(scope)
  const top = [...expenses.by_category].sort((a, b) => b.amount_paise - a.amount_paise)[0]
  return (
    <Block title="Expenses">
      <Tile
        label="Expenses"
        value={money(expenses.total_paise)}
        note={top ? `Most on ${top.category_name}` : 'None in the period'}
        to={to}
      />
      <Tile
        label="Net operating income"
        value={money(expenses.net_operating_income_paise)}
        note="Received less expenses"
        to={to}
      />
    </Block>
  )
}

/** Cash staff collected and have not handed over. */
export function StaffBlock({ dashboard }: Props) {
  const staff = dashboard.staff
  if (!staff) return null
  return (
    <Block title="Staff">
      <Tile
        label="Cash with staff"
        value={money(staff.cash_in_hand_paise)}
        note={`${count(staff.staff_holding_cash)} holding cash`}
        to={tileLinks.cashInHand()}
      />
    </Block>
  )
}
