import { kolkataDate } from '../../calendar'
import type { Db } from '../../db/database'
import {
  addBedNights,
  bedNightOccupancyBps,
  bedNightsByProperty,
  type BedNights,
} from '../../inventory/bedNights'
import { propertyCounts, vacancyBySharing } from '../../inventory/occupancy'
import type { ReportDefinition, ReportRow, ReportScope, ReportSheet } from '../definition'
import { column, scopeProperties } from './scope'

const PROPERTY_COLUMNS = [
  column('property_name', 'Property', 'text'),
  column('beds', 'Beds now', 'integer'),
  column('bed_nights', 'Bed-nights', 'integer'),
  column('blocked_bed_nights', 'Blocked bed-nights', 'integer'),
  column('occupied_bed_nights', 'Occupied bed-nights', 'integer'),
  column('vacant_bed_nights', 'Vacant bed-nights', 'integer'),
  column('occupancy_bps', 'Occupancy', 'percent_bps'),
  column('vacant_beds', 'Vacant beds now', 'integer'),
]

const SHARING_COLUMNS = [
  column('property_name', 'Property', 'text'),
  column('sharing', 'Sharing', 'integer'),
  column('ac', 'AC', 'text'),
  column('vacant_beds', 'Vacant beds now', 'integer'),
]

const nightsRow = (nights: BedNights) => ({
  bed_nights: nights.bed_nights,
  blocked_bed_nights: nights.blocked_bed_nights,
  occupied_bed_nights: nights.occupied_bed_nights,
  vacant_bed_nights: nights.bed_nights - nights.blocked_bed_nights - nights.occupied_bed_nights,
  occupancy_bps: bedNightOccupancyBps(nights),
})

/**
 * Bed-night occupancy per property over the period's nights up to today (as the dashboard counts it: the same
 * function, and nights not yet slept are not occupancy), with beds vacant today, in all and by sharing and AC.
 */
async function build(db: Db, scope: ReportScope, progress: (done: number) => void): Promise<ReportSheet[]> {
  const properties = await scopeProperties(db, scope)
  const ids = properties.map((property) => property.id)
  const today = kolkataDate(scope.now)
  const nights = await bedNightsByProperty(db, ids, { from: scope.from, to: scope.to < today ? scope.to : today })
  progress(0.4)
  const counts = await propertyCounts(db, ids, today)
  progress(0.6)
  const byProperty: ReportRow[] = []
  const sharing: ReportRow[] = []
  let total: BedNights = { bed_nights: 0, occupied_bed_nights: 0, blocked_bed_nights: 0 }
  let beds = 0
  let vacant = 0
  for (const property of properties) {
    const figures = nights.get(property.id) ?? { bed_nights: 0, occupied_bed_nights: 0, blocked_bed_nights: 0 }
    const count = counts.get(property.id)
    total = addBedNights(total, figures)
    beds += count?.beds ?? 0
    vacant += count?.by_status.available ?? 0
    byProperty.push({
      property_name: property.name,
      beds: count?.beds ?? 0,
      ...nightsRow(figures),
      vacant_beds: count?.by_status.available ?? 0,
    })
    for (const group of await vacancyBySharing(db, [property.id], today)) {
      sharing.push({
        property_name: property.name,
        sharing: group.sharing,
        ac: group.is_ac ? 'AC' : 'Non-AC',
        vacant_beds: group.available_beds,
      })
    }
  }
  progress(1)
  return [
    {
      name: 'Occupancy by property',
      columns: PROPERTY_COLUMNS,
      rows: byProperty,
      totals: { property_name: 'All properties', beds, ...nightsRow(total), vacant_beds: vacant },
    },
    {
      name: 'Vacant beds by sharing',
      columns: SHARING_COLUMNS,
      rows: sharing,
      totals: {
        property_name: 'All properties',
        vacant_beds: sharing.reduce((sum, row) => sum + Number(row.vacant_beds), 0),
      },
    },
  ]
}

export const OCCUPANCY: ReportDefinition = {
  type: 'OCCUPANCY',
  area: 'OCCUPANCY',
  title: 'Occupancy and vacancy',
  description:
    'Occupancy in bed-nights per property for the period (the dashboard’s figure), with the beds vacant today ' +
    'by sharing and AC. For the owner tracking how full the properties are.',
  takes: 'period',
  build,
}
