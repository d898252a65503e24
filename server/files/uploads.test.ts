import { DEMO_OPERATOR } from '../seed'
import {
  DOCX,
  ELF,
  GZIP,
  HTML,
  JPEG,
  JPEG_WITH_APPENDED_JPEG,
  JPEG_WITH_HTML_AFTER_END,
  JPEG_WITH_MARKUP_IN_SCAN,
  JPEG_WITH_SCRIPT_COMMENT,
  JPEG_ZIP,
  MACH_O,
  MZ,
  PDF_HTML,
  PDF_LAUNCHING,
  PDF_OPENING_AT_PAGE,
  PDF_WITH_ATTACHMENT,
  PDF_WITH_ESCAPED_SCRIPT,
  PDF_WITH_HTML_AFTER_STREAM,
  PDF_WITH_HTML_IN_BARE_STREAM,
  PDF_WITH_HTML_IN_FAKE_STREAM,
  PDF_WITH_HTML_IN_UNENDED_STREAM,
  PDF_WITH_JAVASCRIPT_LINK,
  PDF_WITH_MARKUP_IN_IMAGE,
  PDF_WITH_OPEN_SCRIPT,
  PDF_WITH_PAGE_ACTION,
  PDF_WITH_SCRIPT_AFTER_FAKE_STREAMS,
  PDF_WITH_SCRIPT_COMMENT,
  pdfWithCompressedScript,
  PLAIN_PDF,
  PNG,
  PNG_HTML,
  PNG_WITH_HTML_AFTER_END,
  PNG_WITH_SCRIPT_PIXELS,
  PNG_WITH_SCRIPT_TEXT,
  RAR,
  SCRIPT,
  SEVEN_ZIP,
  SVG,
  tarOf,
  TRUNCATED_JPEG_WITH_MARKUP_IN_SCAN,
  TRUNCATED_PNG_WITH_SCRIPT_PIXELS,
  uploadedFiles,
  ZIP,
} from '../testing/fileKit'
import { MP4 } from '../testing/complaintKit'
import { download, formWith, tenantPaths } from '../testing/tenantKit'
import { operatorObjects } from '../testing/objectsKit'
import { startTestServer, type TestServer } from '../testing/testServer'

type Data<T> = { data: T }
type Failure = { message: string; errors?: { field: string; message: string }[] }
type Stored = { id: string; file_name: string; content_type: string; url: string }

let server: TestServer
let token: string

beforeAll(async () => {
  server = await startTestServer()
  token = await server.signIn(DEMO_OPERATOR.phone)
})
afterAll(() => server.close())

const call = <T>(method: string, path: string, body?: unknown) =>
  server.call<T>(method, path, { token, body })

const uploadFile = (name: string, data: Buffer) =>
  call<Data<Stored> | Failure>('POST', tenantPaths.uploadFile, formWith({ purpose: 'OTHER' }, { name, data }))

const NOT_KEPT = 'Only PDF, JPEG or PNG files can be uploaded; this file is none of them.'
const markup = (marker: string) =>
  `The file carries web page code ("${marker}"), which could run when it is opened. Upload a plain PDF, JPEG or PNG.`
const pdfAction = (name: string) =>
  `The PDF carries /${name}, which could run or open something when it is viewed. Upload a PDF without scripts, attachments or automatic actions.`

