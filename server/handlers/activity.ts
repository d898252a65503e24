import { listActivity, recordHistory, type ActivityListQuery, type HistoryQuery } from '../activity/read'
import { operatorOf } from '../http/authentication'
import { handler, type Handlers, type Services } from './handler'

/**
 * Tag `activity`: the activity log and a record's history, read only. Entries are written by the writes themselves
 * (`recordActivity` in their transactions); no operation edits or deletes them.
 */
export function activityHandlers({ db }: Services): Handlers {
  return {
    listActivity: handler<{ Querystring: ActivityListQuery }>(async (request) => ({
      data: await listActivity(db, operatorOf(request).id, request.query),
    })),
    getRecordHistory: handler<{ Querystring: HistoryQuery }>(async (request) => ({
      data: await recordHistory(db, operatorOf(request).id, request.query),
    })),
  }
}
