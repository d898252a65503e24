import type { TestServer } from './testServer'

export const activityPaths = {
  list: (query = '') => `/user/api/v1/operator/activity/list${query}`,
  history: (entity: string, id: number | string) =>
    `/user/api/v1/operator/activity/history?entity=${entity}&entity_id=${id}`,
}

/**
 * Reads the activity log and one record's history (for the contract walk): the newest entry's record, after the
 * writes that ran before it.
 */
export async function exerciseActivity(server: TestServer, token: string): Promise<void> {
  const { body } = await server.call<{ data: { results: { entity: string; entity_id: string }[] } }>(
    'GET',
    activityPaths.list('?limit=5'),
    { token },
  )
  const [newest] = body.data.results
  if (!newest) throw new Error('The activity log is empty after the writes of the contract walk')
  await server.call('GET', activityPaths.history(newest.entity, newest.entity_id), { token })
}
