import { addMonths, format, parseISO } from 'date-fns'

/** Months as `yyyy-MM` with labels, `before` months back to `after` months ahead of today's month, newest first. */
export function monthOptions(today: string, before = 11, after = 1): { value: string; label: string }[] {
  const current = parseISO(`${today.slice(0, 7)}-01`)
  return Array.from({ length: before + after + 1 }, (_, at) => {
    const month = addMonths(current, after - at)
    return { value: format(month, 'yyyy-MM'), label: format(month, 'MMMM yyyy') }
  })
}
