import { kolkataDate } from '../calendar'
import type { Db } from '../db/database'
import { DEMO_OPERATOR } from '../seed'
import type { TestServer } from './testServer'

type Data<T> = { data: T }
type Entry = { tenant_id: number; status: string; outpass_id: number | null }

/**
 * Calls every operation of the attendance tag once with a valid request, for the contract walk: tonight's
 * roll-call of a demo floor, a day outing raised for one of its residents and let out, and the pass rules.
 */
export async function exerciseAttendance(server: TestServer, token: string, propertyId = 1): Promise<void> {
  const call = <T>(method: string, path: string, body?: unknown) =>
    server.call<T>(method, path, { token, body })
  const today = kolkataDate(server.clock.now())
  const floors = await call<Data<{ results: { floor_id: number }[] }>>(
    'GET',
    `/attendance/api/v1/operator/property/${propertyId}/floor/list?attendance_date=${today}`,
  )
  const floorId = floors.body.data.results[0].floor_id
  const sheet = await call<Data<{ entries: Entry[] }>>(
    'GET',
    `/attendance/api/v1/operator/attendance/${propertyId}?attendance_date=${today}&floor_id=${floorId}`,
  )
  const [marked, away] = sheet.body.data.entries.filter((entry) => entry.outpass_id === null)
  await call('POST', `/attendance/api/v1/operator/attendance/${propertyId}`, {
    attendance_date: today,
    floor_id: floorId,
    entries: [{ tenant_id: marked.tenant_id, status: 'PRESENT' }],
  })

  const hour = 3_600_000
  const start = server.clock.now().getTime() + hour
  const raised = await call<Data<{ outpass: { id: number } }>>(
    'POST',
    '/outpass/api/v1/operator/outpass/create',
    {
      tenant_id: away.tenant_id,
      type: 'DAY_OUTING',
      from_at: new Date(start).toISOString(),
      to_at: new Date(start + 2 * hour).toISOString(),
      destination: 'Commercial Street',
      reason: 'Shopping',
    },
  )
  const passId = raised.body.data.outpass.id
  await call('GET', `/outpass/api/v1/operator/outpass/list?tenant_id=${away.tenant_id}`)
  await call('GET', `/outpass/api/v1/operator/outpass/${passId}/details`)
  await call('POST', `/outpass/api/v1/operator/action/${passId}`, { action: 'MARK_OUT' })
  await call('GET', `/outpass/api/v1/operator/setup/${propertyId}`)
  await call('POST', `/outpass/api/v1/operator/setup/${propertyId}`, { late_grace_minutes: 20 })
}

/** The demo operator (id and name) and its first property, which the roll-call and pass tests work on. */
export async function demoOperatorProperty(db: Db) {
  const operator = await db
    .selectFrom('operators')
    .select(['id', 'name'])
    .where('phone_no', '=', DEMO_OPERATOR.phone.national)
    .executeTakeFirstOrThrow()
  const property = await db
    .selectFrom('properties')
    .select('id')
    .where('operator_id', '=', operator.id)
    .orderBy('id')
    .executeTakeFirstOrThrow()
  return { operatorId: operator.id, operatorName: operator.name, propertyId: property.id }
}
