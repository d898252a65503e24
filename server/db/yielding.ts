import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  UnknownRow,
} from 'kysely'
import type { Db } from './database'

/**
 * A handle on the same database that lets the event loop turn after every query. better-sqlite3 answers
 * synchronously, so a chain of awaited queries resolves in microtasks alone and holds the event loop until its
 * last one: a report of a few hundred queries would keep every other request waiting for half a second. Work off
 * the request path (report jobs) reads through this handle, so requests are served between its queries.
 */
export function yieldingDb(db: Db): Db {
  return db.withPlugin(YIELD_AFTER_EACH_QUERY)
}

const YIELD_AFTER_EACH_QUERY: KyselyPlugin = {
  transformQuery: (args: PluginTransformQueryArgs) => args.node,
  transformResult: async (args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> => {
    await new Promise<void>((resolve) => setImmediate(resolve))
    return args.result
  },
}
