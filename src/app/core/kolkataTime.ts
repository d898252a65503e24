/*
 * Moments on the provider's clock (Asia/Kolkata), whatever the browser's zone. Worked from the fixed offset, since
 * India has kept UTC+05:30 all year since 1945, rather than by an Intl.DateTimeFormat: the first one a tab's
 * renderer process builds with a time zone loads the browser's zone and locale data, 19–150 ms of its main thread
 * on this project's 2-core machine, before the first frame of a screen opened in a new tab.
 */

/** Asia/Kolkata's offset from UTC: five and a half hours all year. */
const KOLKATA_OFFSET_MS = 330 * 60_000

/** An instant as { date: 'yyyy-MM-dd', time: 'HH:mm' } in Asia/Kolkata. An unreadable instant throws a RangeError. */
export function kolkataParts(instant: string | Date): { date: string; time: string } {
  const shifted = new Date(new Date(instant).getTime() + KOLKATA_OFFSET_MS).toISOString()
  return { date: shifted.slice(0, 10), time: shifted.slice(11, 16) }
}

/** '2026-11-25T16:30:00Z' → '25/11/2026 22:00', as the app shows dates, with the Kolkata time. */
export function formatMoment(instant: string | null | undefined): string {
  if (!instant) return ''
  const { date, time } = kolkataParts(instant)
  const [year, month, day] = date.split('-')
  return `${day}/${month}/${year} ${time}`
}

/** An instant's 'HH:mm' on the Kolkata clock. */
export const kolkataClock = (instant: string) => kolkataParts(instant).time

/** A Kolkata day and 'HH:mm' as an RFC 3339 instant with its offset: ('2026-11-25', '22:00') → '2026-11-25T22:00:00+05:30'. */
export const kolkataInstant = (date: string, time: string) => `${date}T${time}:00+05:30`
