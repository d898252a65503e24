import { useMemo } from 'react'
import { downloadCsv, toCsv, type CsvColumn } from '../../../app/core/csv'
import { useAppDispatch } from '../../../app/core/hooks'
import type { ListState } from '../../../app/core/listState/useListState'
import { panelPushed } from '../../../app/core/sideSheet/sideSheetSlice'
import { Button } from '../../../design-system/Button'
import { DataTable, type DataTableColumn } from '../../../design-system/DataTable'
import { DateField } from '../../../design-system/DateField'
import { EmptyState } from '../../../design-system/EmptyState'
import { Select } from '../../../design-system/Select'
import { Skeleton } from '../../../design-system/Skeleton'
import { StatusBadge } from '../../../design-system/StatusBadge'
import {
  useGetHouseRulesQuery,
  type HouseRuleEntry,
  type HouseRuleName,
  type HouseRulesOverview,
} from '../houseRulesApi'
import { RULES, RULE_LABELS, upcomingText, valueText } from './ruleForm'
import { StyledCell, StyledFilters, StyledRules } from './RulesSection.styles'

/** Address filters of the section: one property, and the day the rules are read on. */
export const PROPERTY_FILTER = 'property'
export const DATE_FILTER = 'on'

type Row = { rule: HouseRuleName; defaults?: HouseRuleEntry; byProperty: Map<number, HouseRuleEntry> }

const rowsOf = (overview: HouseRulesOverview): Row[] =>
  RULES.map((rule) => ({
    rule,
    defaults: overview.defaults.find((entry) => entry.rule === rule),
    byProperty: new Map(
      overview.properties.flatMap((property) => {
        const entry = property.rules.find((item) => item.rule === rule)
        return entry ? [[property.property_id, entry] as const] : []
      }),
    ),
  }))

/** Properties' rules: the defaults and each property's rules on a day, overrides marked, changes upcoming. */
export function RulesSection({ list }: { list: ListState }) {
  const dispatch = useAppDispatch()
  const chosenDate = typeof list.filters[DATE_FILTER] === 'string' ? String(list.filters[DATE_FILTER]) : ''
  const chosenProperty = Number(list.filters[PROPERTY_FILTER]) || undefined
  const { data, isLoading, isError, refetch } = useGetHouseRulesQuery(chosenDate ? { date: chosenDate } : {})
  const overview = data?.data
  const properties = useMemo(
    () =>
      (overview?.properties ?? []).filter(
        (property) => chosenProperty === undefined || property.property_id === chosenProperty,
      ),
    [overview, chosenProperty],
  )
  const rows = useMemo(() => (overview ? rowsOf(overview) : []), [overview])

  if (isLoading) return <Skeleton variant="rect" height={240} aria-label="Loading the house rules" />
  if (isError || !overview)
    return (
      <EmptyState
        title="The house rules could not be loaded"
        headingLevel={2}
        action={<Button onClick={() => void refetch()}>Try again</Button>}
      />
    )

  const change = (rule: HouseRuleName, property?: { id: number; name: string }) =>
    dispatch(
      panelPushed({
        kind: 'settings/house-rule',
        title: `${RULE_LABELS[rule]} – ${property ? property.name : 'Default'}`,
        width: 520,
        props: property ? { rule, propertyId: property.id, propertyName: property.name } : { rule },
      }),
    )

  const cell = (
    rule: HouseRuleName,
    entry: HouseRuleEntry | undefined,
    property?: { id: number; name: string },
  ) => (
    <StyledCell>
      <span>{entry ? valueText(rule, entry.value) : 'Not set'}</span>
      {property && entry && (
        <StatusBadge tone={entry.source === 'overridden' ? 'warning' : 'neutral'}>
          {entry.source === 'overridden' ? 'Overridden' : 'Default'}
        </StatusBadge>
      )}
      {entry?.upcoming.map((next) => (
        <small key={next.effective_from}>
          {upcomingText(rule, next.effective_from, next.value)}
          {property && next.source === 'overridden' ? ' (overridden)' : ''}
        </small>
      ))}
      <Button
        size="xxsmall"
        variant="ghost"
        aria-label={`Change ${RULE_LABELS[rule].toLowerCase()} for ${property ? property.name : 'the default'}`}
        onClick={() => change(rule, property)}
      >
        Change
      </Button>
    </StyledCell>
  )

  const columns: DataTableColumn<Row>[] = [
    { id: 'rule', header: 'Rule', cell: (row) => RULE_LABELS[row.rule] },
    { id: 'default', header: 'Default', cell: (row) => cell(row.rule, row.defaults) },
    ...properties.map((property): DataTableColumn<Row> => ({
      id: `property-${property.property_id}`,
      header: property.property_name,
      cell: (row) =>
        cell(row.rule, row.byProperty.get(property.property_id), {
          id: property.property_id,
          name: property.property_name,
        }),
    })),
  ]

  const exportCsv = () => {
    const csvColumns: CsvColumn<Row>[] = [
      { header: 'Rule', value: (row) => RULE_LABELS[row.rule] },
      { header: 'Default', value: (row) => (row.defaults ? valueText(row.rule, row.defaults.value) : '') },
      ...properties.map((property): CsvColumn<Row> => ({
        header: property.property_name,
        value: (row) => {
          const entry = row.byProperty.get(property.property_id)
          return entry
            ? `${valueText(row.rule, entry.value)}${entry.source === 'overridden' ? ' (overridden)' : ''}`
            : ''
        },
      })),
    ]
    downloadCsv(`house-rules-${overview.date}.csv`, toCsv(csvColumns, rows))
  }

  return (
    <StyledRules aria-labelledby="house-rules-heading">
      <h2 id="house-rules-heading">Properties’ rules</h2>
      <p>
        Each property follows your default unless it overrides a rule. Every change applies from a date you
        choose and never rewrites dues already raised or settlements already made.
      </p>
      <StyledFilters>
        <Select
          label="Property"
          placeholder="All properties"
          options={overview.properties.map((property) => ({
            value: String(property.property_id),
            label: property.property_name,
          }))}
          value={chosenProperty === undefined ? '' : String(chosenProperty)}
          onChange={(event) => list.setFilters({ [PROPERTY_FILTER]: event.target.value || null })}
        />
        <DateField
          label="Rules on"
          value={chosenDate || overview.today}
          onChange={(next) =>
            list.setFilters({ [DATE_FILTER]: next && next !== overview.today ? next : null })
          }
        />
        <Button variant="secondary" onClick={exportCsv}>
          Export CSV
        </Button>
      </StyledFilters>
      <DataTable
        label={`House rules on ${overview.date}`}
        columns={columns}
        rows={rows}
        getRowId={(row) => row.rule}
      />
    </StyledRules>
  )
}
