import { addMonths, kolkataDate, monthLabel, monthOf } from '../calendar'
import type { Clock } from '../clock'
import { duesAgeing, moneyFigures } from '../collections/dues'
import type { Db } from '../db/database'
import type { IsoDate } from '../db/schema'
import { badRequest } from '../http/httpError'
import { emptyCounts } from '../inventory/bedStatus'
import { movementCounts, upcomingMovements } from '../inventory/movements'
import { occupancyBps, propertyCounts, vacancyBySharing } from '../inventory/occupancy'
import { complaintFigures, expenseFigures, mealHeadcounts, type SectionScope } from './laterModules'
import { outpassFigures } from '../outpass/figures'

export const DATA_MODULES = [
  'occupancy',
  'collections',
  'dues_ageing',
  'movements',
  'complaints',
  'food',
  'outpass',
  'expenses',
] as const
export type DataModule = (typeof DATA_MODULES)[number]

const MODULE_LABELS: Record<DataModule, string> = {
  occupancy: 'Occupancy',
  collections: 'Collections',
  dues_ageing: 'Dues ageing',
  movements: 'Move-ins and move-outs',
  complaints: 'Complaints',
  food: 'Meal headcount',
  outpass: 'Outpass and late entries',
  expenses: 'Expenses',
}

/** How far back the month filter offers months. */
const MONTHS_OFFERED = 24

export type DashboardQuery = { data_modules: string; property_ids?: string; month?: string; date?: IsoDate }

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

async function occupancy(db: Db, scope: SectionScope) {
  const counts = await propertyCounts(db, scope.propertyIds, scope.date)
  const byStatus = emptyCounts()
  let beds = 0
  for (const property of counts.values()) {
    beds += property.beds
    byStatus.available += property.by_status.available
    byStatus.occupied += property.by_status.occupied
    byStatus.booked += property.by_status.booked
    byStatus.ending += property.by_status.ending
  }
  return {
    total_beds: beds,
    occupied_beds: byStatus.occupied,
    booked_beds: byStatus.booked,
    ending_beds: byStatus.ending,
    available_beds: byStatus.available,
    occupancy_bps: occupancyBps(byStatus, beds),
    vacant_by_sharing: await vacancyBySharing(db, scope.propertyIds, scope.date),
  }
}

async function movements(db: Db, scope: SectionScope) {
  const counts = await movementCounts(db, scope.propertyIds, scope.date)
  return {
    move_ins_this_week: counts.move_ins_this_week,
    move_outs_this_week: counts.move_outs_this_week,
    on_notice: counts.on_notice,
    upcoming_move_ins: await upcomingMovements(db, scope.propertyIds, scope.date, 'in'),
    upcoming_move_outs: await upcomingMovements(db, scope.propertyIds, scope.date, 'out'),
  }
}

const SECTIONS: Record<DataModule, (db: Db, scope: SectionScope) => Promise<object>> = {
  occupancy,
  collections: moneyFigures,
  dues_ageing: duesAgeing,
  movements,
  complaints: complaintFigures,
  food: mealHeadcounts,
  outpass: (db, scope) => outpassFigures(db, scope.now, scope.propertyIds, scope.date),
  expenses: expenseFigures,
}

/** The requested sections for the selected properties, month and day; sections not asked for are absent. */
export async function getDashboard(db: Db, now: Clock, operatorId: number, query: DashboardQuery) {
  const today = kolkataDate(now())
  const scope: SectionScope = {
    propertyIds: await scopeProperties(db, operatorId, query.property_ids),
    month: query.month ?? monthOf(today),
    date: query.date ?? today,
    now: now(),
  }
  const asked = new Set(query.data_modules.split(','))
  const modules = DATA_MODULES.filter((module) => asked.has(module))
  const sections: Partial<Record<DataModule, object>> = {}
  for (const module of modules) sections[module] = await SECTIONS[module](db, scope)
  return {
    as_of: scope.date,
    month: scope.month,
    property_ids: [...scope.propertyIds],
    data_modules: modules,
    ...sections,
  }
}

/** The dashboard's filter groups: the operator's properties (with active beds), months with data, sections. */
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
  const earliest = await db
    .selectFrom('allotments')
    .innerJoin('properties', 'properties.id', 'allotments.property_id')
    .select((eb) => eb.fn.min('allotments.start_date').as('start'))
    .where('properties.operator_id', '=', operatorId)
    .where('allotments.unlinked_at', 'is', null)
    .executeTakeFirst()
  const current = monthOf(today)
  const first = earliest?.start ? monthOf(String(earliest.start)) : current
  const months: string[] = []
  for (let month = current; month >= first && months.length < MONTHS_OFFERED; month = addMonths(month, -1)) {
    months.push(month)
  }
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
        key: 'month',
        label: 'Month',
        multiple: false,
        options: months.map((month) => ({ value: month, label: monthLabel(month), count: null })),
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
