import { setupServer, type SetupServer } from 'msw/node'

/** One msw server per test file: `const server = setupMswServer()`, then `server.use(...)` per test. */
export function setupMswServer() {
  const server = setupServer()
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  afterEach(() => server.resetHandlers())
  afterAll(() => server.close())
  return server
}

/**
 * Every call the code under test sends from the start of each test, as path and query (emptied before each test).
 * The session check's profile call is left out: the app makes it at boot whatever the screen.
 */
export function sentCalls(server: SetupServer): readonly string[] {
  const sent: string[] = []
  beforeEach(() => {
    sent.length = 0
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url)
      if (!url.pathname.includes('user_detail')) sent.push(`${url.pathname}${url.search}`)
    })
  })
  afterEach(() => server.events.removeAllListeners())
  return sent
}
