import { act } from '@testing-library/react'

/**
 * Holds back the frames the browser would draw (requestAnimationFrame) in each test of the file until the test
 * draws one (`drawFrame`): for code that waits for a frame to be drawn before it does something (usePaintedAfter).
 */
export function holdFrames() {
  let frames: FrameRequestCallback[] = []
  let spy: jest.SpyInstance | undefined
  beforeEach(() => {
    frames = []
    spy = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((frame) => frames.push(frame))
  })
  afterEach(() => spy?.mockRestore())
  return {
    /** Lets 50 ms of the page's work (timers, answers, renders) go by without a frame being drawn. */
    withoutFrame: () => act(() => new Promise((resolve) => setTimeout(resolve, 50))),
    /** Draws the frame asked for so far, then lets the tasks queued after it run. */
    drawFrame: () =>
      act(async () => {
        const due = frames
        frames = []
        for (const frame of due) frame(performance.now())
        await new Promise((resolve) => setTimeout(resolve, 0))
      }),
  }
}
