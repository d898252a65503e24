import { filter, inPath, REFERENCE_DATA, type MatrixEntry } from './entry'

const room = { name: 'X1', sharing: 1, rent_paise: 100 }

/** Tags dashboard, properties and inventory. */
export const inventoryEntries: Record<string, MatrixEntry> = {
  getDashboard: {
    cases: [
      filter(
        'query.property_ids',
        (o) => o.property(),
        (id) => ({ query: { property_ids: id } }),
      ),
    ],
  },
  getProperty: { cases: [inPath((o) => o.property())] },
  updateProperty: {
    cases: [inPath((o) => o.property(), { body: { property_name: 'Mine now' } })],
    notOwned: { 'body.address.city_id': REFERENCE_DATA, 'body.upi_id': 'A UPI handle, not an object.' },
  },
  getAgreementTerms: {
    cases: [
      { fields: ['query.room_id'], theirs: (o) => o.room(), call: (id) => ({ query: { room_id: id } }) },
      {
        fields: ['query.bed_id'],
        theirs: (o) => o.freeBed(),
        call: async (id, mine) => ({ query: { room_id: await mine.room(), bed_id: id } }),
      },
    ],
  },
  changeRoomFeatures: {
    cases: [
      {
        fields: ['body.property_id'],
        theirs: (o) => o.property(),
        call: (id) => ({ body: { property_id: id, add: [{ name: 'Sauna' }] } }),
      },
      {
        fields: ['body.update[].id'],
        theirs: (o) => o.feature(),
        call: async (id, mine) => ({
          body: { property_id: await mine.property(), update: [{ id, name: 'Mine' }] },
        }),
      },
      {
        fields: ['body.remove'],
        theirs: (o) => o.feature(),
        call: async (id, mine) => ({ body: { property_id: await mine.property(), remove: [id] } }),
      },
    ],
  },
  listRoomFeatures: { cases: [inPath((o) => o.property())] },
  lookupBeds: {
    cases: [
      inPath((o) => o.property()),
      {
        fields: ['query.tenant_id'],
        theirs: (o) => o.tenant(),
        call: async (id, mine) => ({ path: { id: await mine.property() }, query: { tenant_id: id } }),
      },
      filter(
        'query.floor_id',
        (o) => o.floor(),
        async (id, mine) => ({
          path: { id: await mine.property() },
          query: { floor_id: id },
        }),
      ),
    ],
  },
  getBedDetails: { cases: [inPath((o) => o.occupiedBed())] },
  getBedAvailability: {
    cases: [inPath((o) => o.freeBed(), { query: { from_date: '2026-11-01', to_date: '2026-11-30' } })],
  },
  createBedAllotment: {
    cases: [
      {
        fields: ['path.id'],
        theirs: (o) => o.freeBed(),
        call: async (id, mine) => ({
          path: { id },
          body: { tenant_id: await mine.tenant(), from_date: '2027-06-01' },
        }),
      },
      {
        fields: ['body.tenant_id'],
        theirs: (o) => o.tenant(),
        call: async (id, mine) => ({
          path: { id: await mine.freeBed() },
          body: { tenant_id: id, from_date: '2027-06-01' },
        }),
      },
    ],
  },
  unlinkAllotment: { cases: [inPath((o) => o.allotment())] },
  editRooms: {
    cases: [
      {
        fields: ['body.room_id_list'],
        theirs: (o) => o.room(),
        call: (id) => ({ body: { room_id_list: [id], is_ac: false } }),
      },
      {
        fields: ['body.room_type_id'],
        theirs: (o) => o.roomType(),
        call: async (id, mine) => ({ body: { room_id_list: [await mine.room()], room_type_id: id } }),
      },
      {
        fields: ['body.feature_ids'],
        answers: 'as-missing',
        theirs: (o) => o.feature(),
        call: async (id, mine) => ({ body: { room_id_list: [await mine.room()], feature_ids: [id] } }),
      },
    ],
  },
  toggleRoom: { cases: [inPath((o) => o.room(), { body: { is_active: false } })] },
  updateRoom: {
    cases: [
      inPath((o) => o.room(), { body: { name: 'Taken' } }),
      {
        fields: ['body.floor_id'],
        theirs: (o) => o.floor(),
        call: async (id, mine) => ({ path: { id: await mine.room() }, body: { floor_id: id } }),
      },
      {
        fields: ['body.room_type_id'],
        theirs: (o) => o.roomType(),
        call: async (id, mine) => ({ path: { id: await mine.room() }, body: { room_type_id: id } }),
      },
      {
        fields: ['body.feature_ids'],
        answers: 'as-missing',
        theirs: (o) => o.feature(),
        call: async (id, mine) => ({ path: { id: await mine.room() }, body: { feature_ids: [id] } }),
      },
    ],
  },
  editPropertyInventory: {
    cases: [
      inPath((o) => o.property(), { body: { floors: [{ name: 'Roof', rooms: [room] }] } }),
      {
        fields: ['body.floors[].floor_id'],
        theirs: (o) => o.floor(),
        call: async (id, mine) => ({
          path: { id: await mine.property() },
          body: { floors: [{ floor_id: id, rooms: [room] }] },
        }),
      },
      {
        fields: ['body.floors[].rooms[].room_type_id'],
        theirs: (o) => o.roomType(),
        call: async (id, mine) => ({
          path: { id: await mine.property() },
          body: { floors: [{ floor_id: await mine.floor(), rooms: [{ name: 'X2', room_type_id: id }] }] },
        }),
      },
    ],
  },
  createRoomType: {
    cases: [
      {
        fields: ['body.property_id'],
        theirs: (o) => o.property(),
        call: (id) => ({
          body: {
            property_id: id,
            name: 'Suite',
            sharing: 1,
            is_ac: true,
            bath_type: 'ATTACHED',
            rent_paise: 1,
          },
        }),
      },
      {
        fields: ['body.feature_ids'],
        answers: 'as-missing',
        theirs: (o) => o.feature(),
        call: async (id, mine) => ({
          body: {
            property_id: await mine.property(),
            name: 'Suite',
            sharing: 1,
            is_ac: true,
            bath_type: 'ATTACHED',
            rent_paise: 1,
            feature_ids: [id],
          },
        }),
      },
    ],
  },
  listFloors: { cases: [inPath((o) => o.property())] },
  getPropertySummary: { cases: [inPath((o) => o.property())] },
  listRoomTypes: { cases: [inPath((o) => o.property())] },
}
