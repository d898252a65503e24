import { Checkbox } from '../../design-system/Checkbox'
import { DateField } from '../../design-system/DateField'
import { Select } from '../../design-system/Select'
import type { FilterGroup } from './dashboardApi'
import {
  customDateErrors,
  isPreset,
  PERIOD_LABELS,
  PERIOD_PRESETS,
  type DashboardFilters as Filters,
} from './dashboardQuery'
import { StyledFilters, StyledProperties } from './Dashboard.styles'

export type DashboardFiltersProps = {
  filters: Filters
  /** The server's filter groups (property_ids, period); absent while they load. */
  groups: readonly FilterGroup[] | undefined
  /** The dates of the period shown, which a custom period starts from. */
  shown: { from: string; to: string } | undefined
  onChange(filters: Filters): void
}

/** Properties (several, none meaning all) and the period, presets or two dates. */
export function DashboardFilters({ filters, groups, shown, onChange }: DashboardFiltersProps) {
  const properties = groups?.find((group) => group.key === 'property_ids')?.options ?? []
  const periodLabels = new Map(
    (groups?.find((group) => group.key === 'period')?.options ?? []).map((option) => [
      option.value,
      option.label,
    ]),
  )
  const errors = filters.period === 'custom' ? customDateErrors(filters) : {}
  const toggle = (id: number, checked: boolean) =>
    onChange({
      ...filters,
      propertyIds: checked
        ? [...filters.propertyIds, id].sort((a, b) => a - b)
        : filters.propertyIds.filter((chosen) => chosen !== id),
    })
  const choosePeriod = (value: string) => {
    if (!isPreset(value)) return
    // A custom period starts from the dates shown, so the operator only moves one end.
    onChange(
      value === 'custom'
        ? { ...filters, period: value, fromDate: shown?.from ?? '', toDate: shown?.to ?? '' }
        : { ...filters, period: value, fromDate: '', toDate: '' },
    )
  }
  return (
    <StyledFilters role="search" aria-label="Properties and period">
      <Select
        label="Period"
        options={PERIOD_PRESETS.map((value) => ({
          value,
          label: periodLabels.get(value) ?? PERIOD_LABELS[value],
        }))}
        value={filters.period}
        onChange={(event) => choosePeriod(event.target.value)}
      />
      {filters.period === 'custom' && (
        <>
          <DateField
            label="From"
            value={filters.fromDate}
            error={errors.fromDate}
            onChange={(value) => onChange({ ...filters, fromDate: value })}
          />
          <DateField
            label="To"
            value={filters.toDate}
            min={filters.fromDate || undefined}
            error={errors.toDate}
            onChange={(value) => onChange({ ...filters, toDate: value })}
          />
        </>
      )}
      {properties.length > 1 && (
        <StyledProperties>
          <legend>Properties (all when none is ticked)</legend>
          {properties.map((option) => (
            <Checkbox
              key={option.value}
              label={option.label}
              checked={filters.propertyIds.includes(Number(option.value))}
              onChange={(event) => toggle(Number(option.value), event.target.checked)}
            />
          ))}
        </StyledProperties>
      )}
    </StyledFilters>
  )
}
