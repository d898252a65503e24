/**
 * Whole-number digits in Indian grouping: the last three, then pairs ('1234567' → '12,34,567'). Written out
 * rather than asked of Intl.NumberFormat because the first Intl formatter a page builds loads the browser's locale
 * data, some 15–30 ms of a first visit's main thread; the entry and the list screens need no other Intl service.
 */
export function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits
  return `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`
}

/** A count in Indian grouping: 124300 → '1,24,300'. A value that is not a safe integer goes to Intl. */
export function formatCount(value: number): string {
  if (!Number.isSafeInteger(value)) return value.toLocaleString('en-IN')
  return value < 0 ? `-${groupIndian(String(-value))}` : groupIndian(String(value))
}
