import { kolkataDate } from '../calendar'
import type { IsoDate } from '../db/schema'
import { sendFile, type Disposition } from '../files/download'
import { foodAnalytics, type FoodAnalyticsQuery } from '../food/analytics'
import { dayHeadcount } from '../food/headcount'
import { kitchenSheetName, kitchenSheetOf, type KitchenSheetQuery } from '../food/kitchenSheet'
import { kitchenSheetPdf } from '../food/kitchenSheetPdf'
import { logMeal, type MealLogInput } from '../food/mealLog'
import { foodProperty } from '../food/setup'
import { operatorOf } from '../http/authentication'
import { handler, type Handlers, type Services } from './handler'

/** Food for the kitchen: the day's headcount, the meal log, the kitchen sheet and analytics. */
export function foodKitchenHandlers({ db, now }: Services): Handlers {
  return {
    getFoodHeadcount: handler<{ Querystring: { property_id: number; date?: IsoDate } }>(async (request) => {
      const at = now()
      const property = await foodProperty(
        db,
        operatorOf(request).id,
        request.query.property_id,
        'query.property_id',
      )
      return { data: await dayHeadcount(db, property, request.query.date ?? kolkataDate(at), at) }
    }),
    logMeal: handler<{ Body: MealLogInput }>(async (request) => ({
      data: await logMeal(db, now, operatorOf(request), request.body),
    })),
    getKitchenSheet: handler<{ Querystring: KitchenSheetQuery & { disposition?: Disposition } }>(
      async (request, reply) => {
        const sheet = await kitchenSheetOf(db, now, operatorOf(request), request.query)
        return sendFile(
          reply,
          { file_name: kitchenSheetName(sheet), content_type: 'application/pdf' },
          await kitchenSheetPdf(sheet),
          request.query.disposition,
        )
      },
    ),
    getFoodAnalytics: handler<{ Querystring: FoodAnalyticsQuery }>((request) =>
      foodAnalytics(db, now, operatorOf(request), request.query),
    ),
  }
}
