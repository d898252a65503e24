import { useEffect, useState } from 'react'
import { minutesLeft } from './dayText'

const MINUTE = 60_000

/**
 * Minutes left until `cutoffAt`, re-read each time the count of whole minutes changes (so the text changes on the
 * minute and reaches 0 exactly at the cut-off); 0 once it has passed.
 */
export function useCountdown(cutoffAt: string): number {
  const [now, setNow] = useState(() => new Date())
  const left = minutesLeft(cutoffAt, now)
  useEffect(() => {
    if (left === 0) return undefined
    const msLeft = Date.parse(cutoffAt) - Date.now()
    const untilNextMinute = msLeft % MINUTE || MINUTE
    const timer = setTimeout(() => setNow(new Date()), Math.max(untilNextMinute, 50))
    return () => clearTimeout(timer)
  }, [cutoffAt, left, now])
  return left
}

/** What the live region says: changes at most once an hour, then once at the last hour and at the cut-off. */
export function coarseCountdownText(minutes: number): string {
  if (minutes === 0) return 'Skips have closed'
  if (minutes <= 60) return 'Skips close within the hour'
  return `Skips close in about ${Math.floor(minutes / 60)} h`
}
