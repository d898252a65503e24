export type MoneyFormatOptions = {
  /** Digits after the decimal point: the operator's decimal places setting. @default 0 */
  decimalPlaces?: number
  /** Prefixes the rupee sign. @default true */
  symbol?: boolean
}

// Building a formatter is costly next to using one, and long tables format thousands of cells.
const formatters = new Map<string, Intl.NumberFormat>()

function moneyFormatter({ decimalPlaces = 0, symbol = true }: MoneyFormatOptions): Intl.NumberFormat {
  const key = `${decimalPlaces}:${symbol}`
  const cached = formatters.get(key)
  if (cached) return cached
  const formatter = new Intl.NumberFormat('en-IN', {
    ...(symbol ? { style: 'currency', currency: 'INR' } : { style: 'decimal' }),
    minimumFractionDigits: decimalPlaces,
    maximumFractionDigits: decimalPlaces,
    // A value that rounds to zero reads '₹0', never '-₹0'.
    signDisplay: 'negative',
  })
  formatters.set(key, formatter)
  return formatter
}

/** Rupees in Indian grouping: 12500 → '₹12,500', 100000 → '₹1,00,000', -500 → '-₹500'. */
export function formatMoney(amount: number, opts: MoneyFormatOptions = {}): string {
  return moneyFormatter(opts).format(amount)
}

/**
 * Integer paise (how money is stored) as rupees: 1250050 → '₹12,501', or '₹12,500.50' with 2 decimal places.
 * The paise are turned into an exact decimal string so rounding never suffers from binary fractions.
 */
export function formatPaise(paise: number, opts: MoneyFormatOptions = {}): string {
  if (!Number.isFinite(paise)) return formatMoney(paise, opts)
  const whole = Math.round(paise)
  const digits = Math.abs(whole).toString().padStart(3, '0')
  const rupees = `${whole < 0 ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`
  return moneyFormatter(opts).format(rupees as Intl.StringNumericLiteral)
}
