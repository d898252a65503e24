import { kolkataParts } from '../kolkataTime'

/** When an entry was made, in Asia/Kolkata, as India's English clock writes it: "22/11/2026, 10:05 am". */
export function activityTime(at: string): string {
  if (Number.isNaN(new Date(at).getTime())) return ''
  const { date, time } = kolkataParts(at)
  const [year, month, day] = date.split('-')
  const [hour, minute] = time.split(':')
  const hours = Number(hour)
  return `${day}/${month}/${year}, ${String(hours % 12 || 12).padStart(2, '0')}:${minute} ${hours < 12 ? 'am' : 'pm'}`
}
