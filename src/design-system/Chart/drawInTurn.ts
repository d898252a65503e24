import { useEffect, useRef, useState, type RefObject } from 'react'

/**
 * Charts waiting to draw their picture, first come first drawn, one per task: mounting a recharts chart takes
 * tens of milliseconds on a modest machine, and a screen of them drawn at once is one long task that holds up
 * the operator's first click.
 */
const waiting: (() => void)[] = []
let drawing: (() => void) | null = null

function next() {
  drawing = waiting.shift() ?? null
  drawing?.()
}

/** Queues `start`; answers a function that gives the turn up (still waiting, or drawing). */
function takeTurn(start: () => void): () => void {
  waiting.push(start)
  if (!drawing) next()
  return () => {
    const index = waiting.indexOf(start)
    if (index >= 0) waiting.splice(index, 1)
    else if (drawing === start) setTimeout(next)
  }
}

/** How near the viewport a picture starts drawing, so it is there by the time it scrolls in. */
const AHEAD = '200px 0px'

/**
 * Whether the picture in `box` is drawn: once the box comes near the viewport, in its turn (one picture per task,
 * the next after this one's commit). Without IntersectionObserver (jsdom), at once.
 */
export function useDrawnInTurn(box: RefObject<HTMLElement | null>): boolean {
  const [drawn, setDrawn] = useState(() => typeof IntersectionObserver === 'undefined')
  const giveUp = useRef<(() => void) | null>(null)
  useEffect(() => {
    const element = box.current
    if (drawn || !element) return undefined
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        giveUp.current = takeTurn(() => setDrawn(true))
      },
      { rootMargin: AHEAD },
    )
    observer.observe(element)
    // Run once drawn and committed (the next picture gets its turn in a later task), or on leaving the screen.
    return () => {
      observer.disconnect()
      giveUp.current?.()
      giveUp.current = null
    }
  }, [box, drawn])
  return drawn
}
