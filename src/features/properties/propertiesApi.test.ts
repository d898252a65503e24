import { waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { makeStore } from '../../app/core/store'
import { selectToasts } from '../../app/core/toasts/toastsSlice'
import { setupMswServer } from '../../testing/mswServer'
import { features, properties, propertyDetail } from './fixtures'
import { propertiesApi } from './propertiesApi'

const server = setupMswServer()
const API = 'http://localhost/property/api/v1/operator'

let calls: Record<string, number>
const count = (name: string) => {
  calls[name] = (calls[name] ?? 0) + 1
}

beforeEach(() => {
  calls = {}
  server.use(
    http.get(`${API}/property/list`, () => {
      count('list')
      return HttpResponse.json({ data: { count: 2, results: properties.slice(0, 2) } })
    }),
    http.get(`${API}/property/:id/room_feature/list`, () => {
      count('features')
      return HttpResponse.json({ data: { count: features.length, results: features } })
    }),
    http.get(`${API}/property/:id`, ({ params }) => {
      count(`property ${String(params.id)}`)
      return HttpResponse.json({ data: propertyDetail({ id: Number(params.id) }) })
    }),
    http.put(`${API}/property/update/:id`, () =>
      HttpResponse.json({ data: propertyDetail({ manager_name: 'Rohan Deshmukh' }) }),
    ),
    http.post(`${API}/room_feature/add_update_remove`, () =>
      HttpResponse.json({ data: { count: features.length, results: features } }),
    ),
  )
})

async function screenStore() {
  const store = makeStore()
  await Promise.all([
    store.dispatch(propertiesApi.endpoints.listProperties.initiate({ offset: 0, limit: 10 })),
    store.dispatch(propertiesApi.endpoints.getProperty.initiate({ id: 1 })),
    store.dispatch(propertiesApi.endpoints.getProperty.initiate({ id: 3 })),
    store.dispatch(propertiesApi.endpoints.listRoomFeatures.initiate({ id: 1, limit: 100 })),
  ])
  return store
}

test('saving a property refreshes it and the list page showing it, not other properties', async () => {
  const store = await screenStore()
  await store.dispatch(
    propertiesApi.endpoints.updateProperty.initiate({
      id: 1,
      propertyUpdateRequest: { manager_name: 'Rohan Deshmukh' },
    }),
  )
  await waitFor(() => expect(calls).toEqual({ list: 2, 'property 1': 2, 'property 3': 1, features: 1 }))
  expect(selectToasts(store.getState()).at(-1)?.message).toBe('Roost Koramangala saved')
})

test('changing the feature catalogue refreshes only the catalogue', async () => {
  const store = await screenStore()
  await store.dispatch(
    propertiesApi.endpoints.changeRoomFeatures.initiate({
      roomFeatureChangeRequest: { property_id: 1, add: [{ name: 'Wi-Fi' }], remove: [23] },
    }),
  )
  await waitFor(() => expect(calls).toEqual({ list: 1, 'property 1': 1, 'property 3': 1, features: 2 }))
  expect(selectToasts(store.getState()).at(-1)?.message).toBe('Room features: added 1 feature, removed 1')
})
