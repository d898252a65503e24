import { actorOf, recordActivity } from '../activity/record'
import type { ModuleType } from '../db/schema'
import { operatorOf } from '../http/authentication'
import { badRequest, notFound } from '../http/httpError'
import { findOperator, listModuleFlags } from '../operators/operators'
import { userDetail } from '../operators/profile'
import { businessProfile, reloadOperator } from '../settings/business'
import { handler, type Handlers, type Services } from './handler'

type ProfileUpdate = {
  name?: string
  brand?: string
  email?: string | null
  image?: string | null
  decimal_places?: number
  tax_type?: string
}

/** Tag `session`: the signed-in operator's profile and module flags. */
export function sessionHandlers({ db, now }: Services): Handlers {
  return {
    getUserDetail: handler(async (request) => ({ data: await userDetail(db, operatorOf(request)) })),

    updateOperatorProfile: handler<{ Body: ProfileUpdate }>(async (request) => {
      const operator = operatorOf(request)
      const { tax_type, ...changes } = request.body
      if (tax_type !== undefined) {
        const known = await db
          .selectFrom('tax_types')
          .select('code')
          .where('country_id', '=', operator.country_id)
          .where('code', '=', tax_type)
          .executeTakeFirst()
        if (!known) {
          const message = `Tax type ${tax_type} is not one of your country's tax types.`
          throw badRequest(message, [{ field: 'body.tax_type', message }])
        }
      }
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('operators')
          .set({ ...changes, ...(tax_type === undefined ? {} : { tax_type }) })
          .where('id', '=', operator.id)
          .execute()
        await recordActivity(
          trx,
          actorOf(request),
          {
            entity: 'operator',
            entityId: operator.id,
            summary: 'Changed the profile',
            before: businessProfile(operator),
            after: businessProfile(await reloadOperator(trx, operator.id)),
          },
          now(),
        )
      })
      const updated = await findOperator(db, operator.id)
      if (!updated) throw notFound('Your account no longer exists.')
      return { data: await userDetail(db, updated) }
    }),

    listOperatorModules: handler<{ Params: { id: number }; Querystring: { module_type: string } }>(
      async (request) => {
        const operator = operatorOf(request)
        if (request.params.id !== operator.id) throw notFound('No such operator.')
        const types = [...new Set(request.query.module_type.split(','))] as ModuleType[]
        return { data: await listModuleFlags(db, operator.id, types) }
      },
    ),
  }
}
