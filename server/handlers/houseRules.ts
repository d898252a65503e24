import { actorOf } from '../activity/record'
import type { IsoDate } from '../db/schema'
import { operatorOf } from '../http/authentication'
import {
  assertRule,
  houseRulesOn,
  removePropertyHouseRuleOf,
  ruleVersions,
  setDefaultRule,
  setPropertyRule,
  type RuleChange,
} from '../rules/houseRules'
import { handler, type Handlers, type Services } from './handler'

type RulePath = { rule: string }
type PropertyRulePath = { id: number; rule: string }

/** House rules per property: the defaults, each property's rules on a day, dated changes and their versions. */
export function houseRuleHandlers({ db, now }: Services): Handlers {
  return {
    getHouseRules: handler<{ Querystring: { date?: IsoDate; property_id?: number } }>(async (request) => ({
      data: await houseRulesOn(db, now, operatorOf(request).id, request.query),
    })),
    listHouseRuleVersions: handler<{ Querystring: { rule: string; property_id?: number } }>(
      async (request) => ({
        data: await ruleVersions(db, now, operatorOf(request).id, {
          rule: assertRule(request.query.rule),
          property_id: request.query.property_id,
        }),
      }),
    ),
    setDefaultHouseRule: handler<{ Params: RulePath; Body: RuleChange }>(async (request) => ({
      data: await setDefaultRule(db, now, actorOf(request), assertRule(request.params.rule), request.body),
    })),
    setPropertyHouseRule: handler<{ Params: PropertyRulePath; Body: RuleChange }>(async (request) => ({
      data: await setPropertyRule(
        db,
        now,
        actorOf(request),
        request.params.id,
        assertRule(request.params.rule),
        request.body,
      ),
    })),
    removePropertyHouseRule: handler<{ Params: PropertyRulePath; Body: { effective_from: IsoDate } }>(
      async (request) => ({
        data: await removePropertyHouseRuleOf(
          db,
          now,
          actorOf(request),
          request.params.id,
          assertRule(request.params.rule),
          request.body.effective_from,
        ),
      }),
    ),
  }
}
