import { DEMO_OPERATOR, SECOND_OPERATOR } from '../seed'
import { propertyIds, type Data, type Failure, type Page } from '../testing/inventoryKit'
import { download, formWith, PNG, tenantPaths } from '../testing/tenantKit'
import { startTestServer, type TestServer } from '../testing/testServer'

let server: TestServer
let demo: string
let second: string
beforeAll(async () => {
  server = await startTestServer()
  demo = await server.signIn(DEMO_OPERATOR.phone)
  second = await server.signIn(SECOND_OPERATOR.phone)
})
afterAll(() => server.close())

/** One id of every tenants-tag kind the demo operator owns. */
async function demoIds() {
  const call = <T>(method: string, path: string, body?: unknown) =>
    server.call<T>(method, path, { token: demo, body })
  const onNotice = await call<Page<{ id: number }>>('GET', tenantPaths.list('?type=on_notice&limit=1'))
  const tenantId = onNotice.body.data.results[0].id
  const offboardings = await call<Page<{ id: number; tenant_id: number }>>(
    'GET',
    tenantPaths.offboardings('?limit=1'),
  )
  const requests = await call<Page<{ id: number }>>(
    'GET',
    tenantPaths.tokenRequests('?status=PENDING&limit=1'),
  )
  const document = await call<Data<{ id: number }>>(
    'POST',
    tenantPaths.upload(tenantId),
    formWith({ category: 'PHOTO' }, { name: 'me.png', data: PNG }),
  )
  const agreement = await call<Data<{ id: number }>>('POST', tenantPaths.newAgreement(tenantId), {})
  const file = await call<Data<{ id: string }>>(
    'POST',
    tenantPaths.uploadFile,
    formWith({ purpose: 'TENANT_IMAGE' }, { name: 'me.png', data: PNG }),
  )
  const propertyId = (await propertyIds(server, demo))['Koramangala Boys PG']
  return {
    tenantId,
    propertyId,
    offboardingId: offboardings.body.data.results[0].id,
    requestId: requests.body.data.results[0].id,
    documentId: document.body.data.id,
    agreementId: agreement.body.data.id,
    fileKey: file.body.data.id,
  }
}

it('answers 404 to another operator for every tenant, document, agreement, request and move-out id', async () => {
  const ids = await demoIds()
  const before = await server.call<Data<unknown>>('GET', tenantPaths.details(ids.tenantId), { token: demo })
  const attempts: [string, string, unknown][] = [
    ['GET', tenantPaths.details(ids.tenantId), undefined],
    ['PUT', tenantPaths.details(ids.tenantId), { rent_paise: 100 }],
    ['PUT', tenantPaths.profile(ids.tenantId), { name: 'Someone Else' }],
    ['GET', tenantPaths.room(ids.tenantId), undefined],
    ['GET', tenantPaths.documents(ids.tenantId), undefined],
    ['GET', tenantPaths.agreements(ids.tenantId), undefined],
    ['POST', tenantPaths.newAgreement(ids.tenantId), {}],
    ['GET', tenantPaths.offboardingContext(ids.tenantId), undefined],
    ['POST', tenantPaths.forecast, { tenant_id: ids.tenantId, move_out_date: '2026-12-31' }],
    ['POST', tenantPaths.raise, { tenant_id: ids.tenantId, move_out_date: '2026-12-31' }],
    ['GET', tenantPaths.bank(ids.tenantId), undefined],
    ['POST', tenantPaths.linkBank, { tenant_ids: [ids.tenantId], bank_id: 1 }],
    ['PUT', tenantPaths.document(ids.documentId), { name: 'Mine' }],
    ['GET', tenantPaths.documentFile(ids.documentId), undefined],
    ['GET', tenantPaths.agreementPdf(ids.agreementId), undefined],
    ['GET', tenantPaths.file(ids.fileKey), undefined],
    ['GET', tenantPaths.offboarding(ids.offboardingId), undefined],
    ['PUT', tenantPaths.editOffboarding(ids.offboardingId), { action: 'REJECT' }],
    [
      'POST',
      tenantPaths.complete,
      { offboarding_id: ids.offboardingId, room_inspected: true, keys_returned: true, meter_read: true },
    ],
    ['GET', tenantPaths.tokenRequest(ids.requestId), undefined],
    ['PUT', tenantPaths.updateTokenRequest(ids.requestId), { notes: 'Mine' }],
    ['PUT', tenantPaths.rejectTokenRequest(ids.requestId), { reason: 'Not mine' }],
    ['GET', tenantPaths.placement(ids.propertyId), undefined],
    ['GET', tenantPaths.roomTypeFeatures(ids.propertyId), undefined],
    [
      'GET',
      tenantPaths.dues(`?property_id=${ids.propertyId}&move_in_date=2026-12-01&rent_paise=100`),
      undefined,
    ],
    ['GET', tenantPaths.summary(`?property_id=${ids.propertyId}`), undefined],
  ]
  for (const [method, path, body] of attempts) {
    const answer = await server.call<Failure>(method, path, { token: second, body })
    expect({ method, path, status: answer.status }).toEqual({ method, path, status: 404 })
  }
  const upload = await server.call<Failure>('POST', tenantPaths.upload(ids.tenantId), {
    token: second,
    body: formWith({ category: 'PHOTO' }, { name: 'me.png', data: PNG }),
  })
  expect(upload.status).toBe(404)
  const bytes = await download(server, tenantPaths.documentFile(ids.documentId), second)
  expect(bytes.status).toBe(404)

  const theirs = await server.call<Page<{ id: number }>>('GET', tenantPaths.list('?type=all&limit=100'), {
    token: second,
  })
  expect(theirs.body.data.results.map((tenant) => tenant.id)).not.toContain(ids.tenantId)
  const after = await server.call<Data<unknown>>('GET', tenantPaths.details(ids.tenantId), { token: demo })
  expect(after.body).toEqual(before.body)
})
