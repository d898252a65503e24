/** A clock the test moves by hand. */
export type TestClock = { now: () => Date; advance: (ms: number) => void }

export function testClock(start = new Date('2026-11-22T04:30:00.000Z')): TestClock {
  let current = start.getTime()
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms
    },
  }
}
