/** Asia/Kolkata's offset from UTC: five and a half hours all year (India has kept no daylight saving since 1945). */
const KOLKATA_OFFSET_MS = 330 * 60_000

/**
 * Today as 'yyyy-MM-dd' on the provider's calendar (Asia/Kolkata), whatever the browser's zone. Worked from the
 * fixed offset rather than by an Intl.DateTimeFormat, whose first use loads the browser's time zone data on the
 * entry's path.
 */
export const today = (now = new Date()) =>
  new Date(now.getTime() + KOLKATA_OFFSET_MS).toISOString().slice(0, 10)
