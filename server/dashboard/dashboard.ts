import { kolkataDate } from '../calendar'
import type { Clock } from '../clock'
import type { Db } from '../db/database'
import type { IsoDate } from '../db/schema'
import { keptFigures } from '../collections/listTotals'
import { badRequest } from '../http/httpError'
import { propertyCounts } from '../inventory/occupancy'
import {
  attendanceSection,
  complaintsSection,
  expensesSection,
  foodSection,
  staffSection,
} from './featureSections'
import { PERIOD_PRESETS, presetPeriod, resolvePeriod, type PeriodQuery } from './period'
import type { SectionScope } from './scope'
import {
  collectionsSection,
  duesAgeingSection,
  incomeReceived,
  movementsSection,
  occupancySection,
} from './sections'
import { trendsSection } from './trends'

export const DATA_MODULES = [
  'occupancy',
  'collections',
  'dues_ageing',
  'movements',
  'complaints',
  'expenses',
  'food',
  'staff',
  'attendance',
  'trends',
] as const
export type DataModule = (typeof DATA_MODULES)[number]

const MODULE_LABELS: Record<DataModule, string> = {
  occupancy: 'Occupancy',
  collections: 'Collections',
  dues_ageing: 'Dues ageing',
  movements: 'Move-ins and move-outs',
  complaints: 'Complaints',
  expenses: 'Expenses',
  food: 'Meal headcount',
  staff: 'Staff cash in hand',
  attendance: 'Outpass and attendance',
  trends: '12-month trends',
}

export type DashboardQuery = PeriodQuery & { data_modules: string; property_ids?: string; date?: IsoDate }

/** The operator's properties, or the listed ones after checking they are the operator's (400 otherwise). */
async function scopeProperties(db: Db, operatorId: number, listed: string | undefined): Promise<number[]> {
  const owned = await db
    .selectFrom('properties')
    .select('id')
    .where('operator_id', '=', operatorId)
    .orderBy('id')
    .execute()
  const ids = owned.map((property) => property.id)
  if (listed === undefined) return ids
  const wanted = [...new Set(listed.split(',').map(Number))]
  const unknown = wanted.find((id) => !ids.includes(id))
  if (unknown !== undefined) {
    const message = `Property ${unknown} is not one of your properties.`
    throw badRequest(message, [{ field: 'query.property_ids', message }])
  }
  return wanted
}

type Sections = {
  [Module in DataModule]: (db: Db, scope: SectionScope) => Promise<object>
}

const SECTIONS: Sections = {
  occupancy: occupancySection,
  collections: collectionsSection,
  dues_ageing: duesAgeingSection,
  movements: movementsSection,
  complaints: complaintsSection,
  // Net operating income: the period's income (received less deposits) less its expenses.
  expenses: async (db, scope) => expensesSection(db, scope, await incomeReceived(db, scope)),
  food: foodSection,
  staff: staffSection,
  attendance: attendanceSection,
  trends: trendsSection,
}

/** Sections whose figures move with the time of day: SLA breaches, the next meal, overdue passes. */
const CLOCKED: ReadonlySet<DataModule> = new Set(['complaints', 'food', 'staff', 'attendance'])

const minuteOf = (at: Date) => at.toISOString().slice(0, 16)

/**
 * The requested sections for the selected properties, period and as-of day; sections not asked for are absent.
 * Each section is kept until the operator's next write (listTotals.ts): at 10,000 beds and 100,000 collections
 * they take a few hundred milliseconds together to compute, and a dashboard is read far more often than written.
 */
export async function getDashboard(db: Db, now: Clock, operatorId: number, query: DashboardQuery) {
  const date = query.date ?? kolkataDate(now())
  const scope: SectionScope = {
    operatorId,
    propertyIds: await scopeProperties(db, operatorId, query.property_ids),
    propertyFilter: query.property_ids,
    period: resolvePeriod(query, date),
    date,
    now: now(),
  }
  const asked = new Set(query.data_modules.split(','))
  const modules = DATA_MODULES.filter((module) => asked.has(module))
  const sections: Partial<Record<DataModule, object>> = {}
  for (const module of modules) {
    // Sections that read the clock are kept for the minute they were computed in, the others for the day.
    const when = CLOCKED.has(module) ? minuteOf(scope.now) : kolkataDate(scope.now)
    const key = `operator dashboard ${module} ${when} ${JSON.stringify([scope.propertyIds, scope.period, date])}`
    sections[module] = await keptFigures(db, operatorId, key, () => SECTIONS[module](db, scope))
  }
  return {
    as_of: scope.date,
    period: scope.period,
    property_ids: [...scope.propertyIds],
    data_modules: modules,
    ...sections,
  }
}

/** The dashboard's filter groups: the operator's properties (with active beds), period presets, sections. */
export async function getDashboardFilters(db: Db, now: Clock, operatorId: number) {
  const today = kolkataDate(now())
  const properties = await db
    .selectFrom('properties')
    .select(['id', 'name'])
    .where('operator_id', '=', operatorId)
    .orderBy('name')
    .execute()
  const counts = await propertyCounts(
    db,
    properties.map((property) => property.id),
    today,
  )
  return {
    filters: [
      {
        key: 'property_ids',
        label: 'Properties',
        multiple: true,
        options: properties.map((property) => ({
          value: String(property.id),
          label: property.name,
          count: counts.get(property.id)?.beds ?? 0,
        })),
      },
      {
        key: 'period',
        label: 'Period',
        multiple: false,
        options: PERIOD_PRESETS.map((preset) => ({
          value: preset,
          label: preset === 'custom' ? 'Custom dates' : presetPeriod(preset, today).label,
          count: null,
        })),
      },
      {
        key: 'data_modules',
        label: 'Sections',
        multiple: true,
        options: DATA_MODULES.map((module) => ({ value: module, label: MODULE_LABELS[module], count: null })),
      },
    ],
  }
}
