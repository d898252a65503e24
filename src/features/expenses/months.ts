import { addMonths, format, parseISO } from 'date-fns'

/** This month and the `before` months back, as `yyyy-MM` with labels, newest first. */
export function monthOptions(today: string, before = 23): { value: string; label: string }[] {
  const current = parseISO(`${today.slice(0, 7)}-01`)
  return Array.from({ length: before + 1 }, (_, at) => {
    const month = addMonths(current, -at)
    return { value: format(month, 'yyyy-MM'), label: format(month, 'MMMM yyyy') }
  })
}
