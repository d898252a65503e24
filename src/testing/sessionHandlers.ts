import { http, HttpResponse } from 'msw'
import { demoOperator, moduleFlag } from './fixtures'

/** The signed-in demo operator's profile and module flags, for stories and tests that render screens. */
export const sessionHandlers = [
  http.get('*/user/api/v1/user_detail', () => HttpResponse.json({ data: demoOperator })),
  http.get('*/user/api/v1/operator/module/content_type/operatoruser/object_id/:id/list', () =>
    HttpResponse.json({ data: [moduleFlag('expense', true), moduleFlag('complaint', true)] }),
  ),
]
