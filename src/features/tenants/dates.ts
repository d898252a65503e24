import { addMonths, startOfMonth } from 'date-fns'
import { parseIsoDate, toIsoDate } from '../../design-system/DateField'

export { today } from '../../app/core/today'

/** The first day of the month after a 'yyyy-MM-dd' day; '' when it is not a date. */
export function firstOfNextMonth(isoDate: string): string {
  const date = parseIsoDate(isoDate)
  return date ? toIsoDate(startOfMonth(addMonths(date, 1))) : ''
}