const REFUSED: [label: string, name: string, data: Buffer, message: string][] = [
  ['an ELF executable named .pdf', 'aadhaar.pdf', ELF, NOT_KEPT],
  ['a Windows executable (MZ) named .jpg', 'photo.jpg', MZ, NOT_KEPT],
  ['a Mach-O executable named .png', 'scan.png', MACH_O, NOT_KEPT],
  ['a #! script named .pdf', 'receipt.pdf', SCRIPT, NOT_KEPT],
  ['an SVG with a script named .png', 'photo.png', SVG, NOT_KEPT],
  ['an HTML page named .pdf', 'agreement.pdf', HTML, NOT_KEPT],
  ['a zip named .pdf', 'proof.pdf', ZIP, NOT_KEPT],
  ['a docx named .pdf', 'lease.pdf', DOCX, NOT_KEPT],
  ['a gzip named .jpg', 'photo.jpg', GZIP, NOT_KEPT],
  ['a rar named .pdf', 'scan.pdf', RAR, NOT_KEPT],
  ['a 7z named .png', 'scan.png', SEVEN_ZIP, NOT_KEPT],
  ['an MP4 video (kept only as a complaint attachment)', 'scan.pdf', MP4, NOT_KEPT],
  ['a tar named .pdf', 'scan.pdf', tarOf('run.sh', 'rm -rf /\n'), NOT_KEPT],
  ['a PNG with an HTML page after it', 'photo.png', PNG_HTML, markup('<html>')],
  ['a PDF with an HTML frame after it', 'scan.pdf', PDF_HTML, markup('<iframe')],
  ['a PDF opening a javascript: link', 'scan.pdf', PDF_WITH_JAVASCRIPT_LINK, markup('JavaScript:')],
  ['a JPEG with a script in a COM segment', 'photo.jpg', JPEG_WITH_SCRIPT_COMMENT, markup('<script>')],
  ['a JPEG with a page after its end of image', 'photo.jpg', JPEG_WITH_HTML_AFTER_END, markup('<html>')],
  [
    'a JPEG cut off before its end of image (read whole, its scan data too)',
    'photo.jpg',
    TRUNCATED_JPEG_WITH_MARKUP_IN_SCAN,
    markup('<HTML>'),
  ],
  ['a PNG with a script in a tEXt chunk', 'photo.png', PNG_WITH_SCRIPT_TEXT, markup('<script>')],
  ['a PNG with a page after IEND', 'photo.png', PNG_WITH_HTML_AFTER_END, markup('<html>')],
  [
    'a PNG cut off before IEND (read whole, its IDAT too)',
    'photo.png',
    TRUNCATED_PNG_WITH_SCRIPT_PIXELS,
    markup('<script>'),
  ],
  ['a PDF with markup in a comment', 'scan.pdf', PDF_WITH_SCRIPT_COMMENT, markup('<svg')],
  ['a PDF with a page after a stream', 'scan.pdf', PDF_WITH_HTML_AFTER_STREAM, markup('<html>')],
  [
    'a PDF with a frame between "stream" and "endstream" in comments and strings',
    'scan.pdf',
    PDF_WITH_HTML_IN_FAKE_STREAM,
    markup('<iframe'),
  ],
  [
    'a PDF with a page in a stream with no dictionary',
    'scan.pdf',
    PDF_WITH_HTML_IN_BARE_STREAM,
    markup('<html>'),
  ],
  [
    'a PDF with a page in a stream with no endstream',
    'scan.pdf',
    PDF_WITH_HTML_IN_UNENDED_STREAM,
    markup('<html>'),
  ],
  ['a PDF running JavaScript on open', 'scan.pdf', PDF_WITH_OPEN_SCRIPT, pdfAction('JavaScript')],
  ['a PDF whose script names are #-escaped', 'scan.pdf', PDF_WITH_ESCAPED_SCRIPT, pdfAction('JavaScript')],
  [
    'a PDF with its script in a compressed object stream',
    'scan.pdf',
    pdfWithCompressedScript(),
    pdfAction('JavaScript'),
  ],
  [
    'a PDF with its script after "stream" in a comment and a string',
    'scan.pdf',
    PDF_WITH_SCRIPT_AFTER_FAKE_STREAMS,
    pdfAction('JavaScript'),
  ],
  ['a PDF launching a program', 'scan.pdf', PDF_LAUNCHING, pdfAction('Launch')],
  ['a PDF with a page-open action', 'scan.pdf', PDF_WITH_PAGE_ACTION, pdfAction('AA')],
  ['a PDF with an attached file', 'scan.pdf', PDF_WITH_ATTACHMENT, pdfAction('EmbeddedFiles')],
  [
    'a JPEG with a zip after it',
    'photo.jpg',
    JPEG_ZIP,
    'The file has an archive attached to it. Upload a plain PDF, JPEG or PNG.',
  ],
  ['an empty file', 'empty.pdf', Buffer.alloc(0), 'The file is empty. Choose a PDF, JPEG or PNG file.'],
  [
    'a file over 10 MB',
    'scan.pdf',
    Buffer.concat([PLAIN_PDF, Buffer.alloc(10 * 1024 * 1024)]),
    'The file is larger than 10 MB.',
  ],
]

