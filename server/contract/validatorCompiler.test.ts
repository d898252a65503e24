import Fastify from 'fastify'
import { startTestServer } from '../testing/testServer'
import { contractValidatorCompiler } from './validatorCompiler'

const NUMBER_BODY = {
  type: 'object',
  properties: { count: { type: 'integer' } },
  required: ['count'],
  additionalProperties: false,
}

it('compiles a route’s check on its first request: bad input is a 400, good input passes', async () => {
  const app = Fastify()
  app.setValidatorCompiler(contractValidatorCompiler({}).compiler)
  app.post(
    '/count',
    {
      schema: {
        body: NUMBER_BODY,
        querystring: { type: 'object', properties: { page: { type: 'integer' } } },
      },
    },
    async (request) => ({
      body: request.body,
      query: request.query,
    }),
  )
  const url = await app.listen({ host: '127.0.0.1', port: 0 })
  const post = (query: string, body: unknown) =>
    fetch(`${url}/count${query}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  const refused = await post('', { count: 'two' })
  expect(refused.status).toBe(400)
  expect(((await refused.json()) as { message: string }).message).toMatch(/count must be integer/)
  const extra = await post('', { count: 2, more: true })
  expect(extra.status).toBe(400)
  const passed = await post('?page=3', { count: 2 })
  expect(passed.status).toBe(200)
  expect(await passed.json()).toEqual({ body: { count: 2 }, query: { page: 3 } })
  await app.close()
})

it('fails precompiling on a schema Ajv refuses, as a served app does at start', async () => {
  const checks = contractValidatorCompiler({})
  const app = Fastify()
  app.setValidatorCompiler(checks.compiler)
  app.post('/count', { schema: { body: NUMBER_BODY } }, async () => ({}))
  app.get('/typo', { schema: { querystring: { type: 'object', propertes: {} } } }, async () => ({}))
  await app.ready()
  await expect(checks.precompile()).rejects.toThrow(/unknown keyword: "propertes"/)
  await app.close()
})

it('compiles every request and answer check of the contract in a served app', async () => {
  const server = await startTestServer({ precompileChecks: true })
  try {
    await expect(server.app.checksPrecompiled).resolves.toBeUndefined()
  } finally {
    await server.close()
  }
})
