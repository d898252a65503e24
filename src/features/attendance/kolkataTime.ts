/* Moments on the provider's clock (Asia/Kolkata, UTC+05:30, no daylight saving), whatever the browser's zone. */

const KOLKATA_PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Kolkata',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** An instant as { date: 'yyyy-MM-dd', time: 'HH:mm' } in Asia/Kolkata. */
export function kolkataParts(instant: string | Date): { date: string; time: string } {
  const parts = Object.fromEntries(
    KOLKATA_PARTS.formatToParts(new Date(instant)).map((part) => [part.type, part.value]),
  )
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` }
}

/** '2026-11-25T16:30:00Z' → '25/11/2026 22:00', as the app shows dates, with the Kolkata time. */
export function formatMoment(instant: string | null | undefined): string {
  if (!instant) return ''
  const { date, time } = kolkataParts(instant)
  const [year, month, day] = date.split('-')
  return `${day}/${month}/${year} ${time}`
}

/** A Kolkata day and 'HH:mm' as an RFC 3339 instant with its offset: ('2026-11-25', '22:00') → '2026-11-25T22:00:00+05:30'. */
export const kolkataInstant = (date: string, time: string) => `${date}T${time}:00+05:30`

/** Today as 'yyyy-MM-dd' on the provider's calendar. */
export const kolkataToday = (now = new Date()) => kolkataParts(now).date
