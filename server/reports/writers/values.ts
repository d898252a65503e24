import type { ColumnKind, ReportValue } from '../definition'

/** `-1234.50` from -123450 paise: rupees with 2 decimals, integer arithmetic only. */
export function rupeesText(paise: number): string {
  const sign = paise < 0 ? '-' : ''
  const abs = Math.abs(paise)
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}

/** `₹1,23,456.50`: Indian digit grouping, for the PDF. */
export function rupeesDisplay(paise: number): string {
  const [whole, fraction] = rupeesText(Math.abs(paise)).split('.')
  const last3 = whole.slice(-3)
  const head = whole.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',')
  return `${paise < 0 ? '-' : ''}₹${head ? `${head},${last3}` : last3}.${fraction}`
}

/** `12.50%` from 1250 basis points. */
export const percentText = (bps: number) => `${rupeesText(bps)}%`

/** A cell as text, the same in CSV and PDF except for money (plain rupees in CSV, ₹ with grouping in PDF). */
export function cellText(kind: ColumnKind, value: ReportValue, money: (paise: number) => string): string {
  if (value === null) return ''
  if (typeof value === 'string') return value
  if (kind === 'money_paise') return money(value)
  if (kind === 'percent_bps') return percentText(value)
  return String(value)
}
