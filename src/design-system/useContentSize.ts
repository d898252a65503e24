import { useCallback, useRef, useState } from 'react'

export type ContentSize = { width: number; height: number }

/**
 * The content-box size of the element given the returned ref, kept current by a ResizeObserver; `initial` (null
 * by default; a function is called once, on mount) until first measured, and a first measurement equal to it
 * renders nothing again. Observation is asynchronous, so it never forces a layout.
 */
export function useContentSize(
  initial: ContentSize | null | (() => ContentSize | null) = null,
): [ContentSize | null, (node: HTMLElement | null) => void] {
  const [size, setSize] = useState<ContentSize | null>(initial)
  const observer = useRef<ResizeObserver | null>(null)
  const ref = useCallback((node: HTMLElement | null) => {
    observer.current?.disconnect()
    observer.current = null
    if (!node || typeof ResizeObserver === 'undefined') return
    observer.current = new ResizeObserver(([entry]) => {
      const { width, height } = entry.contentRect
      setSize((current) =>
        current?.width === width && current.height === height ? current : { width, height },
      )
    })
    observer.current.observe(node)
  }, [])
  return [size, ref]
}
