import { QueryStatus } from '@reduxjs/toolkit/query'
import { api } from '../core/api'
import type { AppThunk, RootState } from '../core/store'

/** The session check's own calls: the error catalogue and the session handle their failures (spec §8). */
const SESSION_ENDPOINTS = new Set(['getUserDetail', 'listOperatorModules'])

/** An injected endpoint as the retry needs it; the root API's type knows no endpoints (features inject them). */
type Refetchable = {
  initiate: (arg: unknown, options: { subscribe: false; forceRefetch: true }) => AppThunk<unknown>
}

/** Queries that failed (after their retries) and that something on screen still subscribes to. */
function failedQueries(state: RootState) {
  const { queries, subscriptions } = state[api.reducerPath]
  return Object.entries(queries).flatMap(([key, query]) =>
    query?.status === QueryStatus.rejected &&
    !SESSION_ENDPOINTS.has(query.endpointName) &&
    Object.keys(subscriptions[key] ?? {}).length > 0
      ? [query]
      : [],
  )
}

/** Whether a screen is showing without some of its data because a call failed. */
export const selectSomeDataFailed = (state: RootState): boolean => failedQueries(state).length > 0

/** Asks again for every failed query still on screen; each one that succeeds takes its failure away. */
export const failedQueriesRetried = (): AppThunk => (dispatch, getState) => {
  const endpoints = api.endpoints as unknown as Record<string, Refetchable>
  for (const query of failedQueries(getState())) {
    void dispatch(
      endpoints[query.endpointName].initiate(query.originalArgs, { subscribe: false, forceRefetch: true }),
    )
  }
}
