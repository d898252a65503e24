import { SECOND } from '../clock'
import { handler, type Handlers, type Services } from './handler'

/** Tag `health`: liveness, with no authentication and no database work. */
export function healthHandlers({ now, version, startedAt }: Services): Handlers {
  return {
    getHealth: handler(async () => {
      const at = now()
      return {
        data: {
          status: 'ok',
          version,
          uptime_seconds: Math.max(0, Math.floor((at.getTime() - startedAt.getTime()) / SECOND)),
          time: at.toISOString(),
        },
      }
    }),
  }
}
