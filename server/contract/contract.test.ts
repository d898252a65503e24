import Fastify from 'fastify'
import type { Services } from '../handlers/handler'
import { NOT_IMPLEMENTED, notImplemented, serviceHandlers } from '../handlers'
import { DEMO_OPERATOR } from '../seed'
import { exerciseActivity } from '../testing/activityKit'
import { exerciseAttendance } from '../testing/attendanceKit'
import { exerciseCollections } from '../testing/collectionsKit'
import { exerciseComplaints } from '../testing/complaintKit'
import { exerciseExpenses } from '../testing/expenseKit'
import { exerciseFood } from '../testing/foodKit'
import { exerciseFoodKitchen } from '../testing/foodKitchenKit'
import { exerciseHouseRules } from '../testing/houseRulesKit'
import { exerciseInventory } from '../testing/inventoryKit'
import { exerciseReports } from '../testing/reportKit'
import { exerciseOwnReference, exerciseSettings } from '../testing/settingsKit'
import { exerciseStaff } from '../testing/staffKit'
import { exerciseTenants } from '../testing/tenantKit'
import { operations } from '../testing/contractCheck'
import { startTestServer, type TestServer } from '../testing/testServer'
import { loadContract, type Operation } from './loadContract'
import { reusable, serializeAnswer } from '../http/reusableAnswers'
import { validateResponses } from './responseValidation'

/** Handler modules only close over their services when built, so none are needed to list them. */
const handlers = serviceHandlers({} as Services, operations)
const implemented = operations.filter((operation) => handlers[operation.operationId] !== notImplemented)

/** Operations that need nothing but a token: no path or query parameter required, no body. */
const needsOnlyAToken = (operation: Operation) =>
  operation.method === 'GET' &&
  !(Array.isArray(operation.spec.parameters) ? operation.spec.parameters : []).some(
    (parameter) =>
      typeof parameter === 'object' &&
      parameter !== null &&
      !Array.isArray(parameter) &&
      parameter.required === true &&
      parameter.in !== 'header',
  )

it('has a handler for every operation of the contract, the 501 stub where no feature landed yet', () => {
  expect(Object.keys(handlers).sort()).toEqual(operations.map((operation) => operation.operationId).sort())
  expect(implemented.map((operation) => operation.operationId)).toEqual(
    expect.arrayContaining([
      'sendOtp',
      'validateOtp',
      'signupOperator',
      'logout',
      'getUserDetail',
      'getHealth',
      'listProperties',
      'lookupBeds',
      'createBedAllotment',
      'getDashboard',
      'listTenants',
    ]),
  )
})

describe('over HTTP', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(() => server.close())

  it('answers every implemented operation inside the contract', async () => {
    // Each call's answer is checked against the contract by the test server; this walks every operation.
    const token = await server.signIn(DEMO_OPERATOR.phone)
    const { body: profile } = await server.call<{ data: { id: number } }>('GET', '/user/api/v1/user_detail', {
      token,
    })
    await server.call('PUT', '/user/api/v1/operator/profile/update', { token, body: { name: 'Rohan D.' } })
    await server.call(
      'GET',
      `/user/api/v1/operator/module/content_type/operatoruser/object_id/${profile.data.id}/list`,
      {
        token,
      },
    )
    for (const list of ['city_list', 'country_list', 'institution/list?type=COLLEGE', 'tax/list']) {
      await server.call('GET', `/user/api/v1/resource/${list}`, { token })
    }
    await server.call('GET', '/user/api/v1/resource/institution/1/course/list', { token })
    await exerciseInventory(server, token)
    await exerciseTenants(server, token)
    await exerciseCollections(server, token)
    await exerciseStaff(server, token)
    await exerciseAttendance(server, token)
    await exerciseComplaints(server, token)
    await exerciseExpenses(server, token)
    await exerciseFood(server, token)
    await exerciseFoodKitchen(server, token)
    await exerciseReports(server, token)
    await exerciseHouseRules(server, token)
    await exerciseActivity(server, token)
    await exerciseSettings(server, token)
    await exerciseOwnReference(server, token)
    await server.call('GET', '/access/api/v1/otp/call?phone_number=9845012345&dial_code=91')
    await server.call('GET', '/health')
    const sent = await server.call<{ data: { id: string } }>('GET', '/access/api/v1/otp/9000012345')
    server.clock.advance(61_000)
    const validated = await server.call<{ data: { token: string } }>(
      'POST',
      `/access/api/v1/otp/validate/${sent.body.data.id}`,
      { body: { otp: server.sent.at(-1)!.code } },
    )
    await server.call('POST', '/access/api/v1/operator/signup', {
      token: validated.body.data.token,
      body: { name: 'Harpreet Kaur', brand: 'Kaur Girls Hostel' },
    })
    await server.call('POST', '/access/api/v1/logout', { token })

    const succeeded = new Set(server.exercised.filter((e) => e.status < 300).map((e) => e.operationId))
    expect(implemented.map((operation) => operation.operationId).filter((id) => !succeeded.has(id))).toEqual(
      [],
    )
  })

  it('answers an operation whose feature has not landed with 501', async () => {
    const token = await server.signIn(DEMO_OPERATOR.phone)
    const waiting = operations.filter(
      (operation) =>
        handlers[operation.operationId] === notImplemented && operation.secured && needsOnlyAToken(operation),
    )
    for (const operation of waiting) {
      const answer = await server.call('GET', operation.path, { token })
      expect({ operationId: operation.operationId, status: answer.status, body: answer.body }).toEqual({
        operationId: operation.operationId,
        status: 501,
        body: { message: NOT_IMPLEMENTED },
      })
    }
  })
})

it('fails loudly when a handler answers outside the contract', async () => {
  const contract = loadContract()
  const app = Fastify()
  validateResponses(app, contract, operations)
  app.get('/health', { schema: { operationId: 'getHealth' } as object }, async () => ({
    data: { status: 'fine' },
  }))
  const url = await app.listen({ host: '127.0.0.1', port: 0 })
  const answer = await fetch(`${url}/health`)
  expect(answer.status).toBe(500)
  expect(((await answer.json()) as { message: string }).message).toMatch(
    /^getHealth answered 200 outside the contract: answer\/data/,
  )
  await app.close()
})

it('checks a reusable answer before it first leaves, then sends the same bytes again', async () => {
  const contract = loadContract()
  const app = Fastify()
  app.setSerializerCompiler(() => serializeAnswer as (data: unknown) => string)
  validateResponses(app, contract, operations)
  const health = reusable({
    data: { status: 'ok', version: '1.0.0', uptime_seconds: 1, time: '2026-11-22T09:00:00.000Z' },
  })
  const broken = reusable({ data: { status: 'fine' } })
  app.get('/health', { schema: { operationId: 'getHealth' } as object }, async (request) =>
    (request.query as { broken?: string }).broken ? broken : health,
  )
  const url = await app.listen({ host: '127.0.0.1', port: 0 })
  const [first, second] = [await fetch(`${url}/health`), await fetch(`${url}/health`)]
  expect(first.headers.get('content-type')).toBe('application/json; charset=utf-8')
  expect(await first.text()).toBe(JSON.stringify(health))
  expect(await second.text()).toBe(JSON.stringify(health))
  expect(Object.isFrozen(health.data)).toBe(true)
  for (let tries = 0; tries < 2; tries += 1) expect((await fetch(`${url}/health?broken=1`)).status).toBe(500)
  await app.close()
})
