/**
 * The server's copy of the client's `amountInWords` (src/design-system/format), which the server cannot import:
 * an amount in Indian English words for receipts, in lakhs and crores.
 */
const ONES = [
  'Zero',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
]
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety']

/** Indian place values, largest first; what is left above a crore is itself counted in words ('One Lakh Crore'). */
const PLACES = [
  { value: 10_000_000, name: 'Crore' },
  { value: 100_000, name: 'Lakh' },
  { value: 1_000, name: 'Thousand' },
  { value: 100, name: 'Hundred' },
] as const

function belowHundred(n: number): string {
  if (n < 20) return ONES[n]
  const unit = n % 10
  return unit === 0 ? TENS[Math.floor(n / 10)] : `${TENS[Math.floor(n / 10)]} ${ONES[unit]}`
}

function words(n: number): string {
  const parts: string[] = []
  let rest = n
  for (const place of PLACES) {
    const count = Math.floor(rest / place.value)
    if (count > 0) {
      parts.push(`${words(count)} ${place.name}`)
      rest %= place.value
    }
  }
  if (rest > 0 || parts.length === 0) parts.push(belowHundred(rest))
  return parts.join(' ')
}

/** 1_20_500_00 paise → 'Rupees One Lakh Twenty Thousand Five Hundred Only'; 1050 → 'Rupees Ten and Fifty Paise Only'. */
export function paiseInWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) {
    throw new RangeError(`paiseInWords needs a non-negative whole number of paise; got ${paise}`)
  }
  const whole = Math.floor(paise / 100)
  const fraction = paise % 100
  const paisePart = fraction > 0 ? ` and ${belowHundred(fraction)} Paise` : ''
  return `Rupees ${words(whole)}${paisePart} Only`
}

/** `12,500.00` for 12_50_000 paise: en-IN grouping with the operator's decimal places, without the symbol. */
export function formatRupees(paise: number, decimalPlaces: number): string {
  return new Intl.NumberFormat('en-IN', {
    minimumFractionDigits: decimalPlaces,
    maximumFractionDigits: decimalPlaces,
  }).format(paise / 100)
}
