/**
 * Tells the operator's other open tabs that their session answers changed (module flags, profile), so each refetches
 * them and rebuilds its routes and navigation without a reload (spec §2). One BroadcastChannel named after the app;
 * where there is none (jsdom, old browsers) nothing is announced and nothing listens.
 */
const CHANNEL = 'roost-session'

type SessionChanged = { type: 'session-changed'; userId: number }

const isSessionChanged = (data: unknown): data is SessionChanged =>
  typeof data === 'object' &&
  data !== null &&
  'type' in data &&
  data.type === 'session-changed' &&
  'userId' in data &&
  typeof data.userId === 'number'

const hasChannel = () => typeof BroadcastChannel !== 'undefined'

/** The tab's one sending end, kept open: a channel closed right after posting may drop the message. */
let sender: BroadcastChannel | undefined

/**
 * Announces a change of operator `userId`'s flags or profile to the other tabs (this tab's own listener hears it
 * too, and refetches what it has just refetched: harmless).
 */
export function announceSessionChanged(userId: number) {
  if (!hasChannel()) return
  sender ??= new BroadcastChannel(CHANNEL)
  sender.postMessage({ type: 'session-changed', userId } satisfies SessionChanged)
}

/** Calls `listener` when another tab announces a change of operator `userId`; answers the unsubscribe. */
export function onSessionChanged(userId: number, listener: () => void): () => void {
  if (!hasChannel()) return () => undefined
  const channel = new BroadcastChannel(CHANNEL)
  channel.onmessage = (event: MessageEvent<unknown>) => {
    if (isSessionChanged(event.data) && event.data.userId === userId) listener()
  }
  return () => channel.close()
}
