import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { DEMO_OPERATOR } from '../seed'
import { DUES_AGEING, REPORTS, startReport, waitForReport } from '../testing/reportKit'
import { startTestServer, type TestServer } from '../testing/testServer'

type Data<T> = { data: T }
type Email = { state: string; error: string | null; eml_file_name: string | null; sent_at: string | null }

/** What the SMTP peer received: envelope recipients and the raw message. */
const received: { to: string[]; raw: string }[] = []
/** Recipients the peer refuses, to see a FAILED e-mail. */
const REFUSED = 'nobody@refused.example'

let peer: SMTPServer
let server: TestServer
let token: string
beforeAll(async () => {
  peer = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    onRcptTo(address, _session, callback) {
      callback(address.address === REFUSED ? new Error('No such mailbox') : undefined)
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => peer.listen(0, '127.0.0.1', resolve))
  process.env.SMTP_URL = `smtp://127.0.0.1:${(peer.server.address() as AddressInfo).port}`
  try {
    server = await startTestServer({ rateLimit: false })
  } finally {
    delete process.env.SMTP_URL
  }
  token = await server.signIn(DEMO_OPERATOR.phone)
})
afterAll(async () => {
  await server.close()
  await new Promise<void>((resolve) => peer.close(resolve))
})

it('sends a ready report through SMTP_URL with the file attached: SENT, and the peer has it', async () => {
  const id = await startReport(server, token)
  await waitForReport(server, token, id)
  const answer = await server.call<Data<Email>>('POST', `${REPORTS}/${id}/email`, {
    token,
    body: { emails: ['owner@example.com'] },
  })
  expect(answer.body.data).toMatchObject({ state: 'SENT', error: null, eml_file_name: null })
  expect(answer.body.data.sent_at).not.toBeNull()
  expect(received).toHaveLength(1)
  expect(received[0].to).toEqual(['owner@example.com'])
  const raw = received[0].raw
  expect(raw).toMatch(/^Subject: Dues ageing, as of 2026-11-22\r$/m)
  expect(raw).toContain(`filename=dues-ageing-${DUES_AGEING.as_of}.csv`)
  const download = await fetch(`${server.url}${REPORTS}/${id}/download`, {
    headers: { Authorization: `Token ${token}`, 'X-User-Type': 'operator', 'X-Source': 'desktop' },
  })
  const file = Buffer.from(await download.arrayBuffer())
  // The attachment's base64 body: the part after the headers that name the file, up to the next boundary.
  const parts = raw.split('\r\n\r\n')
  const body = parts[parts.findIndex((part) => part.includes('filename=dues-ageing')) + 1]
  expect(Buffer.from(body.split('\r\n--')[0].replace(/\s/g, ''), 'base64')).toEqual(file)
})

it('records FAILED with the server’s error when the SMTP peer refuses the message', async () => {
  const id = await startReport(server, token)
  await waitForReport(server, token, id)
  const answer = await server.call<Data<Email>>('POST', `${REPORTS}/${id}/email`, {
    token,
    body: { emails: [REFUSED] },
  })
  expect(answer.body.data).toMatchObject({ state: 'FAILED', sent_at: null })
  expect(answer.body.data.error).toMatch(/No such mailbox/)
})
