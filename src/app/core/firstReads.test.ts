import { http, HttpResponse } from 'msw'
import { demoOperator } from '../../testing/fixtures'
import { setupMswServer } from '../../testing/mswServer'
import { readsSettled } from './firstReads'
import { sessionApi } from './session/sessionApi'
import { makeStore } from './store'

const server = setupMswServer()

it('resolves at once when no read is on its way', async () => {
  await expect(readsSettled(makeStore())).resolves.toBeUndefined()
})

it('resolves once every read on its way has answered, and not before', async () => {
  let release: () => void = () => undefined
  const answer = new Promise<void>((resolve) => (release = resolve))
  server.use(
    http.get('http://localhost/user/api/v1/user_detail', async () => {
      await answer
      return HttpResponse.json({ data: demoOperator })
    }),
  )
  const store = makeStore()
  void store.dispatch(sessionApi.util.prefetch('getUserDetail', undefined, {}))
  let settled = false
  const settling = readsSettled(store).then(() => (settled = true))
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(settled).toBe(false)
  release()
  await settling
  expect(Object.values(store.getState().api.queries).map((query) => query?.status)).toEqual(['fulfilled'])
})
