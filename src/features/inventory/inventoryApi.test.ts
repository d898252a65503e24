import { waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { makeStore } from '../../app/core/store'
import { selectToasts } from '../../app/core/toasts/toastsSlice'
import { setupMswServer } from '../../testing/mswServer'
import { allotment, bedDetail, lookupResult, makeBeds, room, roomTypes, summary } from './fixtures'
import { inventoryApi } from './inventoryApi'

const server = setupMswServer()
const API = 'http://localhost'

/** How often each read reached the server. */
let calls: Record<string, number>
const count = (name: string) => {
  calls[name] = (calls[name] ?? 0) + 1
}

beforeEach(() => {
  calls = {}
  server.use(
    http.get(`${API}/inventory/api/v1/operator/property/:id/bed/list`, () => {
      count('board')
      return HttpResponse.json({ data: lookupResult(makeBeds()) })
    }),
    http.get(`${API}/inventory/api/v1/operator/bed/:id/details`, ({ params }) => {
      count(`bed ${String(params.id)}`)
      const id = Number(params.id)
      return HttpResponse.json({ data: bedDetail({ id, room_id: id === 7 ? 102 : 105 }) })
    }),
    http.get(`${API}/dashboard/api/v1/operator/property/:id/summary`, () => {
      count('summary')
      return HttpResponse.json({ data: summary })
    }),
    http.get(`${API}/inventory/api/v1/operator/property/:id/room_type/list`, () => {
      count('room types')
      return HttpResponse.json({ data: { count: roomTypes.length, results: roomTypes } })
    }),
    http.post(`${API}/inventory/api/v1/operator/bed/:id/allotment`, () =>
      HttpResponse.json({ data: allotment({ tenant_name: 'Kavya Gowda' }) }, { status: 201 }),
    ),
    http.put(`${API}/inventory/api/v1/operator/room/:id`, () =>
      HttpResponse.json({ data: room({ rent_paise: 1525000 }) }),
    ),
  )
})

/** A store with the board, two beds (in rooms 102 and 105), the summary and room types on screen. */
async function screenStore() {
  const store = makeStore()
  const subscriptions = [
    store.dispatch(inventoryApi.endpoints.lookupBeds.initiate({ id: 1 })),
    store.dispatch(inventoryApi.endpoints.getBedDetails.initiate({ id: 7 })),
    store.dispatch(inventoryApi.endpoints.getBedDetails.initiate({ id: 8 })),
    store.dispatch(inventoryApi.endpoints.getPropertySummary.initiate({ id: 1 })),
    store.dispatch(inventoryApi.endpoints.listRoomTypes.initiate({ id: 1 })),
  ]
  await Promise.all(subscriptions)
  return store
}

test('an allotment refreshes the board, that bed and the summary, and nothing else', async () => {
  const store = await screenStore()
  await store.dispatch(
    inventoryApi.endpoints.createBedAllotment.initiate({
      id: 7,
      bedAllotmentCreateRequest: { tenant_id: 302, from_date: '2026-11-22' },
    }),
  )
  await waitFor(() =>
    expect(calls).toEqual({ board: 2, 'bed 7': 2, 'bed 8': 1, summary: 2, 'room types': 1 }),
  )
  expect(selectToasts(store.getState()).map((toast) => [toast.tone, toast.message])).toEqual([
    ['success', '102-B allotted to Kavya Gowda'],
  ])
})

test('a room edit refreshes the board and the beds of that room, not the counts', async () => {
  const store = await screenStore()
  await store.dispatch(
    inventoryApi.endpoints.updateRoom.initiate({ id: 102, roomUpdateRequest: { rent_paise: 1525000 } }),
  )
  await waitFor(() =>
    expect(calls).toEqual({ board: 2, 'bed 7': 2, 'bed 8': 1, summary: 1, 'room types': 1 }),
  )
  expect(selectToasts(store.getState()).at(-1)?.message).toBe('Room 102 saved')
})

test('a failed allotment refreshes nothing and shows only the error', async () => {
  server.use(
    http.post(`${API}/inventory/api/v1/operator/bed/:id/allotment`, () =>
      HttpResponse.json({ message: 'The bed is taken on those dates' }, { status: 409 }),
    ),
  )
  const store = await screenStore()
  await store.dispatch(
    inventoryApi.endpoints.createBedAllotment.initiate({
      id: 7,
      bedAllotmentCreateRequest: { tenant_id: 302, from_date: '2026-11-22' },
    }),
  )
  expect(calls).toEqual({ board: 1, 'bed 7': 1, 'bed 8': 1, summary: 1, 'room types': 1 })
  expect(selectToasts(store.getState()).map((toast) => [toast.tone, toast.message])).toEqual([
    ['error', 'The bed is taken on those dates'],
  ])
})
