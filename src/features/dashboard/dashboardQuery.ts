import type { DashboardDataModule, DashboardPeriodPreset, GetDashboardApiArg } from './dashboardApi.gen'

/** The presets in the order the period filter lists them; the contract's default is this_month. */
export const PERIOD_PRESETS: readonly DashboardPeriodPreset[] = [
  'today',
  'yesterday',
  'this_week',
  'last_week',
  'this_month',
  'last_month',
  'this_quarter',
  'last_quarter',
  'this_year',
  'previous_year',
  'custom',
]
export const DEFAULT_PERIOD: DashboardPeriodPreset = 'this_month'

/** Names shown until the server's filters (which add today's dates to them) arrive. */
export const PERIOD_LABELS: Record<DashboardPeriodPreset, string> = {
  today: 'Today',
  yesterday: 'Yesterday',
  this_week: 'This week',
  last_week: 'Last week',
  this_month: 'This month',
  last_month: 'Last month',
  this_quarter: 'This quarter',
  last_quarter: 'Last quarter',
  this_year: 'This financial year',
  previous_year: 'Previous financial year',
  custom: 'Custom dates',
}

/** The blocks of the tiles and the Today list; trends (the heaviest) is asked for apart, by the charts. */
export const FIGURE_MODULES: readonly DashboardDataModule[] = [
  'occupancy',
  'collections',
  'dues_ageing',
  'movements',
  'complaints',
  'expenses',
  'food',
  'staff',
  'attendance',
]
export const TREND_MODULES: readonly DashboardDataModule[] = ['trends']

/** The contract's longest custom period: to_date at most 366 days after from_date. */
export const MAX_CUSTOM_DAYS = 366

export const isPreset = (value: string | null | undefined): value is DashboardPeriodPreset =>
  PERIOD_PRESETS.includes(value as DashboardPeriodPreset)

/** The dashboard's filters as the address holds them: `?property_ids=1,2&period=custom&from_date=…&to_date=…`. */
export type DashboardFilters = {
  propertyIds: number[]
  period: DashboardPeriodPreset
  fromDate: string
  toDate: string
}

export function readFilters(params: URLSearchParams): DashboardFilters {
  const period = params.get('period')
  return {
    propertyIds: (params.get('property_ids') ?? '')
      .split(',')
      .map(Number)
      .filter((id) => Number.isInteger(id) && id > 0),
    period: isPreset(period) ? period : DEFAULT_PERIOD,
    fromDate: params.get('from_date') ?? '',
    toDate: params.get('to_date') ?? '',
  }
}

/** The address of these filters; the default period and empty values are left out. */
export function writeFilters(filters: DashboardFilters): URLSearchParams {
  const params = new URLSearchParams()
  if (filters.propertyIds.length > 0) params.set('property_ids', filters.propertyIds.join(','))
  if (filters.period !== DEFAULT_PERIOD) params.set('period', filters.period)
  if (filters.period === 'custom') {
    if (filters.fromDate) params.set('from_date', filters.fromDate)
    if (filters.toDate) params.set('to_date', filters.toDate)
  }
  return params
}

export type CustomDateErrors = { fromDate?: string; toDate?: string }

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000

/** What is wrong with a custom period's dates, next to the field concerned; empty when they can be sent. */
export function customDateErrors({ fromDate, toDate }: Pick<DashboardFilters, 'fromDate' | 'toDate'>) {
  const errors: CustomDateErrors = {}
  if (!ISO_DATE.test(fromDate) || Number.isNaN(dayNumber(fromDate))) errors.fromDate = 'Choose the first day'
  if (!ISO_DATE.test(toDate) || Number.isNaN(dayNumber(toDate))) errors.toDate = 'Choose the last day'
  if (errors.fromDate || errors.toDate) return errors
  const days = dayNumber(toDate) - dayNumber(fromDate)
  if (days < 0) errors.toDate = 'The last day cannot be before the first'
  else if (days > MAX_CUSTOM_DAYS)
    errors.toDate = `Choose at most ${MAX_CUSTOM_DAYS} days after the first day`
  return errors
}

const hasErrors = (errors: CustomDateErrors) => Boolean(errors.fromDate || errors.toDate)

/** The getDashboard arguments of these filters and blocks, or null while a custom period is incomplete or wrong. */
export function dashboardArgs(
  filters: DashboardFilters,
  modules: readonly DashboardDataModule[],
): GetDashboardApiArg | null {
  if (filters.period === 'custom' && hasErrors(customDateErrors(filters))) return null
  return {
    dataModules: modules.join(','),
    propertyIds: filters.propertyIds.length > 0 ? filters.propertyIds.join(',') : undefined,
    period: filters.period,
    ...(filters.period === 'custom' ? { fromDate: filters.fromDate, toDate: filters.toDate } : {}),
  }
}
