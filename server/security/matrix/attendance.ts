import { filter, inPath, type MatrixEntry } from './entry'

const today = '2026-11-22'
const mark = (tenantId: number) => ({ tenant_id: tenantId, status: 'PRESENT' })

/** Tag attendance: roll-calls by property and floor, outpasses and each property's pass rules. */
export const attendanceEntries: Record<string, MatrixEntry> = {
  listAttendanceFloors: { cases: [inPath((o) => o.property())] },
  getAttendance: {
    cases: [
      inPath((o) => o.property(), { query: { floor_id: 1 } }),
      {
        fields: ['query.floor_id'],
        theirs: (o) => o.floor(),
        call: async (id, mine) => ({ path: { id: await mine.property() }, query: { floor_id: id } }),
      },
    ],
  },
  markAttendance: {
    cases: [
      inPath((o) => o.property(), { body: { attendance_date: today, floor_id: 1, entries: [mark(1)] } }),
      {
        fields: ['body.floor_id'],
        theirs: (o) => o.floor(),
        call: async (id, mine) => ({
          path: { id: await mine.property() },
          body: { attendance_date: today, floor_id: id, entries: [mark(await mine.tenant())] },
        }),
      },
      {
        fields: ['body.marked_by_staff_id'],
        theirs: (o) => o.staff(),
        call: async (id, mine) => ({
          path: { id: await mine.property() },
          body: {
            attendance_date: today,
            floor_id: await mine.floor(),
            marked_by_staff_id: id,
            entries: [mark(await mine.tenant())],
          },
        }),
      },
      // A tenant who does not live on the floor that night is a 400 naming the entry, theirs or missing alike.
      {
        fields: ['body.entries[].tenant_id'],
        theirs: (o) => o.tenant(),
        call: async (id, mine) => ({
          path: { id: await mine.property() },
          body: { attendance_date: today, floor_id: await mine.floor(), entries: [mark(Number(id))] },
        }),
        answers: 'as-missing',
      },
    ],
  },
  listOutpasses: {
    cases: [
      filter(
        'query.property_ids',
        (o) => o.property(),
        (id) => ({ query: { property_ids: id } }),
      ),
      filter(
        'query.tenant_id',
        (o) => o.tenant(),
        (id) => ({ query: { tenant_id: id } }),
      ),
    ],
  },
  getOutpass: { cases: [inPath((o) => o.outpass())] },
  applyOutpassAction: {
    cases: [
      inPath((o) => o.outpass(), { body: { action: 'CANCEL' } }),
      {
        fields: ['body.by_staff_id'],
        theirs: (o) => o.staff(),
        call: async (id, mine) => ({
          path: { id: await mine.outpass() },
          body: { action: 'CANCEL', by_staff_id: id },
        }),
      },
    ],
  },
  createOutpass: {
    cases: [
      {
        fields: ['body.tenant_id'],
        theirs: (o) => o.tenant(),
        call: (id) => ({
          body: {
            tenant_id: id,
            type: 'HOME_LEAVE',
            from_at: '2026-12-10T12:30:00.000Z',
            to_at: '2026-12-12T14:30:00.000Z',
            destination: 'Home',
            reason: 'Family function',
          },
        }),
      },
    ],
  },
  getOutpassSetup: { cases: [inPath((o) => o.property())] },
  setupOutpass: { cases: [inPath((o) => o.property(), { body: { late_grace_minutes: 20 } })] },
}
