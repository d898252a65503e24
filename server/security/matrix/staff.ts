import { filter, inPath, type MatrixEntry } from './entry'

const member = { name: 'Asha Rao', phone_number: '9811100001', role: 'WARDEN' }
const properties = (field: 'query.property_id' | 'query.property_ids') =>
  filter(
    field,
    (o) => o.property(),
    (id) => ({ query: { [field.slice('query.'.length)]: id } }),
  )
const staffFilter = filter(
  'query.staff_id',
  (o) => o.staff(),
  (id) => ({ query: { staff_id: id } }),
)
/** Tag staff: the team, the user picker, collections per member and the cash handovers. */
export const staffEntries: Record<string, MatrixEntry> = {
  listStaff: { cases: [properties('query.property_id')] },
  createStaff: {
    cases: [
      {
        fields: ['body.property_ids'],
        theirs: (o) => o.property(),
        call: (id) => ({ body: { ...member, property_ids: [id] } }),
      },
    ],
  },
  updateStaff: {
    cases: [
      inPath((o) => o.staff(), { body: { name: 'Mine now' } }),
      {
        fields: ['body.property_ids'],
        theirs: (o) => o.property(),
        call: async (id, mine) => ({
          path: { id: await mine.staff() },
          body: { all_properties: false, property_ids: [id] },
        }),
      },
    ],
  },
  deleteStaff: { cases: [inPath((o) => o.staff())] },
  getStaff: { cases: [inPath((o) => o.staff())] },
  listUsers: { cases: [properties('query.property_id')] },
  listStaffCollections: { cases: [properties('query.property_ids'), staffFilter] },
  listStaffCollectionPayments: { cases: [inPath((o) => o.staff())] },
  createCashHandover: { cases: [inPath((o) => o.staff(), { body: { declared_paise: 100 } })] },
  applyCashHandoverAction: { cases: [inPath((o) => o.handover(), { body: { action: 'SUBMIT' } })] },
}
