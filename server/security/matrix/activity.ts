import { filter, type MatrixCase, type MatrixEntry } from './entry'
import type { OperatorObjects } from '../../testing/objectsKit'

/** B's record in a history request: a 404, as for a record that does not exist. */
const history = (
  entity: string,
  theirs: (objects: OperatorObjects) => Promise<number | string>,
): MatrixCase => ({
  fields: ['query.entity_id'],
  theirs,
  call: (id) => ({ query: { entity, entity_id: id } }),
})

/** Tag activity: the log (a property filter) and a record's history, for each kind of record a sheet shows. */
export const activityEntries: Record<string, MatrixEntry> = {
  listActivity: {
    cases: [
      filter(
        'query.property_id',
        (o) => o.property(),
        (id) => ({ query: { property_id: id } }),
      ),
    ],
  },
  getRecordHistory: {
    cases: [
      history('collection', (o) => o.dueCollection()),
      history('tenant', (o) => o.tenant()),
      history('bed', (o) => o.occupiedBed()),
      history('expense', (o) => o.expense()),
      history('transaction', (o) => o.transaction()),
      history('allotment', (o) => o.allotment()),
      history('room', (o) => o.room()),
      history('offboarding', (o) => o.offboarding()),
      history('complaint', (o) => o.complaint()),
      history('property', (o) => o.property()),
      history('token_request', (o) => o.tokenRequest()),
      history('bank_account', (o) => o.bankAccount()),
    ],
  },
}
