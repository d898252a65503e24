import { groupIndian } from './indianDigits'

export type MoneyFormatOptions = {
  /** Digits after the decimal point: the operator's decimal places setting. @default 0 */
  decimalPlaces?: number
  /** Prefixes the rupee sign. @default true */
  symbol?: boolean
}

/** Rupees as a sign, whole digits and fraction digits: '-₹1,23,456.50'. A value that rounds to zero has no sign. */
function rupees(negative: boolean, whole: string, fraction: string, symbol: boolean): string {
  const sign = negative && /[1-9]/.test(whole + fraction) ? '-' : ''
  return `${sign}${symbol ? '₹' : ''}${groupIndian(whole)}${fraction ? `.${fraction}` : ''}`
}

// Only values no ledger holds (not finite, or too large or small for plain digits) take Intl's formatter, built
// when first needed.
const formatters = new Map<string, Intl.NumberFormat>()

function intlFormat(amount: number, { decimalPlaces = 0, symbol = true }: MoneyFormatOptions): string {
  const key = `${decimalPlaces}:${symbol}`
  let formatter = formatters.get(key)
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-IN', {
      ...(symbol ? { style: 'currency', currency: 'INR' } : { style: 'decimal' }),
      minimumFractionDigits: decimalPlaces,
      maximumFractionDigits: decimalPlaces,
      signDisplay: 'negative',
    })
    formatters.set(key, formatter)
  }
  return formatter.format(amount)
}

/** A non-negative decimal ('1234.567') rounded half away from zero to `places` digits, as [whole, fraction]. */
function roundDecimal(decimal: string, places: number): [string, string] {
  const [whole, fraction = ''] = decimal.split('.')
  if (fraction.length <= places) return [whole, fraction.padEnd(places, '0')]
  const kept = BigInt(whole + fraction.slice(0, places)) + (fraction[places] >= '5' ? 1n : 0n)
  const digits = kept.toString().padStart(places + 1, '0')
  return [digits.slice(0, digits.length - places), digits.slice(digits.length - places)]
}

/**
 * Rupees in Indian grouping: 12500 → '₹12,500', 100000 → '₹1,00,000', -500 → '-₹500'. The number is read as its
 * shortest decimal (1.005 as '1.005', as Intl.NumberFormat reads it), then half rounds away from zero.
 */
export function formatMoney(amount: number, opts: MoneyFormatOptions = {}): string {
  const { decimalPlaces = 0, symbol = true } = opts
  const decimal = String(Math.abs(amount))
  if (!Number.isFinite(amount) || decimal.includes('e')) return intlFormat(amount, opts)
  return rupees(amount < 0, ...roundDecimal(decimal, decimalPlaces), symbol)
}

/**
 * Integer paise (how money is stored) as rupees: 1250050 → '₹12,501', or '₹12,500.50' with 2 decimal places.
 * The paise are turned into an exact decimal string so rounding never suffers from binary fractions.
 */
export function formatPaise(paise: number, opts: MoneyFormatOptions = {}): string {
  const { decimalPlaces = 0, symbol = true } = opts
  const whole = Math.round(paise)
  if (!Number.isSafeInteger(whole)) return intlFormat(paise / 100, opts)
  const digits = String(Math.abs(whole)).padStart(3, '0')
  const decimal = `${digits.slice(0, -2)}.${digits.slice(-2)}`
  return rupees(whole < 0, ...roundDecimal(decimal, decimalPlaces), symbol)
}
