const KOLKATA_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' })

/** Today as 'yyyy-MM-dd' on the provider's calendar (Asia/Kolkata), whatever the browser's zone. */
export const today = (now = new Date()) => KOLKATA_DAY.format(now)
