import { kolkataParts } from './kolkataTime'

/** Today as 'yyyy-MM-dd' on the provider's calendar (Asia/Kolkata), whatever the browser's zone. */
export const today = (now = new Date()) => kolkataParts(now).date
