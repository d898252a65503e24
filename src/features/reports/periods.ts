/** Period presets of the report sheet; financial quarters and years run April to March (Asia/Kolkata days). */
export const PERIOD_PRESETS = [
  'this_month',
  'last_month',
  'this_quarter',
  'this_financial_year',
  'last_financial_year',
  'custom',
] as const
export type PeriodPreset = (typeof PERIOD_PRESETS)[number]

export const PERIOD_LABELS: Record<PeriodPreset, string> = {
  this_month: 'This month',
  last_month: 'Last month',
  this_quarter: 'This quarter',
  this_financial_year: 'This financial year',
  last_financial_year: 'Last financial year',
  custom: 'Custom dates',
}

const pad = (value: number) => String(value).padStart(2, '0')
const day = (year: number, month: number, date: number) => `${year}-${pad(month)}-${pad(date)}`
/** Last day of a 1-based month. */
const lastDate = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate()
const monthRange = (year: number, month: number, months: number) => {
  const endIndex = year * 12 + (month - 1) + months - 1
  const endYear = Math.floor(endIndex / 12)
  const endMonth = (endIndex % 12) + 1
  return { from: day(year, month, 1), to: day(endYear, endMonth, lastDate(endYear, endMonth)) }
}

/** The dates a preset covers on `today` ('yyyy-MM-dd'), or null for custom dates. */
export function presetRange(preset: PeriodPreset, today: string): { from: string; to: string } | null {
  const year = Number(today.slice(0, 4))
  const month = Number(today.slice(5, 7))
  const financialYear = month >= 4 ? year : year - 1
  switch (preset) {
    case 'this_month':
      return monthRange(year, month, 1)
    case 'last_month':
      return month === 1 ? monthRange(year - 1, 12, 1) : monthRange(year, month - 1, 1)
    case 'this_quarter': {
      // Quarters start in April, July, October and January.
      const startMonth = month - ((month - 4 + 12) % 3)
      return monthRange(year, startMonth, 3)
    }
    case 'this_financial_year':
      return monthRange(financialYear, 4, 12)
    case 'last_financial_year':
      return monthRange(financialYear - 1, 4, 12)
    case 'custom':
      return null
  }
}

export const isPreset = (value: string): value is PeriodPreset =>
  (PERIOD_PRESETS as readonly string[]).includes(value)
