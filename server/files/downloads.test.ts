import { DEMO_OPERATOR } from '../seed'
import { PLAIN_PDF, PNG } from '../testing/fileKit'
import { download, formWith, tenantPaths } from '../testing/tenantKit'
import { startTestServer, type TestServer } from '../testing/testServer'
import { contentDisposition } from './download'

type Data<T> = { data: T }

let server: TestServer
let token: string
/** One download of each kind, by operationId. */
const downloads: Record<string, { path: string; type: string }> = {}
/** The name the hostile upload was stored under. */
let storedName = ''

const call = <T>(method: string, path: string, body?: unknown) =>
  server.call<T>(method, path, { token, body })

/** A name with quotes, a line break, folders, a right-to-left override and non-ASCII letters. */
const HOSTILE_NAME = '..\\..\\evil"\r\nSet-Cookie: a=b;\u202Egnp.किराया रसीद (1)*.png'

beforeAll(async () => {
  server = await startTestServer()
  token = await server.signIn(DEMO_OPERATOR.phone)
  const [tenant] = (await call<Data<{ results: { id: number }[] }>>('GET', tenantPaths.list('?limit=1'))).body
    .data.results
  const stored = await call<Data<{ url: string; file_name: string }>>(
    'POST',
    tenantPaths.uploadFile,
    formWith({ purpose: 'OTHER' }, { name: HOSTILE_NAME, data: PNG }),
  )
  downloads.downloadUploadedFile = { path: stored.body.data.url, type: 'image/png' }
  storedName = stored.body.data.file_name
  const document = await call<Data<{ id: number; file_name: string }>>(
    'POST',
    tenantPaths.upload(tenant.id),
    formWith({ category: 'ID_PROOF' }, { name: 'aadhaar.pdf', data: PLAIN_PDF }),
  )
  downloads.downloadTenantDocument = {
    path: tenantPaths.documentFile(document.body.data.id),
    type: 'application/pdf',
  }
  const tenants = await call<Data<{ results: { id: number }[] }>>('GET', tenantPaths.list('?limit=50'))
  for (const { id } of tenants.body.data.results) {
    const [agreement] = (await call<Data<{ results: { id: number }[] }>>('GET', tenantPaths.agreements(id)))
      .body.data.results
    if (!agreement) continue
    downloads.downloadRentAgreement = {
      path: tenantPaths.agreementPdf(agreement.id),
      type: 'application/pdf',
    }
    break
  }
  const [collection] = (
    await call<Data<{ results: { id: number }[] }>>(
      'GET',
      '/payment/api/v1/operator/collection/list?is_ticket_bifurcation_v2_required=true',
    )
  ).body.data.results
  await call('POST', `/payment/api/v1/operator/collection/${collection.id}/mark_paid`, {
    amount_paise: 100,
    mode: 'CASH',
    paid_on: '2026-11-22',
  })
  downloads.downloadCollectionReceipt = {
    path: `/payment/api/v1/operator/collection/${collection.id}/receipt/pdf`,
    type: 'application/pdf',
  }
  const proof = await call<Data<{ file: { url: string } }>>(
    'POST',
    `/payment/api/v1/operator/${collection.id}/payment-proof`,
    formWith({ amount_paise: '100' }, { name: 'upi.png', data: PNG }),
  )
  downloads.downloadPaymentProof = { path: proof.body.data.file.url, type: 'image/png' }
})
afterAll(() => server.close())

/** RFC 6266 with RFC 5987's `filename*`: a quoted ASCII name without quotes, separators or controls, and `attr-char`s. */
const SAFE_DISPOSITION =
  /^(attachment|inline); filename="[A-Za-z0-9 ._()-]+"; filename\*=UTF-8''[A-Za-z0-9!#$&+.^_`|~%-]+$/

describe('every file download is a sandboxed, named attachment', () => {
  const operations = [
    'downloadUploadedFile',
    'downloadTenantDocument',
    'downloadRentAgreement',
    'downloadCollectionReceipt',
    'downloadPaymentProof',
  ]

  it.each(operations)(
    '%s: attachment by default, no sniffing, no caching, a policy that runs nothing',
    async (id) => {
      const { path, type } = downloads[id]
      const answer = await download(server, path, token)
      expect(answer.status).toBe(200)
      expect(answer.headers.get('content-type')).toBe(type)
      expect(answer.headers.get('content-disposition')).toMatch(SAFE_DISPOSITION)
      expect(answer.headers.get('content-disposition')).toMatch(/^attachment;/)
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff')
      expect(answer.headers.get('content-security-policy')).toBe(
        "default-src 'none'; sandbox; frame-ancestors 'none'",
      )
      expect(answer.headers.get('cache-control')).toBe('private, no-store')
    },
  )

  it.each(operations)('%s: inline when asked, for a PDF or an image, under the same policy', async (id) => {
    const { path } = downloads[id]
    const answer = await download(server, `${path}${path.includes('?') ? '&' : '?'}disposition=inline`, token)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-disposition')).toMatch(/^inline; filename="/)
    expect(answer.headers.get('content-security-policy')).toBe(
      "default-src 'none'; sandbox; frame-ancestors 'none'",
    )
  })

  it('names a hostile upload safely: no quotes, line breaks or folders in the header, the letters kept in filename*', async () => {
    const answer = await download(server, downloads.downloadUploadedFile.path, token)
    const header = answer.headers.get('content-disposition') ?? ''
    expect(answer.headers.get('set-cookie')).toBeNull()
    expect(header).toMatch(SAFE_DISPOSITION)
    const encoded = /filename\*=UTF-8''(.+)$/.exec(header)?.[1] ?? ''
    const decoded = decodeURIComponent(encoded)
    expect(decoded).toBe(storedName)
    expect(decoded).toContain('किराया रसीद')
    expect(decoded).not.toMatch(/[\\/"\r\n\u202E]/)
  })
})

describe('contentDisposition', () => {
  it('gives an ASCII fallback and the exact name in RFC 5987 form', () => {
    expect(contentDisposition('Receipt RCT-2026-27 001.pdf', 'application/pdf')).toBe(
      `attachment; filename="Receipt RCT-2026-27 001.pdf"; filename*=UTF-8''Receipt%20RCT-2026-27%20001.pdf`,
    )
    expect(contentDisposition("it's (final)*.pdf", 'application/pdf', 'inline')).toBe(
      `inline; filename="it_s (final)_.pdf"; filename*=UTF-8''it%27s%20%28final%29_.pdf`,
    )
  })

  it('drops folders and control characters, and never lets another type be inline', () => {
    expect(contentDisposition('a/b\\c\r\n.pdf', 'application/pdf')).toBe(
      `attachment; filename="c__.pdf"; filename*=UTF-8''c__.pdf`,
    )
    expect(contentDisposition('page.html', 'text/html', 'inline')).toMatch(/^attachment;/)
    expect(contentDisposition('', 'image/png')).toBe(`attachment; filename="file"; filename*=UTF-8''file`)
  })
})
