import { setupServer } from 'msw/node'

/** One msw server per test file: `const server = setupMswServer()`, then `server.use(...)` per test. */
export function setupMswServer() {
  const server = setupServer()
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  afterEach(() => server.resetHandlers())
  afterAll(() => server.close())
  return server
}
