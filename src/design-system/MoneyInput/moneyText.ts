const AMOUNT = /^(\d*)(?:\.(\d*))?$/

/**
 * Rupees as typed ('12500', '12500.5', '.75') to integer paise, exactly (no binary fractions); digits past
 * the paise are rounded half up. '' and text that is not an amount give null.
 */
export function rupeesToPaise(text: string): number | null {
  const match = AMOUNT.exec(text.trim())
  if (!match || (match[1] === '' && !match[2])) return null
  const [, rupees, fraction = ''] = match
  const paise = Number(rupees || '0') * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'))
  return Number(fraction[2] ?? '0') >= 5 ? paise + 1 : paise
}

/**
 * Integer paise as text for an amount field: whole rupees without a point ('12500'), otherwise two decimals
 * ('12500.50'); with 0 decimal places the paise are rounded to the rupee.
 */
export function paiseToRupeesText(paise: number, decimalPlaces = 2): string {
  const whole = Math.round(paise)
  if (decimalPlaces === 0) return String(Math.round(whole / 100))
  const rupees = Math.trunc(whole / 100)
  const rest = Math.abs(whole % 100)
  return rest === 0 ? String(rupees) : `${rupees}.${String(rest).padStart(2, '0')}`
}
