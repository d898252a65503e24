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

/** Announces a change of operator `userId`'s flags or profile to the other tabs (not to this one). */
export function announceSessionChanged(userId: number) {
  if (!hasChannel()) return
  const channel = new BroadcastChannel(CHANNEL)
  channel.postMessage({ type: 'session-changed', userId } satisfies SessionChanged)
  channel.close()
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
