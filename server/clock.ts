/** The server's notion of now; tests pass their own to move time. */
export type Clock = () => Date

export const systemClock: Clock = () => new Date()

export const SECOND = 1000
export const MINUTE = 60 * SECOND
export const HOUR = 60 * MINUTE
export const DAY = 24 * HOUR

export const plus = (date: Date, ms: number) => new Date(date.getTime() + ms)
