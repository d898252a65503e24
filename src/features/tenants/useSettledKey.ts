import { useEffect, useState } from 'react'

/** The key once it has stayed the same for `delayMs`: a live lookup then asks once the operator pauses. */
export function useSettledKey(key: string, delayMs: number): string {
  const [settled, setSettled] = useState(key)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(key), delayMs)
    return () => clearTimeout(timer)
  }, [key, delayMs])
  return settled
}
