import { addDays, addMonths, daysBetween, monthOf, weekStart } from '../calendar'
import type { IsoDate } from '../db/schema'
import { badRequest } from '../http/httpError'

/**
 * The period of the dashboard's money, movement and expense figures (and of period reports), in Asia/Kolkata days
 * around an anchor day (the as-of day). Weeks start on Monday; quarters and years are financial, April–March.
 */

export const PERIOD_PRESETS = [
  'today',
  'yesterday',
  'this_week',
  'last_week',
  'this_month',
  'last_month',
  'this_quarter',
  'last_quarter',
  'this_year',
  'previous_year',
  'custom',
] as const
export type PeriodPreset = (typeof PERIOD_PRESETS)[number]

/** `to` is the last day, inclusive. */
export type Period = { preset: PeriodPreset; from: IsoDate; to: IsoDate; label: string }

/** The longest custom period, in days after its first day. */
export const MAX_CUSTOM_DAYS = 366

const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

const parts = (date: IsoDate) => {
  const [year, month, day] = date.split('-').map(Number)
  return { year, month, day }
}

/** `1 Apr 2026`. */
export function shortDate(date: IsoDate): string {
  const { year, month, day } = parts(date)
  return `${day} ${SHORT_MONTHS[month - 1]} ${year}`
}

/** `Nov 2026` for `2026-11`. */
const shortMonth = (month: string): string => {
  const { year, month: number } = parts(`${month}-01`)
  return `${SHORT_MONTHS[number - 1]} ${year}`
}

/** `1 Apr 2026 – 31 Mar 2027`. */
export const rangeLabel = (from: IsoDate, to: IsoDate): string =>
  from === to ? shortDate(from) : `${shortDate(from)} – ${shortDate(to)}`

const lastDayOfMonth = (month: string): IsoDate => addDays(`${addMonths(month, 1)}-01`, -1)

/** The first month (`yyyy-MM`) of the financial quarter holding a month: April, July, October or January. */
const quarterStart = (month: string): string => {
  const number = parts(`${month}-01`).month
  return addMonths(month, -((number + 8) % 3))
}

/** The April starting the financial year holding a month. */
const yearStart = (month: string): string => {
  const { year, month: number } = parts(`${month}-01`)
  return `${number >= 4 ? year : year - 1}-04`
}

/** `FY 2026–27` for the year starting April 2026. */
const financialYear = (april: string): string => {
  const year = parts(`${april}-01`).year
  return `FY ${year}–${String((year + 1) % 100).padStart(2, '0')}`
}

const quarterLabel = (first: string): string =>
  `${shortMonth(first).slice(0, 3)}–${shortMonth(addMonths(first, 2))}`

type Resolved = { from: IsoDate; to: IsoDate; name: string; detail: string }

function resolvePreset(preset: Exclude<PeriodPreset, 'custom'>, anchor: IsoDate): Resolved {
  const month = monthOf(anchor)
  const months = (first: string, count: number) => ({
    from: `${first}-01`,
    to: lastDayOfMonth(addMonths(first, count - 1)),
  })
  switch (preset) {
    case 'today':
      return { from: anchor, to: anchor, name: 'Today', detail: shortDate(anchor) }
    case 'yesterday': {
      const day = addDays(anchor, -1)
      return { from: day, to: day, name: 'Yesterday', detail: shortDate(day) }
    }
    case 'this_week':
    case 'last_week': {
      const from = addDays(weekStart(anchor), preset === 'this_week' ? 0 : -7)
      const to = addDays(from, 6)
      return {
        from,
        to,
        name: preset === 'this_week' ? 'This week' : 'Last week',
        detail: rangeLabel(from, to),
      }
    }
    case 'this_month':
    case 'last_month': {
      const first = preset === 'this_month' ? month : addMonths(month, -1)
      return {
        ...months(first, 1),
        name: preset === 'this_month' ? 'This month' : 'Last month',
        detail: shortMonth(first),
      }
    }
    case 'this_quarter':
    case 'last_quarter': {
      const first = addMonths(quarterStart(month), preset === 'this_quarter' ? 0 : -3)
      const name = preset === 'this_quarter' ? 'This quarter' : 'Last quarter'
      return { ...months(first, 3), name, detail: quarterLabel(first) }
    }
    case 'this_year':
    case 'previous_year': {
      const first = addMonths(yearStart(month), preset === 'this_year' ? 0 : -12)
      const name = preset === 'this_year' ? 'This year' : 'Previous year'
      return { ...months(first, 12), name, detail: financialYear(first) }
    }
  }
}

/** A preset's days and label around the anchor day: 'This month (Nov 2026)', 'This year (FY 2026–27)'. */
export function presetPeriod(preset: Exclude<PeriodPreset, 'custom'>, anchor: IsoDate): Period {
  const { from, to, name, detail } = resolvePreset(preset, anchor)
  return { preset, from, to, label: `${name} (${detail})` }
}

export type PeriodQuery = { period?: PeriodPreset; from_date?: IsoDate; to_date?: IsoDate }

const fieldError = (field: 'from_date' | 'to_date', message: string) =>
  badRequest(message, [{ field: `query.${field}`, message }])

/**
 * The period a query asks for (default this month): a preset around the anchor day, or a custom range given by
 * both `from_date` and `to_date`, from ≤ to and at most 366 days apart. Dates with another preset are a 400.
 */
export function resolvePeriod(query: PeriodQuery, anchor: IsoDate): Period {
  const preset = query.period ?? 'this_month'
  if (preset !== 'custom') {
    if (query.from_date !== undefined) throw fieldError('from_date', 'from_date is only for period=custom.')
    if (query.to_date !== undefined) throw fieldError('to_date', 'to_date is only for period=custom.')
    return presetPeriod(preset, anchor)
  }
  const { from_date: from, to_date: to } = query
  if (from === undefined) throw fieldError('from_date', 'A custom period needs from_date.')
  if (to === undefined) throw fieldError('to_date', 'A custom period needs to_date.')
  if (to < from) throw fieldError('to_date', 'to_date must not be before from_date.')
  if (daysBetween(from, to) > MAX_CUSTOM_DAYS) {
    throw fieldError('to_date', `A custom period is at most ${MAX_CUSTOM_DAYS} days.`)
  }
  return { preset, from, to, label: rangeLabel(from, to) }
}
