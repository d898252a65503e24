import { useEffect, useState } from 'react'

/** Resolves once the browser has drawn its next frame (in a task after the frame's, not inside it). */
const nextPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve)))

/**
 * False until the first frame drawn after `ready` turned true. A screen asks for what can wait (its pickers'
 * options, its secondary figures) once the rows it was opened for are on screen, so that neither the server nor
 * the page's main thread shares the time before that frame with them.
 */
export function usePaintedAfter(ready: boolean): boolean {
  const [painted, setPainted] = useState(false)
  useEffect(() => {
    if (!ready || painted) return undefined
    let cancelled = false
    void nextPaint().then(() => {
      if (!cancelled) setPainted(true)
    })
    return () => {
      cancelled = true
    }
  }, [ready, painted])
  return painted
}

/** Calls `onPainted` once the first frame after `ready` turned true has been drawn (for a parent's reads). */
export function useWhenPainted(ready: boolean, onPainted: () => void) {
  const painted = usePaintedAfter(ready)
  useEffect(() => {
    if (painted) onPainted()
  }, [painted, onPainted])
}
