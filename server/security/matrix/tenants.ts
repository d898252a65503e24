import { PNG } from '../../testing/tenantKit'
import type { Json } from '../../contract/loadContract'
import type { OperatorObjects } from '../../testing/objectsKit'
import { filter, inPath, type Id, type MatrixCase, type MatrixEntry } from './entry'

const newTenant = {
  name: 'Priya Nair',
  phone_number: '9880099881',
  gender: 'FEMALE',
  rent_paise: 100,
  deposit_paise: 100,
  move_in_date: '2026-12-01',
}

function photo(fields: Record<string, Id>) {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value))
  form.append('file', new Blob([PNG], { type: 'image/png' }), 'me.png')
  return form
}

const byProperty = (field = 'query.property_id') =>
  filter(
    field,
    (o) => o.property(),
    (id) => ({ query: { [field.slice('query.'.length)]: id } }),
  )

/**
 * Another operator's own institution or course (shared ones are everyone's) in a tenant's college fields: refused
 * as one that does not exist (400 on the field).
 */
const collegeCases = (
  request: (mine: OperatorObjects) => Promise<{ path?: Record<string, Id>; body: Record<string, Json> }>,
): MatrixCase[] =>
  (['institution_id', 'course_id'] as const).map((field) => ({
    fields: [`body.${field}`],
    theirs: (o) => (field === 'institution_id' ? o.ownInstitution() : o.ownCourse()),
    call: async (id, mine) => {
      const { path, body } = await request(mine)
      return { ...(path ? { path } : {}), body: { ...body, [field]: id } }
    },
    answers: 'as-missing',
  }))

