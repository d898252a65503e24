import { http, HttpResponse } from 'msw'
import type { BusinessProfile } from '../settingsApi'

/* msw handlers answering the Business section as the provider would, for stories and tests. */

const PROFILE: BusinessProfile = {
  name: 'Rohan Deshmukh',
  brand: 'Roost Demo Stays',
  image: null,
  gstin: null,
  tax_type: 'GST',
  registered_address: '12, 5th Cross, Koramangala, Bengaluru 560034',
  state_code: '29',
  state_name: 'Karnataka',
  email: 'rohan.deshmukh@example.com',
}

/** The profile (each saved body goes to `sent`) and the one tax type. */
export const businessHandlers = (sent: unknown[] = []) => [
  http.get('*/user/api/v1/operator/business_profile', () => HttpResponse.json({ data: PROFILE })),
  http.put('*/user/api/v1/operator/business_profile', async ({ request }) => {
    const body = (await request.json()) as Partial<BusinessProfile>
    sent.push(body)
    return HttpResponse.json({ data: { ...PROFILE, ...body } })
  }),
  http.get('*/user/api/v1/resource/tax/list', () =>
    HttpResponse.json({
      data: { count: 1, results: [{ id: 1, code: 'GST', name: 'GST', country_id: 1 }] },
    }),
  ),
]
