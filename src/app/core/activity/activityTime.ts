const KOLKATA_TIME = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: true,
})

/** When an entry was made, in Asia/Kolkata: "22/11/2026, 10:05 am". */
export function activityTime(at: string): string {
  const date = new Date(at)
  return Number.isNaN(date.getTime()) ? '' : KOLKATA_TIME.format(date)
}