describe('an upload is kept only when it is a plain PDF, JPEG or PNG', () => {
  it.each(REFUSED)('refuses %s (400, nothing stored)', async (_label, name, data, message) => {
    const before = uploadedFiles(server)
    const answer = await uploadFile(name, data)
    expect(answer.status).toBe(400)
    expect(answer.body).toEqual({ message, errors: [{ field: 'body.file', message }] })
    expect(uploadedFiles(server)).toEqual(before)
  })

  it.each([
    ['a PNG', 'photo.bin', PNG, 'image/png', 'photo.png'],
    ['a JPEG', 'scan', JPEG, 'image/jpeg', 'scan.jpg'],
    ['a PDF', 'lease.pdf.exe', PLAIN_PDF, 'application/pdf', 'lease.pdf.pdf'],
    [
      'a JPEG whose scan data spells "<HTML>" (after a stuffed 0xFF and a restart marker)',
      'photo.jpg',
      JPEG_WITH_MARKUP_IN_SCAN,
      'image/jpeg',
      'photo.jpg',
    ],
    [
      'a JPEG with a second JPEG appended (a gain map) whose scan data spells "<HTML>"',
      'photo.jpg',
      JPEG_WITH_APPENDED_JPEG,
      'image/jpeg',
      'photo.jpg',
    ],
    ['a PNG whose IDAT spells "<script>"', 'photo.png', PNG_WITH_SCRIPT_PIXELS, 'image/png', 'photo.png'],
    [
      'a PDF whose JPEG image stream spells "<HTML>"',
      'scan.pdf',
      PDF_WITH_MARKUP_IN_IMAGE,
      'application/pdf',
      'scan.pdf',
    ],
    [
      'a PDF opening at its first page (an /OpenAction that is no script)',
      'a.pdf',
      PDF_OPENING_AT_PAGE,
      'application/pdf',
      'a.pdf',
    ],
  ])('keeps %s under the type its content proves', async (_label, name, data, type, storedName) => {
    const answer = await uploadFile(name, data)
    expect(answer.status).toBe(201)
    const stored = (answer.body as Data<Stored>).data
    expect(stored).toMatchObject({ content_type: type, file_name: storedName })
    const back = await download(server, stored.url, token)
    expect(back.data.equals(data)).toBe(true)
  })

  it('keeps the PDFs Roost generates itself (pdfkit agreements and receipts)', async () => {
    const tenants = await call<Data<{ results: { id: number }[] }>>('GET', tenantPaths.list('?limit=50'))
    let agreementPdf: Buffer | undefined
    for (const tenant of tenants.body.data.results) {
      const agreements = await call<Data<{ results: { id: number }[] }>>(
        'GET',
        tenantPaths.agreements(tenant.id),
      )
      const [agreement] = agreements.body.data.results
      if (!agreement) continue
      agreementPdf = (
        await download(server, tenantPaths.agreementPdf(agreement.id, '?version=generated'), token)
      ).data
      break
    }
    expect(agreementPdf?.subarray(0, 5).toString()).toBe('%PDF-')

    const due = await call<Data<{ results: { id: number }[] }>>(
      'GET',
      '/payment/api/v1/operator/collection/list?is_ticket_bifurcation_v2_required=true',
    )
    const [collection] = due.body.data.results
    const paid = await call('POST', `/payment/api/v1/operator/collection/${collection.id}/mark_paid`, {
      amount_paise: 100,
      mode: 'CASH',
      paid_on: '2026-11-22',
    })
    expect(paid.status).toBe(200)
    const receipt = await download(
      server,
      `/payment/api/v1/operator/collection/${collection.id}/receipt/pdf`,
      token,
    )
    expect(receipt.data.subarray(0, 5).toString()).toBe('%PDF-')

    for (const [name, data] of [
      ['agreement.pdf', agreementPdf],
      ['receipt.pdf', receipt.data],
    ] as const) {
      const answer = await uploadFile(name, data ?? Buffer.alloc(0))
      expect(answer.status).toBe(201)
    }
  })
})

describe('every upload endpoint checks the same way', () => {
  it('refuses an executable, a page named .pdf and a polyglot as a tenant document or a payment proof, keeping no row', async () => {
    const objects = operatorObjects(server, token, DEMO_OPERATOR.phone)
    const tenant = { id: await objects.tenant() }
    const collection = { id: await objects.dueCollection() }
    const documentsBefore = await call<Data<{ count: number }>>('GET', tenantPaths.documents(tenant.id))
    const files = uploadedFiles(server)
    for (const [name, data, message] of [
      ['aadhaar.pdf', ELF, NOT_KEPT],
      ['agreement.pdf', HTML, NOT_KEPT],
      ['photo.png', PNG_HTML, markup('<html>')],
      ['scan.pdf', PDF_WITH_OPEN_SCRIPT, pdfAction('JavaScript')],
    ] as const) {
      const document = await call<Failure>(
        'POST',
        tenantPaths.upload(tenant.id),
        formWith({ category: 'ID_PROOF' }, { name, data }),
      )
      expect(document).toMatchObject({ status: 400, body: { message } })
      const proof = await call<Failure>(
        'POST',
        `/payment/api/v1/operator/${collection.id}/payment-proof`,
        formWith({ amount_paise: '3000' }, { name, data }),
      )
      expect(proof).toMatchObject({ status: 400, body: { message } })
    }
    const documentsAfter = await call<Data<{ count: number }>>('GET', tenantPaths.documents(tenant.id))
    expect(documentsAfter.body.data.count).toBe(documentsBefore.body.data.count)
    const detail = await call<Data<{ proofs: unknown[] }>>(
      'GET',
      `/payment/api/v1/operator/collection/${collection.id}/details`,
    )
    expect(detail.body.data.proofs).toEqual([])
    expect(uploadedFiles(server)).toEqual(files)
  })
})