/** Tag tenants: tenants, move-in requests, documents, agreements, files, move-outs and their bank details. */
export const tenantEntries: Record<string, MatrixEntry> = {
  listTenants: {
    cases: [
      byProperty(),
      filter(
        'query.tenant_ids',
        (o) => o.tenant(),
        (id) => ({ query: { type: 'all', tenant_ids: id } }),
      ),
    ],
  },
  addTenant: {
    cases: [
      {
        fields: ['body.property_id'],
        theirs: (o) => o.property(),
        call: (id) => ({ body: { ...newTenant, property_id: id } }),
      },
      {
        fields: ['body.bed_id'],
        theirs: (o) => o.freeBed(),
        call: async (id, mine) => ({
          body: { ...newTenant, property_id: await mine.property(), bed_id: id },
        }),
      },
      {
        fields: ['body.tenant_onboarding_id'],
        theirs: (o) => o.tokenRequest(),
        call: async (id, mine) => ({
          body: { ...newTenant, property_id: await mine.property(), tenant_onboarding_id: id },
        }),
      },
      ...collegeCases(async (mine) => ({ body: { ...newTenant, property_id: await mine.property() } })),
    ],
  },
  listTokenRequests: { cases: [byProperty()] },
  getTokenRequest: { cases: [inPath((o) => o.tokenRequest())] },
  updateTokenRequest: {
    cases: [
      inPath((o) => o.tokenRequest(), { body: { notes: 'Mine' } }),
      {
        fields: ['body.bed_id'],
        theirs: (o) => o.freeBed(),
        call: async (id, mine) => ({ path: { id: await mine.tokenRequest() }, body: { bed_id: id } }),
      },
      {
        fields: ['body.room_type_id'],
        theirs: (o) => o.roomType(),
        call: async (id, mine) => ({ path: { id: await mine.tokenRequest() }, body: { room_type_id: id } }),
      },
    ],
  },
  rejectTokenRequest: { cases: [inPath((o) => o.tokenRequest(), { body: { reason: 'Not mine' } })] },
  calculateMoveInDues: {
    cases: [
      {
        fields: ['query.property_id'],
        theirs: (o) => o.property(),
        call: (id) => ({ query: { property_id: id, move_in_date: '2026-12-01', rent_paise: 100 } }),
      },
      {
        fields: ['query.bed_id'],
        theirs: (o) => o.freeBed(),
        call: async (id, mine) => ({
          query: { property_id: await mine.property(), move_in_date: '2026-12-01', bed_id: id },
        }),
      },
      {
        fields: ['query.tenant_onboarding_id'],
        theirs: (o) => o.tokenRequest(),
        call: async (id, mine) => ({
          query: {
            property_id: await mine.property(),
            move_in_date: '2026-12-01',
            rent_paise: 100,
            tenant_onboarding_id: id,
          },
        }),
      },
    ],
  },
  getTenantSummary: {
    cases: [
      {
        fields: ['query.property_id'],
        theirs: (o) => o.property(),
        call: (id) => ({ query: { property_id: id } }),
      },
    ],
  },
  listPlacementRooms: {
    cases: [
      inPath((o) => o.property()),
      filter(
        'query.room_type_id',
        (o) => o.roomType(),
        async (id, mine) => ({
          path: { id: await mine.property() },
          query: { room_type_id: id },
        }),
      ),
    ],
  },
  listTenantDocuments: { cases: [inPath((o) => o.tenant())] },
  uploadTenantDocument: {
    cases: [
      {
        fields: ['path.id'],
        theirs: (o) => o.tenant(),
        call: (id) => ({ path: { id }, body: photo({ category: 'PHOTO' }) }),
      },
      {
        fields: ['body.agreement_id'],
        theirs: (o) => o.agreement(),
        call: async (id, mine) => ({
          path: { id: await mine.tenant() },
          body: photo({ category: 'AGREEMENT', agreement_id: id }),
        }),
      },
    ],
  },
  downloadTenantDocument: { cases: [inPath((o) => o.document())] },
  createRentAgreement: { cases: [inPath((o) => o.tenant(), { body: {} })] },
  listRentAgreements: { cases: [inPath((o) => o.tenant())] },
  downloadRentAgreement: { cases: [inPath((o) => o.agreement())] },
  downloadUploadedFile: { cases: [inPath((o) => o.uploadedFile())] },
  getChecklistFilters: {
    cases: [
      {
        fields: ['query.property_id'],
        theirs: (o) => o.property(),
        call: (id) => ({ query: { property_id: id } }),
      },
    ],
  },
  listRoomTypeFeatures: {
    cases: [
      {
        fields: ['query.property_id'],
        theirs: (o) => o.property(),
        call: (id) => ({ query: { property_id: id } }),
      },
    ],
  },
  listOffboardings: { cases: [byProperty()] },
  getTenantOffboardingDetail: {
    cases: [
      {
        fields: ['query.tenant_id'],
        theirs: (o) => o.tenant(),
        call: (id) => ({ query: { tenant_id: id } }),
      },
    ],
  },
  forecastOffboarding: {
    cases: [
      {
        fields: ['body.tenant_id'],
        theirs: (o) => o.tenant(),
        call: (id) => ({ body: { tenant_id: id, move_out_date: '2026-12-31' } }),
      },
    ],
  },
  raiseOffboarding: {
    cases: [
      {
        fields: ['body.tenant_id'],
        theirs: (o) => o.tenant(),
        call: (id) => ({ body: { tenant_id: id, move_out_date: '2026-12-31' } }),
      },
    ],
  },
  getOffboarding: { cases: [inPath((o) => o.offboarding())] },
  editOffboarding: { cases: [inPath((o) => o.offboarding(), { body: { action: 'REJECT' } })] },
  completeOffboarding: {
    cases: [
      {
        fields: ['body.offboarding_id'],
        theirs: (o) => o.offboarding(),
        call: (id) => ({
          body: { offboarding_id: id, room_inspected: true, keys_returned: true, meter_read: true },
        }),
      },
    ],
  },
  getTenantDetails: { cases: [inPath((o) => o.tenant())] },
  updateTenantDetails: { cases: [inPath((o) => o.tenant(), { body: { rent_paise: 100 } })] },
  getTenantRoomDetails: { cases: [inPath((o) => o.tenant())] },
  updateTenantRoomDetails: {
    cases: [
      {
        fields: ['path.id'],
        theirs: (o) => o.tenant(),
        call: async (id, mine) => ({
          path: { id },
          body: { bed_id: await mine.freeBed(), from_date: '2026-12-01' },
        }),
      },
      {
        fields: ['body.bed_id'],
        theirs: (o) => o.freeBed(),
        call: async (id, mine) => ({
          path: { id: await mine.tenant() },
          body: { bed_id: id, from_date: '2026-12-01' },
        }),
      },
    ],
  },
  quoteRoomTransfer: {
    cases: [
      {
        fields: ['path.id'],
        theirs: (o) => o.tenant(),
        call: async (id, mine) => ({
          path: { id },
          query: { bed_id: await mine.freeBed(), from_date: '2026-12-01' },
        }),
      },
      {
        fields: ['query.bed_id'],
        theirs: (o) => o.freeBed(),
        call: async (id, mine) => ({
          path: { id: await mine.tenant() },
          query: { bed_id: id, from_date: '2026-12-01' },
        }),
      },
    ],
  },
  editTenantProfile: {
    cases: [
      inPath((o) => o.tenant(), { body: { name: 'Someone Else' } }),
      ...collegeCases(async (mine) => ({ path: { id: await mine.tenant() }, body: {} })),
    ],
  },
  updateTenantDocument: { cases: [inPath((o) => o.document(), { body: { name: 'Mine' } })] },
  getTenantBankDetails: {
    cases: [
      {
        fields: ['query.tenant_id'],
        theirs: (o) => o.tenant(),
        call: (id) => ({ query: { tenant_id: id } }),
      },
    ],
  },
  linkTenantsToBank: {
    cases: [
      {
        fields: ['body.tenant_ids'],
        theirs: (o) => o.tenant(),
        call: async (id, mine) => ({ body: { tenant_ids: [id], bank_id: await mine.bankAccount() } }),
      },
      {
        fields: ['body.bank_id'],
        theirs: (o) => o.bankAccount(),
        call: async (id, mine) => ({ body: { tenant_ids: [await mine.tenant()], bank_id: id } }),
      },
    ],
  },
}
