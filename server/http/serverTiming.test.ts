import Fastify from 'fastify'
import { DEMO_OPERATOR } from '../seed'
import { startTestServer } from '../testing/testServer'
import { timeAnswers } from './serverTiming'

/** The milliseconds an answer's Server-Timing header gives as the server's own time; fails when it has none. */
function serverMs(headers: Headers): number {
  const timing = headers.get('server-timing')
  const ms = timing?.match(/^app;dur=(\d+(?:\.\d)?)$/)?.[1]
  if (ms === undefined) throw new Error(`No server time in Server-Timing: ${timing}`)
  return Number(ms)
}

it('says how long the server spent on every answer: an API answer, a refusal, a miss and the health check', async () => {
  const server = await startTestServer({ rateLimit: false })
  try {
    const token = await server.signIn(DEMO_OPERATOR.phone)
    const answers = [
      await server.call('GET', '/payment/api/v1/operator/collection/list?status=all&limit=100', { token }),
      await server.call('GET', '/user/api/v1/user_detail'),
      await server.call('GET', '/user/api/v1/no_such_call', { token }),
      await server.call('GET', '/health'),
    ]
    expect(answers.map((answer) => answer.status)).toEqual([200, 401, 404, 200])
    for (const answer of answers) expect(serverMs(answer.headers)).toBeLessThan(10_000)
  } finally {
    await server.close()
  }
})

it('counts the handler’s time and the answer hooks’ before it', async () => {
  const app = Fastify()
  const sendTiming = timeAnswers(app)
  app.addHook('onSend', async (_request, _reply, payload) => {
    await new Promise((resolve) => setTimeout(resolve, 30))
    return payload
  })
  sendTiming()
  app.get('/slow', async () => {
    await new Promise((resolve) => setTimeout(resolve, 40))
    return { ok: true }
  })
  const url = await app.listen({ port: 0, host: '127.0.0.1' })
  try {
    const answer = await fetch(`${url}/slow`)
    expect(await answer.json()).toEqual({ ok: true })
    expect(serverMs(answer.headers)).toBeGreaterThanOrEqual(65)
  } finally {
    await app.close()
  }
})
