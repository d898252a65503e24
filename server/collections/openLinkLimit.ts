import { MINUTE, type Clock } from '../clock'
import { tooManyRequests } from '../http/httpError'

/** Public payment-link reads allowed per client address per minute (the page needs one or two). */
export const OPEN_LINK_REQUESTS_PER_MINUTE = 60

/**
 * A fixed-window limit on the public payment-link page per client address, so that tokens cannot be probed at
 * speed. Kept in memory: one server process serves the local provider.
 */
export function openLinkLimiter(now: Clock) {
  const windows = new Map<string, { start: number; count: number }>()
  return (address: string) => {
    const at = now().getTime()
    const current = windows.get(address)
    if (!current || at - current.start >= MINUTE) {
      if (windows.size > 10_000) windows.clear()
      windows.set(address, { start: at, count: 1 })
      return
    }
    current.count += 1
    if (current.count > OPEN_LINK_REQUESTS_PER_MINUTE) {
      throw tooManyRequests(
        'Too many requests for payment links. Try again in a minute.',
        (current.start + MINUTE - at) / 1000,
      )
    }
  }
}
