import { sql } from 'kysely'
import type { Db } from '../../db/database'
import type { IsoDate } from '../../db/schema'
import { tenantRows } from '../../tenants/tenantList'
import type { ReportDefinition, ReportScope, ReportSheet } from '../definition'
import { maskedId } from '../../tenants/tenantRecord'
import { column, missingDataSheet, scopeProperties } from './scope'

const COLUMNS = [
  column('name', 'Name', 'text'),
  column('property_name', 'Property', 'text'),
  column('room_bed', 'Room / bed', 'text'),
  column('nationality', 'Nationality', 'text'),
  column('passport', 'Passport (masked)', 'text'),
  column('visa_number', 'Visa number', 'text'),
  column('visa_type', 'Visa type', 'text'),
  column('visa_expiry_date', 'Visa expiry', 'date'),
  column('arrival_in_india', 'Arrival in India', 'date'),
  column('arrival_at_property', 'Arrival at property', 'date'),
  column('purpose', 'Purpose of visit', 'text'),
  column('next_destination', 'Next destination', 'text'),
  column('departure', 'Departure', 'date'),
]

const MISSING = [
  { column: 'Visa number', reason: 'The tenant record holds the visa type and expiry, not its number.' },
  { column: 'Arrival in India', reason: 'The tenant record does not hold the date of arrival in India.' },
  { column: 'Purpose of visit', reason: 'The tenant record does not hold the purpose of the visit.' },
  { column: 'Next destination', reason: 'The tenant record does not hold where the resident goes next.' },
  { column: 'Passport', reason: 'Only its last 4 characters are kept, so it is shown masked.' },
]

type ForeignResident = {
  name: string
  property_name: string
  room_name: string | null
  bed_name: string | null
  nationality: string
  passport_last4: string | null
  visa_type: string | null
  visa_expiry_date: IsoDate | null
  move_in_date: IsoDate
  move_out_date: IsoDate | null
}

/**
 * Foreign residents (a nationality recorded: null means Indian) who stayed in the period: arrived by its end and
 * not gone before its start, placed as the tenants list places them on the period's last day.
 */
async function build(db: Db, scope: ReportScope, progress: (done: number) => void): Promise<ReportSheet[]> {
  const properties = (await scopeProperties(db, scope)).map((property) => property.id)
  const { rows } = properties.length
    ? await sql<ForeignResident>`select x.name, x.property_name, x.room_name, x.bed_name, t.nationality,
        t.passport_last4, t.visa_type, t.visa_expiry_date, x.move_in_date, x.move_out_date
      from (${tenantRows(scope.operatorId, scope.to)}) x
      join tenants t on t.id = x.id
      where t.nationality is not null and x.status <> 'UPCOMING'
        and x.property_id in (${sql.join(properties)})
        and x.move_in_date <= ${scope.to}
        and (x.move_out_date is null or x.move_out_date >= ${scope.from})
      order by x.property_name, x.name, x.id`.execute(db)
    : { rows: [] }
  progress(1)
  return [
    {
      name: 'Form III',
      columns: COLUMNS,
      rows: rows.map((row) => ({
        name: row.name,
        property_name: row.property_name,
        room_bed: row.room_name === null ? null : `${row.room_name} / ${row.bed_name ?? ''}`,
        nationality: row.nationality,
        passport: maskedId('PASSPORT', row.passport_last4),
        visa_number: null,
        visa_type: row.visa_type,
        visa_expiry_date: row.visa_expiry_date,
        arrival_in_india: null,
        arrival_at_property: row.move_in_date,
        purpose: null,
        next_destination: null,
        departure: row.move_out_date !== null && row.move_out_date <= scope.to ? row.move_out_date : null,
      })),
      totals: { name: `${rows.length} foreign residents` },
    },
    missingDataSheet(MISSING),
  ]
}

export const FORM_III: ReportDefinition = {
  type: 'FORM_III',
  area: 'COMPLIANCE',
  title: 'Form III register (foreign residents)',
  description:
    'Foreign residents who stayed in the period, with nationality, passport, visa and their dates at the ' +
    'property, for filing Form III with the FRRO. Columns the records do not hold are listed as missing.',
  takes: 'period',
  build,
}
