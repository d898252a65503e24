import type { Db } from '../../db/database'
import type { ReportDefinition, ReportRow, ReportScope, ReportSheet } from '../definition'
import { maskedId } from '../../tenants/tenantRecord'
import { residentsOn } from './residentsOn'
import { column, missingDataSheet, scopeProperties } from './scope'

const COLUMNS = [
  column('kind', 'Resident or staff', 'text'),
  column('name', 'Name', 'text'),
  column('role', 'Role', 'text'),
  column('property_name', 'Property', 'text'),
  column('room_bed', 'Room / bed', 'text'),
  column('id_type', 'ID type', 'text'),
  column('id_masked', 'ID number (masked)', 'text'),
  column('status', 'Verification status', 'text'),
  column('verified_on', 'Submitted or verified on', 'date'),
  column('acknowledgement', 'Acknowledgement', 'text'),
]

/** Each resident's latest police-verification document that was not rejected (the acknowledgement on file). */
async function acknowledgements(db: Db, tenantIds: readonly number[]) {
  const documents = tenantIds.length
    ? await db
        .selectFrom('tenant_documents')
        .select(['tenant_id', 'name', 'verification_status'])
        .where('tenant_id', 'in', [...tenantIds])
        .where('category', '=', 'POLICE_VERIFICATION')
        .where('verification_status', '!=', 'REJECTED')
        .orderBy('id')
        .execute()
    : []
  return new Map(documents.map((doc) => [doc.tenant_id, `${doc.name} (${doc.verification_status})`]))
}

async function residentRows(db: Db, scope: ReportScope, propertyIds: number[]): Promise<ReportRow[]> {
  const residents = await residentsOn(db, scope.operatorId, propertyIds, scope.asOf)
  const ids = residents.map((resident) => resident.id)
  const kyc = ids.length
    ? await db
        .selectFrom('tenants')
        .select(['id', 'kyc_id_type', 'kyc_id_last4', 'police_verification_status', 'police_verification_date'])
        .where('id', 'in', ids)
        .execute()
    : []
  const acknowledged = await acknowledgements(db, ids)
  return residents.map((resident) => {
    const record = kyc.find((row) => row.id === resident.id)
    return {
      kind: 'Resident',
      name: resident.name,
      role: null,
      property_name: resident.property_name,
      room_bed: resident.room_name === null ? null : `${resident.room_name} / ${resident.bed_name ?? ''}`,
      id_type: record?.kyc_id_type ?? null,
      id_masked: maskedId(record?.kyc_id_type ?? null, record?.kyc_id_last4 ?? null),
      status: record?.police_verification_status ?? null,
      verified_on: record?.police_verification_date ?? null,
      acknowledgement: acknowledged.get(resident.id) ?? null,
    }
  })
}

/** Active staff on the as-of day who work at one of the properties (or at all of the operator's). */
async function staffRows(db: Db, scope: ReportScope, properties: { id: number; name: string }[]) {
  const staff = await db
    .selectFrom('staff')
    .select(['id', 'name', 'role', 'all_properties', 'police_verification_status', 'police_verification_date'])
    .where('operator_id', '=', scope.operatorId)
    .where('is_active', '=', 1)
    .where((eb) => eb.or([eb('joined_on', 'is', null), eb('joined_on', '<=', scope.asOf)]))
    .orderBy('name')
    .orderBy('id')
    .execute()
  const links = staff.length
    ? await db
        .selectFrom('staff_properties')
        .select(['staff_id', 'property_id'])
        .where(
          'staff_id',
          'in',
          staff.map((member) => member.id),
        )
        .execute()
    : []
  const rows: ReportRow[] = []
  for (const member of staff) {
    const at =
      member.all_properties === 1
        ? properties
        : properties.filter((property) =>
            links.some((link) => link.staff_id === member.id && link.property_id === property.id),
          )
    if (!at.length) continue
    rows.push({
      kind: 'Staff',
      name: member.name,
      role: member.role,
      property_name: member.all_properties === 1 ? 'All properties' : at.map((property) => property.name).join(', '),
      room_bed: null,
      id_type: null,
      id_masked: null,
      status: member.police_verification_status,
      verified_on: member.police_verification_date,
      acknowledgement: null,
    })
  }
  return rows
}

/** Residents staying on the as-of day and the staff working then, with their police verification as stored. */
async function build(db: Db, scope: ReportScope, progress: (done: number) => void): Promise<ReportSheet[]> {
  const properties = await scopeProperties(db, scope)
  const residents = await residentRows(
    db,
    scope,
    properties.map((property) => property.id),
  )
  progress(0.5)
  const staff = properties.length ? await staffRows(db, scope, properties) : []
  progress(1)
  const rows = [...residents, ...staff]
  const verified = rows.filter((row) => row.status === 'VERIFIED').length
  const pending = rows.filter((row) => row.status === 'PENDING' || row.status === 'SUBMITTED').length
  return [
    {
      name: 'Police verification',
      columns: COLUMNS,
      rows,
      totals: { name: `${residents.length} residents, ${staff.length} staff`, status: `${verified} verified, ${pending} pending` },
    },
    missingDataSheet([
      { column: 'ID type, ID number (staff)', reason: 'Staff records hold no identity document.' },
      { column: 'Acknowledgement (staff)', reason: 'Staff records hold no police acknowledgement document.' },
    ]),
  ]
}

export const POLICE_VERIFICATION: ReportDefinition = {
  type: 'POLICE_VERIFICATION',
  area: 'COMPLIANCE',
  title: 'Police verification register',
  description:
    'Residents staying on the day and staff working then, with ID type, masked ID number and police ' +
    'verification status, date and acknowledgement. For the local police station.',
  takes: 'as_of',
  build,
}
