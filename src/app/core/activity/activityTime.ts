import { kolkataParts } from '../kolkataTime'

/** When an entry was made, in Asia/Kolkata, as India's English clock writes it: "22/11/2026, 10:05 am". */
export function activityTime(at: string): string {
  if (Number.isNaN(new Date(at).getTime())) return ''
  const { date, time } = kolkataParts(at)
  const [year, month, day] = date.split('-')
  const [hours, minutes] = time.split(':').map(Number)
  const hour = String(hours % 12 || 12).padStart(2, '0')
  return `${day}/${month}/${year}, ${hour}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'am' : 'pm'}`
}
