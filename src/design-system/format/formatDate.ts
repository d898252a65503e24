import { format, isValid, parseISO } from 'date-fns'

/**
 * A date for display in the Indian convention, DD/MM/YYYY: '2024-11-22' → '22/11/2024'.
 * Date-only strings are calendar dates (no time-zone shift); a missing or invalid value gives '' so a bad row never breaks a table.
 */
export function formatDate(isoDate: string | Date | null | undefined): string {
  if (isoDate == null || isoDate === '') return ''
  const date = typeof isoDate === 'string' ? parseISO(isoDate) : isoDate
  return isValid(date) ? format(date, 'dd/MM/yyyy') : ''
}
